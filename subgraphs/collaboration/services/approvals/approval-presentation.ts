import type { SubgraphContext } from '@forgegraph/platform';
import type { MergeRequest } from '../../entities/merge-request.entity';
import type { MergeRequestApprovalState } from '../../schema/approval.types';
import { userRef } from '../../schema/user-ref.type';
import { projectAccessFor } from '../access/access.service';
import { projectLoader } from '../loaders';
import { approvalStateLoader, canApproveNow } from './approval-state';
import { canApproveMergeRequest } from './merge-request-approval.service';

/** The approval state of a merge request as the caller sees it (Entities::ApprovalState's values). */
export async function approvalStateFor(ctx: SubgraphContext, mr: MergeRequest): Promise<MergeRequestApprovalState> {
  const state = await approvalStateLoader(ctx).load(mr);
  const me = ctx.actor.userId;
  const approverIds = state.approvals.map((approval) => approval.userId);
  const suggested = [...new Set(state.rules.filter((rule) => !rule.approved).flatMap((rule) => rule.eligibleIds))].filter((id) => !approverIds.includes(id));
  return {
    approved: state.approved,
    approvalsRequired: state.approvalsRequired,
    approvalsLeft: state.approvalsLeft,
    requirePasswordToApprove: state.settings.requirePasswordToApprove,
    approvedBy: state.approvals.map((approval) => ({ user: userRef(approval.userId), approvedAt: approval.approvedAt })),
    suggestedApprovers: suggested.map(userRef),
    userHasApproved: me !== null && approverIds.includes(me),
    userCanApprove: me !== null && (await canApprove(ctx, mr)) && (await canApproveNow(ctx, state, me)),
    approvalRulesOverwritten: state.overwritten,
    hasApprovalRules: state.rules.length > 0,
    rules: state.rules.map((rule) => ({
      rule: rule.rule, eligibleApprovers: rule.eligibleIds.map(userRef), approvedBy: rule.approvedByIds.map(userRef), approved: rule.approved,
      approvalsLeft: rule.approvalsLeft,
    })),
  };
}

async function canApprove(ctx: SubgraphContext, mr: MergeRequest): Promise<boolean> {
  const project = (await projectLoader(ctx).load(mr.projectId))!;
  return canApproveMergeRequest(ctx, { mr, access: await projectAccessFor(ctx, project) });
}
