import { ConflictError, NotAllowedError, query, UnauthenticatedError, UnprocessableError, type SubgraphContext } from '@forgegraph/platform';
import type { MergeRequest } from '../../entities/merge-request.entity';
import type { MergeMergeRequestInput } from '../../schema/merge-request.inputs';
import { checkBranches, MergeFailure, mergeBranches, type MergeOutcome } from '../domains/repository-merge.client';
import { mergeRequestRelations, mergeRequestSnapshot, publishMergeRequestEvent } from '../events/merge-request-events';
import { namespaceLoader } from '../loaders';
import { T } from '../tables';
import { approvalStateLoader } from '../approvals/approval-state';
import { applyCheckAndResetApprovals, releaseStuckLock } from './merge-request-diff';
import { findReadableMergeRequest } from './merge-request-lookup';
import { defaultMergeCommitMessage } from './merge-request-rules';
import { squashDefault } from './merge-request-create.service';
import { isMergeable } from './merge-status';

/**
 * PUT /projects/:id/merge_requests/:merge_request_iid/merge (lib/api/merge_requests.rb): 401 when the
 * caller may not merge into the target branch, 405 when the merge request is not mergeable, 409 for
 * a stale `sha`, then the merge itself through the repository; a failed merge records `merge_error`
 * and answers 422 `Branch cannot be merged`.
 */
export async function mergeMergeRequest(ctx: SubgraphContext, projectRef: string, iid: number, input: MergeMergeRequestInput): Promise<MergeRequest> {
  const { mr, project } = await findReadableMergeRequest(ctx, projectRef, iid);
  const check = await checkBranches(ctx, project.id, mr.sourceBranch, mr.targetBranch);
  if (!check?.canMerge) throw UnauthenticatedError.create();
  await releaseStuckLock(ctx, mr, check);
  await applyCheckAndResetApprovals(ctx, mr, check);
  if (!isMergeable(mr, project, (await approvalStateLoader(ctx).load(mr)).approved)) {
    await ctx.em.persist(mr).flush();
    throw NotAllowedError.create();
  }
  if (input.sha && input.sha !== mr.diffHeadSha) throw ConflictError.message(`SHA does not match HEAD of source branch: ${mr.diffHeadSha}`);
  if (input.squash !== undefined && input.squash !== null) mr.squash = squashDefault(project, input.squash);
  const namespace = (await namespaceLoader(ctx).load(project.namespaceId))!;
  const reference = `${namespace.fullPath}/${project.path}!${mr.iid}`;
  await ctx.em.persist(mr).flush();
  if (!(await lockForMerge(ctx, mr))) throw NotAllowedError.create();
  let outcome: MergeOutcome;
  try {
    outcome = await mergeBranches(ctx, {
      projectId: project.id, sourceBranch: mr.sourceBranch, targetBranch: mr.targetBranch, sourceSha: mr.diffHeadSha!,
      mergeMethod: project.mergeMethod,
      mergeCommitMessage: input.mergeCommitMessage || defaultMergeCommitMessage(mr, reference),
      squashCommitMessage: mr.squash ? input.squashCommitMessage || mr.title : null,
      removeSourceBranch: input.shouldRemoveSourceBranch ?? mr.forceRemoveSourceBranch ?? false,
    });
  } catch (error) {
    const failure = error instanceof MergeFailure && error.code !== 'CONFLICT' ? error : null;
    Object.assign(mr, { state: 'opened', mergeError: failure ? failure.message : mr.mergeError });
    await ctx.em.flush();
    if (failure) throw UnprocessableError.message('Branch cannot be merged');
    throw error;
  }
  Object.assign(mr, {
    state: 'merged', mergedAt: new Date(), mergeUserId: ctx.actor.userId, mergeCommitSha: outcome.mergeCommitSha,
    squashCommitSha: outcome.squashCommitSha, mergeError: null, updatedAt: new Date(),
  });
  const relations = await mergeRequestRelations(ctx, mr);
  await ctx.em.transactional(async (em) => {
    em.persist(mr);
    await em.flush();
    await publishMergeRequestEvent(ctx, em, { after: mergeRequestSnapshot(mr, project, relations), project, action: 'merge' });
  });
  return mr;
}

/**
 * The guarded transition opened → locked (GitLab's `lock_mr`): of two merges of one merge request
 * at once only one gets past it; the other answers 405 as for any merge request that is not open.
 */
async function lockForMerge(ctx: SubgraphContext, mr: MergeRequest): Promise<boolean> {
  const [locked] = await query<{ locked_at: Date }>(ctx.em,
    `update ${T.mergeRequests} set state = 'locked', locked_at = now() where id = ? and state = 'opened' returning locked_at`, [mr.id]);
  if (!locked) return false;
  Object.assign(mr, { state: 'locked', lockedAt: locked.locked_at });
  return true;
}
