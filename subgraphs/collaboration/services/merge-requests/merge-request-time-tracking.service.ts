import { ForbiddenError, type SubgraphContext } from '@forgegraph/platform';
import type { MergeRequest } from '../../entities/merge-request.entity';
import { canAdminMergeRequests } from '../access/merge-request-access';
import { applyTimeEstimate, logSpentTime, spentSeconds } from '../time-tracking/timelogs';
import { findReadableMergeRequest } from './merge-request-lookup';

/** lib/api/time_tracking_endpoints.rb on merge requests: `admin_merge_request` (Developer and above). */
async function trackedMergeRequest(ctx: SubgraphContext, projectRef: string, iid: number): Promise<MergeRequest> {
  const { mr, access } = await findReadableMergeRequest(ctx, projectRef, iid);
  if (!canAdminMergeRequests(access)) throw ForbiddenError.create();
  return mr;
}

/** POST …/time_estimate, and …/reset_time_estimate with a null duration. */
export async function setMergeRequestTimeEstimate(ctx: SubgraphContext, projectRef: string, iid: number, duration: string | null): Promise<MergeRequest> {
  const mr = await trackedMergeRequest(ctx, projectRef, iid);
  applyTimeEstimate(mr, duration);
  await ctx.em.flush();
  return mr;
}

/** POST …/add_spent_time, and …/reset_spent_time with a null duration. */
export async function addMergeRequestSpentTime(ctx: SubgraphContext, projectRef: string, iid: number, duration: string | null, summary: string | null): Promise<MergeRequest> {
  const mr = await trackedMergeRequest(ctx, projectRef, iid);
  await logSpentTime(ctx, { kind: 'MergeRequest', id: mr.id, seconds: spentSeconds(duration), summary });
  return mr;
}
