import type { SubgraphContext, SubgraphRuntime } from '@forgegraph/platform';
import { RemoteMirror } from '../../entities/remote-mirror.entity';
import { backoffSeconds, queueMirrorUpdate } from './mirror-schedule';
import { endUpdate } from './mirror-state';

export const MIRROR_SWEEP_JOB = 'repository.remote-mirror-sweep';
const SINGLETON = 'sweep';
export const INTERRUPTED_ERROR = 'The remote mirror update was interrupted. It will be retried.';

/**
 * Queues a sweep while some mirror is being pushed (the stately queue keeps one waiting, so every
 * push start may ask). An idle service queues nothing.
 */
export async function scheduleMirrorSweep(runtime: SubgraphRuntime): Promise<void> {
  await runtime.jobs.send(MIRROR_SWEEP_JOB, {}, { singletonKey: SINGLETON, startAfterSeconds: runtime.config.remoteMirrors.sweepSeconds });
}

/** At boot: a mirror left `started` by the previous process gets its sweep. */
export async function sweepAfterRestart(runtime: SubgraphRuntime): Promise<void> {
  if (await runtime.orm.em.fork().count(RemoteMirror, { updateStatus: 'started' })) await scheduleMirrorSweep(runtime);
}

/**
 * A `kill -9` during a push leaves the mirror `started` with nobody pushing (GitLab's `stuck`
 * scope). Each such mirror goes to `to_retry` with a reason and gets a retry, so it never stays
 * `started`; the move is guarded by the silent heartbeat, so a live push is never swept. Looks
 * again later while any push is running.
 */
export async function sweepInterruptedMirrorUpdates(ctx: SubgraphContext): Promise<void> {
  // A push beats every `heartbeatMs`; three missed beats mean its process is gone.
  const heartbeatBefore = new Date(Date.now() - 3 * ctx.runtime.config.remoteMirrors.heartbeatMs);
  const stale = await ctx.em.find(RemoteMirror, { updateStatus: 'started', heartbeatAt: { $lt: heartbeatBefore } }, { limit: 100 });
  for (const mirror of stale) {
    const moved = await endUpdate(ctx, mirror, { status: 'to_retry', error: INTERRUPTED_ERROR, heartbeatBefore });
    if (moved) await queueMirrorUpdate(ctx.runtime, { mirrorId: mirror.id, scheduledAt: new Date(Date.now() + 1000).toISOString(), tries: 1 }, backoffSeconds(ctx.runtime, mirror));
  }
  if (await ctx.em.count(RemoteMirror, { updateStatus: 'started' })) await scheduleMirrorSweep(ctx.runtime);
}
