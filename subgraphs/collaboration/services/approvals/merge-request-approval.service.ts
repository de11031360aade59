import { ConflictError, ForbiddenError, NotFoundError, query, requireUser, UnauthenticatedError, type SubgraphContext } from '@forgegraph/platform';
import type { MergeRequest } from '../../entities/merge-request.entity';
import { canUpdateMergeRequest } from '../access/merge-request-access';
import { findReadableMergeRequest, type ReadableMergeRequest } from '../merge-requests/merge-request-lookup';
import { T } from '../tables';
import { approvalStateLoader, canApproveNow, forgetApprovalState, isRuleApprover } from './approval-state';

/**
 * POST …/merge_requests/:iid/approve (lib/api/merge_request_approvals.rb): 403 without
 * `approve_merge_request` (those who may update the merge request, and the rules' approvers), 409
 * for a `sha` that is not the source head, then 401 when ApprovalService refuses (approved already,
 * or the author or a committer where the project forbids it).
 */
export async function approveMergeRequest(ctx: SubgraphContext, projectRef: string, iid: number, sha: string | null | undefined): Promise<MergeRequest> {
  const found = await findApprovableMergeRequest(ctx, projectRef, iid);
  const { mr } = found;
  if (sha && sha !== mr.diffHeadSha) throw ConflictError.message(`SHA does not match HEAD of source branch: ${mr.diffHeadSha}`);
  const state = await approvalStateLoader(ctx).load(mr);
  if (!(await canApproveNow(ctx, state, ctx.actor.userId!))) throw UnauthenticatedError.create();
  await query(ctx.em, `insert into ${T.mergeRequestApprovals} (merge_request_id, user_id) values (?, ?) on conflict do nothing`, [mr.id, ctx.actor.userId]);
  forgetApprovalState(ctx, mr.id);
  return mr;
}

/** POST …/unapprove: 404 when the caller has not approved (RemoveApprovalService finds nothing). */
export async function unapproveMergeRequest(ctx: SubgraphContext, projectRef: string, iid: number): Promise<MergeRequest> {
  const { mr } = await findApprovableMergeRequest(ctx, projectRef, iid);
  const removed = await query(ctx.em, `delete from ${T.mergeRequestApprovals} where merge_request_id = ? and user_id = ? returning user_id`, [mr.id, ctx.actor.userId]);
  if (!removed.length) throw NotFoundError.record();
  forgetApprovalState(ctx, mr.id);
  return mr;
}

/** find_merge_request_with_access(iid, :approve_merge_request). */
async function findApprovableMergeRequest(ctx: SubgraphContext, projectRef: string, iid: number): Promise<ReadableMergeRequest> {
  requireUser(ctx.actor);
  const found = await findReadableMergeRequest(ctx, projectRef, iid);
  if (!(await canApproveMergeRequest(ctx, found))) throw ForbiddenError.create();
  return found;
}

/** MergeRequestPolicy `approve_merge_request`: whoever may update it, and the approvers its rules name. */
export async function canApproveMergeRequest(ctx: SubgraphContext, { mr, access }: Pick<ReadableMergeRequest, 'mr' | 'access'>): Promise<boolean> {
  const userId = ctx.actor.userId;
  if (userId === null) return false;
  if (canUpdateMergeRequest(access, mr.authorId, ctx.actor)) return true;
  return isRuleApprover(await approvalStateLoader(ctx).load(mr), userId);
}

/** Approvals end when the source branch moves, if the project resets them on push (MergeRequests::RefreshService). */
export async function resetApprovals(ctx: SubgraphContext, mergeRequestId: number): Promise<void> {
  await query(ctx.em, `delete from ${T.mergeRequestApprovals} where merge_request_id = ?`, [mergeRequestId]);
  forgetApprovalState(ctx, mergeRequestId);
}
