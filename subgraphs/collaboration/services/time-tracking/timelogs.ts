import { intArray, query, ValidationFailedError, type SubgraphContext } from '@forgegraph/platform';
import { issueFact, type IssueFact } from '../issues/issue-facts';
import { T } from '../tables';
import { humanDuration, parseDuration } from '../issues/time-tracking-format';

/**
 * Time tracking shared by issues and merge requests (GitLab's TimeTrackable concern): an estimate
 * stored on the issuable, and time spent as timelogs whose sum is the total.
 */
export type TimeTrackedKind = 'Issue' | 'MergeRequest';

const TIMELOGS: Record<TimeTrackedKind, { table: string; column: string }> = {
  Issue: { table: T.issueTimelogs, column: 'issue_id' },
  MergeRequest: { table: T.mergeRequestTimelogs, column: 'merge_request_id' },
};

export interface TimeTracked {
  id: number;
  timeEstimate: number;
}

/** GitLab's time_stats (Entities::IssuableTimeStats). */
export interface TimeStatsValues {
  timeEstimate: number;
  totalTimeSpent: number;
  humanTimeEstimate: string | null;
  humanTotalTimeSpent: string | null;
}

/** Seconds spent per issuable of one kind (the sum of its timelogs), batched per request. */
export function timeSpentLoader(ctx: SubgraphContext, kind: TimeTrackedKind): IssueFact<number> {
  // An issue's total is one of the facts its page reads in one statement.
  if (kind === 'Issue') return issueFact(ctx, (facts) => facts.spent);
  const { table, column } = TIMELOGS[kind];
  return ctx.loaders.get<number, number>(`collaboration.time-spent.${kind}`, async (ids) => {
    const rows = await query<{ id: number; spent: number }>(ctx.em,
      `select ${column} as id, sum(time_spent)::int as spent from ${table} where ${column} = any(?::int[]) group by ${column}`, [intArray(ids)]);
    const spent = new Map(rows.map((row) => [row.id, row.spent]));
    return ids.map((id) => spent.get(id) ?? 0);
  });
}

export async function timeStatsOf(ctx: SubgraphContext, kind: TimeTrackedKind, tracked: TimeTracked): Promise<TimeStatsValues> {
  const spent = await timeSpentLoader(ctx, kind).load(tracked.id);
  return {
    timeEstimate: tracked.timeEstimate, totalTimeSpent: spent,
    humanTimeEstimate: humanDuration(tracked.timeEstimate), humanTotalTimeSpent: humanDuration(spent),
  };
}

const INVALID_ESTIMATE = { time_estimate: ['must have a valid format and be greater than or equal to zero.'] };
const INVALID_SPENT = { time_spent: ["can't be blank"] };

/** POST …/time_estimate and …/reset_time_estimate (a null duration): the caller flushes. */
export function applyTimeEstimate(tracked: TimeTracked, duration: string | null): void {
  const seconds = duration === null ? 0 : parseDuration(duration);
  if (seconds === null || seconds < 0) throw ValidationFailedError.fields(INVALID_ESTIMATE);
  tracked.timeEstimate = seconds;
}

/** The seconds of an add_spent_time `duration` (400 when it does not parse), or `reset` for a null one. */
export function spentSeconds(duration: string | null): number | 'reset' {
  const seconds = duration === null ? 'reset' : parseDuration(duration);
  if (seconds === null) throw ValidationFailedError.fields(INVALID_SPENT);
  return seconds;
}

export interface SpentTime {
  kind: TimeTrackedKind;
  id: number;
  /** Seconds to log (negative subtracts), or `reset` to bring the total back to zero. */
  seconds: number | 'reset';
  summary?: string | null;
}

/** A timelog of the seconds, or for `reset` minus the total spent, as GitLab logs a reset. */
export async function logSpentTime(ctx: SubgraphContext, { kind, id, seconds, summary = null }: SpentTime): Promise<void> {
  const { table, column } = TIMELOGS[kind];
  const loader = timeSpentLoader(ctx, kind);
  const spent = await loader.load(id);
  const delta = seconds === 'reset' ? -spent : seconds;
  if (spent + delta < 0) throw ValidationFailedError.fields({ time_spent: ['Time to subtract exceeds the total time spent'] });
  if (delta !== 0) {
    await query(ctx.em, `insert into ${table} (${column}, user_id, time_spent, summary) values (?, ?, ?, ?)`, [id, ctx.actor.userId, delta, summary]);
  }
  loader.clear(id);
}
