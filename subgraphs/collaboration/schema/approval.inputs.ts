import { Field, ID, InputType, Int } from 'type-graphql';

/** POST /projects/:id/approvals: absent settings stay as they are. */
@InputType()
export class UpdateApprovalSettingsInput {
  @Field(() => Int, { nullable: true }) approvalsBeforeMerge?: number | null;
  @Field(() => Boolean, { nullable: true }) resetApprovalsOnPush?: boolean | null;
  @Field(() => Boolean, { nullable: true }) selectiveCodeOwnerRemovals?: boolean | null;
  @Field(() => Boolean, { nullable: true }) disableOverridingApproversPerMergeRequest?: boolean | null;
  @Field(() => Boolean, { nullable: true }) mergeRequestsAuthorApproval?: boolean | null;
  @Field(() => Boolean, { nullable: true }) mergeRequestsDisableCommittersApproval?: boolean | null;
  @Field(() => Boolean, { nullable: true }) requirePasswordToApprove?: boolean | null;
}

/**
 * An approval rule's fields (ApprovalRules::CreateService / UpdateService params). On update an
 * absent list keeps the rule's users, groups or protected branches; an empty one clears them.
 */
@InputType()
export class ApprovalRuleInput {
  @Field(() => String, { nullable: true }) name?: string | null;
  @Field(() => Int, { nullable: true }) approvalsRequired?: number | null;
  @Field(() => String, { nullable: true }) ruleType?: string | null;
  @Field(() => String, { nullable: true }) reportType?: string | null;
  @Field(() => [ID], { nullable: true }) userIds?: string[] | null;
  @Field(() => [String], { nullable: true }) usernames?: string[] | null;
  @Field(() => [ID], { nullable: true }) groupIds?: string[] | null;
  @Field(() => [ID], { nullable: true }) protectedBranchIds?: string[] | null;
  @Field(() => Boolean, { nullable: true }) appliesToAllProtectedBranches?: boolean | null;
  @Field(() => Boolean, { nullable: true }) removeHiddenGroups?: boolean | null;
  /** A merge request rule's project rule: its name, and its approvers unless others are given. */
  @Field(() => Int, { nullable: true }) approvalProjectRuleId?: number | null;
}

/**
 * One of `approval_rules_attributes` on POST and PUT …/merge_requests (MergeRequest's nested
 * approval rules): an `id` changes that rule of the merge request, none adds one; a rule copied from a
 * project rule names it in `approval_project_rule_id`.
 */
@InputType()
export class MergeRequestApprovalRuleAttributesInput {
  @Field(() => Int, { nullable: true }) id?: number | null;
  @Field(() => String, { nullable: true }) name?: string | null;
  @Field(() => Int, { nullable: true }) approvalsRequired?: number | null;
  @Field(() => [Int], { nullable: true }) userIds?: number[] | null;
  @Field(() => [Int], { nullable: true }) groupIds?: number[] | null;
  @Field(() => Int, { nullable: true }) approvalProjectRuleId?: number | null;
}
