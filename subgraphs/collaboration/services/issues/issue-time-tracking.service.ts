import { ForbiddenError, query, ValidationFailedError, type SubgraphContext } from '@forgegraph/platform';
import type { Issue } from '../../entities/issue.entity';
import { canAdminIssues } from '../access/issue-access';
import { T } from '../tables';
import { findReadableIssue, type ReadableIssue } from './issue-lookup';
import { issueTimeSpentLoader } from './issue-loaders';
import { parseDuration } from './time-tracking-format';

/** lib/api/helpers/... TimeTrackingEndpoints: time tracking needs `admin_issue` (Reporter and above). */
async function trackedIssue(ctx: SubgraphContext, projectRef: string, iid: number): Promise<ReadableIssue> {
  const readable = await findReadableIssue(ctx, projectRef, iid);
  if (!canAdminIssues(readable.access)) throw ForbiddenError.create();
  return readable;
}

const INVALID_ESTIMATE = { time_estimate: ['must have a valid format and be greater than or equal to zero.'] };
const INVALID_SPENT = { time_spent: ["can't be blank"] };

export async function setTimeEstimate(ctx: SubgraphContext, projectRef: string, iid: number, duration: string | null): Promise<Issue> {
  const { issue } = await trackedIssue(ctx, projectRef, iid);
  const seconds = duration === null ? 0 : parseDuration(duration);
  if (seconds === null || seconds < 0) throw ValidationFailedError.fields(INVALID_ESTIMATE);
  issue.timeEstimate = seconds;
  await ctx.em.flush();
  return issue;
}

/** POST …/add_spent_time and …/reset_spent_time (a null duration). */
export async function addSpentTime(ctx: SubgraphContext, projectRef: string, iid: number, duration: string | null, summary: string | null = null): Promise<Issue> {
  const { issue } = await trackedIssue(ctx, projectRef, iid);
  const seconds = duration === null ? 'reset' : parseDuration(duration);
  if (seconds === null) throw ValidationFailedError.fields(INVALID_SPENT);
  await logSpentTime(ctx, issue, seconds, summary);
  return issue;
}

/** A timelog of `seconds` (negative subtracts), or for `reset` minus the total spent, as GitLab logs a reset. */
export async function logSpentTime(ctx: SubgraphContext, issue: Issue, seconds: number | 'reset', summary: string | null = null): Promise<void> {
  const spent = await issueTimeSpentLoader(ctx).load(issue.id);
  const delta = seconds === 'reset' ? -spent : seconds;
  if (spent + delta < 0) throw ValidationFailedError.fields({ time_spent: ['Time to subtract exceeds the total time spent'] });
  if (delta !== 0) {
    await query(ctx.em, `insert into ${T.issueTimelogs} (issue_id, user_id, time_spent, summary) values (?, ?, ?, ?)`, [issue.id, ctx.actor.userId, delta, summary]);
  }
  issueTimeSpentLoader(ctx).clear(issue.id);
}
