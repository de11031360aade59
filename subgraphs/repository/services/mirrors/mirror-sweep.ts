import type { SubgraphContext, SubgraphRuntime } from '@forgegraph/platform';
import { RemoteMirror } from '../../entities/remote-mirror.entity';
import { backoffSeconds, queueMirrorUpdate } from './mirror-schedule';
import { endUpdate } from './mirror-state';

export const MIRROR_SWEEP_JOB = 'repository.remote-mirror-sweep';
export const INTERRUPTED_ERROR = 'The remote mirror update was interrupted. It will be retried.';

export interface MirrorSweepJobData {
  mirrorId: number;
}

/**
 * Queues a check of one mirror's running push, `REMOTE_MIRROR_SWEEP_SECONDS` from now. One chain of
 * checks per push (each check queues the next while the push lives), in a standard queue: a check
 * that died with its process blocks no other one.
 */
export async function scheduleMirrorSweep(runtime: SubgraphRuntime, mirrorId: number): Promise<void> {
  await runtime.jobs.send(MIRROR_SWEEP_JOB, { mirrorId }, { startAfterSeconds: runtime.config.remoteMirrors.sweepSeconds });
}

/** At boot: every mirror the previous process left `started` gets its check. */
export async function sweepAfterRestart(runtime: SubgraphRuntime): Promise<void> {
  const started = await runtime.orm.em.fork().find(RemoteMirror, { updateStatus: 'started' }, { fields: ['id'] });
  for (const mirror of started) await scheduleMirrorSweep(runtime, mirror.id);
}

/**
 * A `kill -9` during a push leaves the mirror `started` with nobody pushing (GitLab's `stuck`
 * scope). A push beats every `heartbeatMs`; after three missed beats the mirror goes to `to_retry`
 * with a reason and gets a retry, so it never stays `started`. The move is guarded by the silent
 * heartbeat, so a live push is never swept; while it lives, the next check is queued.
 */
export async function sweepInterruptedMirrorUpdate(ctx: SubgraphContext, { mirrorId }: MirrorSweepJobData): Promise<void> {
  const mirror = await ctx.em.findOne(RemoteMirror, { id: mirrorId }, { refresh: true });
  if (!mirror || mirror.updateStatus !== 'started') return;
  const heartbeatBefore = new Date(Date.now() - 3 * ctx.runtime.config.remoteMirrors.heartbeatMs);
  if (mirror.heartbeatAt && mirror.heartbeatAt >= heartbeatBefore) return scheduleMirrorSweep(ctx.runtime, mirrorId);
  if (!(await endUpdate(ctx, mirror, { status: 'to_retry', error: INTERRUPTED_ERROR, heartbeatBefore }))) return scheduleMirrorSweep(ctx.runtime, mirrorId);
  const scheduledAt = new Date(Date.now() + 1000).toISOString();
  await queueMirrorUpdate(ctx.runtime, { mirrorId, scheduledAt, tries: 1 }, backoffSeconds(ctx.runtime, mirror));
}
