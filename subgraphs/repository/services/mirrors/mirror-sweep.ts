import type { SubgraphContext } from '@forgegraph/platform';
import { RemoteMirror } from '../../entities/remote-mirror.entity';
import { backoffSeconds, queueMirrorUpdate } from './mirror-schedule';
import { endUpdate } from './mirror-state';

/** A push touches its mirror's heartbeat every 5 s; three missed beats mean its process is gone. */
const STALE_MS = Number(process.env.REMOTE_MIRROR_STALE_MS) || 15_000;
export const INTERRUPTED_ERROR = 'The remote mirror update was interrupted. It will be retried.';

/**
 * A `kill -9` during a push leaves the mirror `started` with nobody pushing (GitLab's `stuck`
 * scope). Each such mirror goes to `to_retry` with a reason and gets a retry, so it never stays
 * `started`; the guarded move makes a sweep racing a live push's last beat harmless.
 */
export async function sweepInterruptedMirrorUpdates(ctx: SubgraphContext): Promise<void> {
  const heartbeatBefore = new Date(Date.now() - STALE_MS);
  const stale = await ctx.em.find(RemoteMirror, { updateStatus: 'started', heartbeatAt: { $lt: heartbeatBefore } }, { limit: 100 });
  for (const mirror of stale) {
    const moved = await endUpdate(ctx, mirror, { status: 'to_retry', error: INTERRUPTED_ERROR, heartbeatBefore });
    if (moved) await queueMirrorUpdate(ctx.runtime, { mirrorId: mirror.id, scheduledAt: new Date(Date.now() + 1000).toISOString(), tries: 1 }, backoffSeconds(mirror));
  }
}
