import type { JobDefinition, SubgraphRuntime } from '@forgegraph/platform';
import { sweepInterruptedMirrorUpdates } from '../services/mirrors/mirror-sweep';

export const MIRROR_SWEEP_JOB = 'repository.remote-mirror-sweep';
const SINGLETON = 'sweep';

/** `REMOTE_MIRROR_SWEEP_SECONDS` (default 30): how often interrupted pushes are looked for. */
function sweepSeconds(): number {
  return Math.max(1, Number(process.env.REMOTE_MIRROR_SWEEP_SECONDS) || 30);
}

/** Queues the next sweep; the stately queue keeps one waiting, so restarts do not pile them up. */
export async function scheduleMirrorSweep(runtime: SubgraphRuntime): Promise<void> {
  await runtime.jobs.send(MIRROR_SWEEP_JOB, {}, { singletonKey: SINGLETON, startAfterSeconds: sweepSeconds() });
}

/** Finds mirrors left `started` by a process that died mid-push, then queues the next sweep. */
export const remoteMirrorSweepJob: JobDefinition<Record<string, never>> = {
  name: MIRROR_SWEEP_JOB,
  policy: 'stately',
  retryLimit: 1,
  async run(_data, ctx) {
    try {
      await sweepInterruptedMirrorUpdates(ctx);
    } finally {
      await scheduleMirrorSweep(ctx.runtime);
    }
  },
};
