import type { SubgraphContext } from '@forgegraph/platform';
import type { MergeRequest } from '../../entities/merge-request.entity';
import { refreshDiff, releaseStuckLock } from './merge-request-diff';
import { findReadableMergeRequest } from './merge-request-lookup';

/**
 * GET /projects/:id/merge_requests/:merge_request_iid. GitLab rechecks an open merge request's
 * mergeability when it is read; here its diff is reloaded (a flush writes only what a moved branch changed).
 */
export async function readMergeRequest(ctx: SubgraphContext, projectRef: string, iid: number): Promise<MergeRequest> {
  const { mr } = await findReadableMergeRequest(ctx, projectRef, iid);
  if (mr.state !== 'opened' && mr.state !== 'locked') return mr;
  const check = await refreshDiff(ctx, mr);
  if (check) await releaseStuckLock(ctx, mr, check);
  await ctx.em.flush();
  return mr;
}
