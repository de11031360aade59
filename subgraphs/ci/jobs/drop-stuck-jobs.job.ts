import type { JobDefinition, SubgraphRuntime } from '@forgegraph/platform';
import { dropStuckJobs } from '../services/runner-jobs/stuck-jobs.service';

export const DROP_STUCK_JOBS_JOB = 'ci.drop-stuck-jobs';
const SINGLETON = 'sweep';

/** Queues the next sweep; a stately queue keeps one waiting, so restarts and overlapping sends do not pile up. */
export async function scheduleStuckJobsSweep(runtime: SubgraphRuntime): Promise<void> {
  const seconds = Math.max(1, Math.round(runtime.config.ciStuckCheckIntervalMs / 1000));
  await runtime.jobs.send(DROP_STUCK_JOBS_JOB, {}, { singletonKey: SINGLETON, startAfterSeconds: seconds });
}

/**
 * StuckCiJobsWorker, every `CI_STUCK_CHECK_INTERVAL`: fails jobs a killed runner left running (no update for
 * `CI_STUCK_RUNNING_TIMEOUT`), then queues the next sweep. Idempotent (guarded updates).
 */
export const dropStuckJobsJob: JobDefinition<Record<string, never>> = {
  name: DROP_STUCK_JOBS_JOB,
  policy: 'stately',
  retryLimit: 1,
  async run(_data, ctx) {
    try {
      await dropStuckJobs(ctx, ctx.runtime.config.ciStuckRunningTimeoutMs);
    } finally {
      await scheduleStuckJobsSweep(ctx.runtime);
    }
  },
};
