import { publishEvent } from '@forgegraph/platform';
import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * A mirror's update status or timestamps changed (started, finished, failed, to_retry). Payload:
 * id (the mirror), projectId, mirrorId. Feeds the gateway's `remoteMirrorUpdated` subscription.
 */
export const REMOTE_MIRROR_UPDATED = 'remote_mirror_updated';

/** Published in the transaction of the change, so subscribers hear of committed states only. */
export function publishMirrorUpdated(em: EntityManager, mirror: { id: number; projectId: number }): Promise<void> {
  return publishEvent(em, 'repository', {
    kind: REMOTE_MIRROR_UPDATED,
    payload: { id: String(mirror.id), projectId: String(mirror.projectId), mirrorId: String(mirror.id) },
    notify: { projectId: String(mirror.projectId), mirrorId: String(mirror.id) },
  });
}
