import { ConflictError, NotAllowedError, UnauthenticatedError, UnprocessableError, type SubgraphContext } from '@forgegraph/platform';
import type { MergeRequest } from '../../entities/merge-request.entity';
import type { MergeMergeRequestInput } from '../../schema/merge-request.inputs';
import { checkBranches, MergeFailure, mergeBranches } from '../domains/repository-merge.client';
import { namespaceLoader } from '../loaders';
import { approvalStateLoader } from '../approvals/approval-state';
import { applyCheckAndResetApprovals } from './merge-request-diff';
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
  await applyCheckAndResetApprovals(ctx, mr, check);
  if (!isMergeable(mr, project, (await approvalStateLoader(ctx).load(mr)).approved)) {
    await ctx.em.persist(mr).flush();
    throw NotAllowedError.create();
  }
  if (input.sha && input.sha !== mr.diffHeadSha) throw ConflictError.message(`SHA does not match HEAD of source branch: ${mr.diffHeadSha}`);
  if (input.squash !== undefined && input.squash !== null) mr.squash = squashDefault(project, input.squash);
  const namespace = (await namespaceLoader(ctx).load(project.namespaceId))!;
  const reference = `${namespace.fullPath}/${project.path}!${mr.iid}`;
  try {
    const outcome = await mergeBranches(ctx, {
      projectId: project.id, sourceBranch: mr.sourceBranch, targetBranch: mr.targetBranch, sourceSha: mr.diffHeadSha!,
      mergeMethod: project.mergeMethod,
      mergeCommitMessage: input.mergeCommitMessage || defaultMergeCommitMessage(mr, reference),
      squashCommitMessage: mr.squash ? input.squashCommitMessage || mr.title : null,
      removeSourceBranch: input.shouldRemoveSourceBranch ?? mr.forceRemoveSourceBranch ?? false,
    });
    Object.assign(mr, {
      state: 'merged', mergedAt: new Date(), mergeUserId: ctx.actor.userId, mergeCommitSha: outcome.mergeCommitSha,
      squashCommitSha: outcome.squashCommitSha, mergeError: null, updatedAt: new Date(),
    });
    await ctx.em.persist(mr).flush();
    return mr;
  } catch (error) {
    if (!(error instanceof MergeFailure) || error.code === 'CONFLICT') throw error;
    mr.mergeError = error.message;
    await ctx.em.persist(mr).flush();
    throw UnprocessableError.message('Branch cannot be merged');
  }
}
