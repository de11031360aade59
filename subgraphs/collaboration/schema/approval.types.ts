import { Paginated } from '@forgegraph/platform';
import { Field, Int, ObjectType } from 'type-graphql';
import { ApprovalRule } from '../entities/approval-rule.entity';
import { UserRef } from './user-ref.type';

export const ApprovalRulePage = Paginated(ApprovalRule);

/** Entities::Approvals: who approved, and when. */
@ObjectType()
export class MergeRequestApprover {
  @Field(() => UserRef) user!: UserRef;
  @Field(() => Date) approvedAt!: Date;
}

/** ApprovalWrappedRule: a rule as it stands on one merge request. */
@ObjectType()
export class ApprovalRuleState {
  @Field(() => ApprovalRule) rule!: ApprovalRule;
  @Field(() => [UserRef], { description: "The rule's approvers who may approve this merge request (the author only where allowed)." })
  eligibleApprovers!: UserRef[];
  @Field(() => [UserRef]) approvedBy!: UserRef[];
  @Field(() => Boolean) approved!: boolean;
  @Field(() => Int) approvalsLeft!: number;
}

/** ApprovalState: the rules that apply to a merge request, its approvals, and what they mean for the caller. */
@ObjectType()
export class MergeRequestApprovalState {
  @Field(() => Boolean) approved!: boolean;
  @Field(() => Int) approvalsRequired!: number;
  @Field(() => Int) approvalsLeft!: number;
  @Field(() => Boolean) requirePasswordToApprove!: boolean;
  @Field(() => [MergeRequestApprover]) approvedBy!: MergeRequestApprover[];
  @Field(() => [UserRef], { description: 'Eligible approvers of rules still unmet, who have not approved.' }) suggestedApprovers!: UserRef[];
  @Field(() => Boolean) userHasApproved!: boolean;
  @Field(() => Boolean) userCanApprove!: boolean;
  @Field(() => Boolean, { description: 'The merge request has rules of its own in place of the project rules.' }) approvalRulesOverwritten!: boolean;
  @Field(() => Boolean) hasApprovalRules!: boolean;
  @Field(() => [ApprovalRuleState]) rules!: ApprovalRuleState[];
}
