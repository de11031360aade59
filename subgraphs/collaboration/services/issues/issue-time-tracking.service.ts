import { ForbiddenError, type SubgraphContext } from '@forgegraph/platform';
import type { Issue } from '../../entities/issue.entity';
import { canAdminIssues } from '../access/issue-access';
import { applyTimeEstimate, logSpentTime as logTimelog, spentSeconds } from '../time-tracking/timelogs';
import { findReadableIssue, type ReadableIssue } from './issue-lookup';

/** lib/api/helpers/... TimeTrackingEndpoints: time tracking needs `admin_issue` (Reporter and above). */
async function trackedIssue(ctx: SubgraphContext, projectRef: string, iid: number): Promise<ReadableIssue> {
  const readable = await findReadableIssue(ctx, projectRef, iid);
  if (!canAdminIssues(readable.access)) throw ForbiddenError.create();
  return readable;
}

export async function setTimeEstimate(ctx: SubgraphContext, projectRef: string, iid: number, duration: string | null): Promise<Issue> {
  const { issue } = await trackedIssue(ctx, projectRef, iid);
  applyTimeEstimate(issue, duration);
  await ctx.em.flush();
  return issue;
}

/** POST …/add_spent_time and …/reset_spent_time (a null duration). */
export async function addSpentTime(ctx: SubgraphContext, projectRef: string, iid: number, duration: string | null, summary: string | null = null): Promise<Issue> {
  const { issue } = await trackedIssue(ctx, projectRef, iid);
  await logSpentTime(ctx, issue, spentSeconds(duration), summary);
  return issue;
}

/** A timelog on the issue (see time-tracking/timelogs). */
export async function logSpentTime(ctx: SubgraphContext, issue: Issue, seconds: number | 'reset', summary: string | null = null): Promise<void> {
  await logTimelog(ctx, { kind: 'Issue', id: issue.id, seconds, summary });
}
