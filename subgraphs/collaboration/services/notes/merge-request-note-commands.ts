import { DomainError, type SubgraphContext } from '@forgegraph/platform';
import type { UpdateMergeRequestInput } from '../../schema/merge-request.inputs';
import { canAdminMergeRequests, canUpdateMergeRequest } from '../access/merge-request-access';
import { approvalStateLoader, canApproveNow } from '../approvals/approval-state';
import { approveMergeRequest, canApproveMergeRequest, unapproveMergeRequest } from '../approvals/merge-request-approval.service';
import { checkBranches } from '../domains/repository-merge.client';
import type { ReadableMergeRequest } from '../merge-requests/merge-request-lookup';
import { mergeMergeRequest } from '../merge-requests/merge-request-merge.service';
import { applyMergeRequestChanges } from '../merge-requests/merge-request-update.service';
import { isMergeable } from '../merge-requests/merge-status';
import { logSpentTime } from '../time-tracking/timelogs';
import type { MergeRequestQuickActionRights } from './merge-request-quick-actions';
import type { QuickActionOutcome } from './quick-actions';

const mentions = (text: string, command: RegExp) => text.split('\n').some((line) => command.test(line.trim()));

/**
 * What the caller may do through a merge request note's commands. Merging and approving need the
 * repository and the approval rules: asked only when the note names those commands.
 */
export async function mergeRequestQuickActionRights(ctx: SubgraphContext, readable: ReadableMergeRequest, text: string): Promise<MergeRequestQuickActionRights> {
  const { mr, project, access } = readable;
  const rights = {
    canUpdate: canUpdateMergeRequest(access, mr.authorId, ctx.actor), canAdmin: canAdminMergeRequests(access),
    canMerge: false, canApprove: false, canUnapprove: false,
  };
  const userId = ctx.actor.userId;
  if (userId === null || mr.state === 'merged') return rights;
  if (mr.state === 'opened' && mentions(text, /^\/merge(\s|$)/)) {
    const check = await checkBranches(ctx, project.id, mr.sourceBranch, mr.targetBranch);
    rights.canMerge = !!check?.canMerge && isMergeable(mr, project, (await approvalStateLoader(ctx).load(mr)).approved);
  }
  if (mentions(text, /^\/(un)?approve(\s|$)/) && (await canApproveMergeRequest(ctx, readable))) {
    const state = await approvalStateLoader(ctx).load(mr);
    rights.canApprove = await canApproveNow(ctx, state, userId);
    rights.canUnapprove = state.approvals.some((approval) => approval.userId === userId);
  }
  return rights;
}

/** The commands' changes, in the note's transaction: fields and relations, time tracking, approval. */
export async function applyMergeRequestQuickActions(ctx: SubgraphContext, readable: ReadableMergeRequest, outcome: QuickActionOutcome<UpdateMergeRequestInput>, projectRef: string): Promise<void> {
  const { mr } = readable;
  if (outcome.timeEstimate !== undefined) mr.timeEstimate = outcome.timeEstimate;
  await applyMergeRequestChanges(ctx, readable, outcome.update);
  if (outcome.spend !== undefined) await logSpentTime(ctx, { kind: 'MergeRequest', id: mr.id, seconds: outcome.spend });
  if (outcome.approval === 'approve') await approveMergeRequest(ctx, projectRef, mr.iid, null);
  if (outcome.approval === 'unapprove') await unapproveMergeRequest(ctx, projectRef, mr.iid);
}

/** `/merge` through the merge service; like GitLab's asynchronous merge, a refusal leaves the note as answered. */
export async function mergeQuietly(ctx: SubgraphContext, projectRef: string, iid: number, sha: string): Promise<void> {
  try {
    await mergeMergeRequest(ctx, projectRef, iid, { sha });
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
  }
}
