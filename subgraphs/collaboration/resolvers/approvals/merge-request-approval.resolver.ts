import { PageArgs, type Page, type SubgraphContext } from '@forgegraph/platform';
import { Arg, Args, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { ApprovalRule } from '../../entities/approval-rule.entity';
import { MergeRequest } from '../../entities/merge-request.entity';
import { ApprovalRuleInput } from '../../schema/approval.inputs';
import { ApprovalRulePage, MergeRequestApprovalState } from '../../schema/approval.types';
import { approvalStateFor } from '../../services/approvals/approval-presentation';
import {
  createMergeRequestApprovalRule, deleteMergeRequestApprovalRule, listMergeRequestApprovalRules, updateMergeRequestApprovalRule,
} from '../../services/approvals/approval-rules.service';
import { approveMergeRequest, unapproveMergeRequest } from '../../services/approvals/merge-request-approval.service';

const REF = () => String;
const RULE = () => ApprovalRuleInput;

/** Approving merge requests, their approval state, and rules of their own. */
@Resolver(() => MergeRequest)
export class MergeRequestApprovalResolver {
  @FieldResolver(() => MergeRequestApprovalState)
  approvalState(@Root() mr: MergeRequest, @Ctx() ctx: SubgraphContext): Promise<MergeRequestApprovalState> {
    return approvalStateFor(ctx, mr);
  }

  @Mutation(() => MergeRequest, { description: 'POST …/approve; a `sha` must be the source branch head.' })
  approveMergeRequest(@Arg('projectRef', REF) projectRef: string, @Arg('iid', () => Int) iid: number, @Arg('sha', () => String, { nullable: true }) sha: string | null, @Ctx() ctx: SubgraphContext): Promise<MergeRequest> {
    return approveMergeRequest(ctx, projectRef, iid, sha);
  }

  @Mutation(() => MergeRequest)
  unapproveMergeRequest(@Arg('projectRef', REF) projectRef: string, @Arg('iid', () => Int) iid: number, @Ctx() ctx: SubgraphContext): Promise<MergeRequest> {
    return unapproveMergeRequest(ctx, projectRef, iid);
  }

  @Query(() => ApprovalRulePage)
  mergeRequestApprovalRules(@Arg('projectRef', REF) projectRef: string, @Arg('iid', () => Int) iid: number, @Args() page: PageArgs, @Ctx() ctx: SubgraphContext): Promise<Page<ApprovalRule>> {
    return listMergeRequestApprovalRules(ctx, projectRef, iid, page);
  }

  @Mutation(() => ApprovalRule)
  createMergeRequestApprovalRule(@Arg('projectRef', REF) projectRef: string, @Arg('iid', () => Int) iid: number, @Arg('input', RULE) input: ApprovalRuleInput, @Ctx() ctx: SubgraphContext): Promise<ApprovalRule> {
    return createMergeRequestApprovalRule(ctx, projectRef, iid, input);
  }

  @Mutation(() => ApprovalRule)
  updateMergeRequestApprovalRule(@Arg('projectRef', REF) projectRef: string, @Arg('iid', () => Int) iid: number, @Arg('id', () => Int) id: number, @Arg('input', RULE) input: ApprovalRuleInput, @Ctx() ctx: SubgraphContext): Promise<ApprovalRule> {
    return updateMergeRequestApprovalRule(ctx, projectRef, iid, id, input);
  }

  @Mutation(() => Boolean)
  deleteMergeRequestApprovalRule(@Arg('projectRef', REF) projectRef: string, @Arg('iid', () => Int) iid: number, @Arg('id', () => Int) id: number, @Ctx() ctx: SubgraphContext): Promise<boolean> {
    return deleteMergeRequestApprovalRule(ctx, projectRef, iid, id);
  }
}
