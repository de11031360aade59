import type { SubgraphContext } from '@forgegraph/platform';
import type { FilterQuery } from '@mikro-orm/core';
import { RemoteMirror, type MirrorUpdateStatus } from '../../entities/remote-mirror.entity';
import { publishMirrorUpdated } from './mirror-events';

// RemoteMirror's update_status state machine (app/models/remote_mirror.rb): update_start any → started;
// update_finish / update_fail / update_retry only from started. Each move is one guarded UPDATE, so two
// runs cannot both start a mirror, and a run whose mirror was reset or swept cannot overwrite it.

type Changes = Partial<Pick<RemoteMirror, 'updateStatus' | 'lastError' | 'lastUpdateAt' | 'lastUpdateStartedAt' | 'lastSuccessfulUpdateAt' | 'heartbeatAt'>>;

async function move(ctx: SubgraphContext, where: FilterQuery<RemoteMirror>, mirror: RemoteMirror, changes: Changes): Promise<boolean> {
  return ctx.em.fork().transactional(async (em) => {
    const moved = await em.nativeUpdate(RemoteMirror, where, { ...changes, updatedAt: new Date() });
    if (moved) await publishMirrorUpdated(em, mirror);
    return moved > 0;
  });
}

/** update_start: false when another run holds the mirror (it is `started`), GitLab's lease. */
export function startUpdate(ctx: SubgraphContext, mirror: RemoteMirror): Promise<boolean> {
  const now = new Date();
  return move(ctx, { id: mirror.id, updateStatus: { $ne: 'started' } }, mirror, { updateStatus: 'started', lastUpdateStartedAt: now, heartbeatAt: now });
}

/** update_finish: the last (and last successful) update is now; the error is cleared. */
export function finishUpdate(ctx: SubgraphContext, mirror: RemoteMirror): Promise<boolean> {
  const now = new Date();
  return move(ctx, { id: mirror.id, updateStatus: 'started' }, mirror, {
    updateStatus: 'finished', lastUpdateAt: now, lastSuccessfulUpdateAt: now, lastError: null, heartbeatAt: null,
  });
}

/**
 * update_fail / update_retry from `started`, or hard_fail! / hard_retry! from any state (`from: 'any'`:
 * a blocked URL is refused before the update starts). A failure also stamps `last_update_at`
 * (send_failure_notifications); a retry does not.
 */
export function endUpdate(ctx: SubgraphContext, mirror: RemoteMirror, outcome: {
  status: Extract<MirrorUpdateStatus, 'failed' | 'to_retry'>; error: string; from?: 'started' | 'any'; heartbeatBefore?: Date;
}): Promise<boolean> {
  const where: FilterQuery<RemoteMirror> = outcome.from === 'any' ? { id: mirror.id } : { id: mirror.id, updateStatus: 'started' };
  // The sweep moves only a mirror whose push is still silent (a live push may have just beaten).
  if (outcome.heartbeatBefore) Object.assign(where, { heartbeatAt: { $lt: outcome.heartbeatBefore } });
  const changes: Changes = { updateStatus: outcome.status, lastError: outcome.error, heartbeatAt: null };
  if (outcome.status === 'failed') changes.lastUpdateAt = new Date();
  return move(ctx, where, mirror, changes);
}

/** Proof of life while a push runs (see the interrupted-update sweep). */
export async function touchHeartbeat(ctx: SubgraphContext, mirror: RemoteMirror): Promise<void> {
  await ctx.em.fork().nativeUpdate(RemoteMirror, { id: mirror.id, updateStatus: 'started' }, { heartbeatAt: new Date() });
}
