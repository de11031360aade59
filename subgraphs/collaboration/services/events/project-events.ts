import { EventKinds, publishEvent, type ProjectEventPayload } from '@forgegraph/platform';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Namespace } from '../../entities/namespace.entity';
import type { Project } from '../../entities/project.entity';
import { SCHEMA } from '../tables';
import { groupOwnerIds, namespaceSnapshot, projectSnapshot } from './snapshots';

/** Announces a project's creation or destruction, in the transaction of the change (`em` from `em.transactional()`). */
export async function publishProjectEvent(em: EntityManager, project: Project, namespace: Namespace, action: 'created' | 'destroyed'): Promise<void> {
  const payload: ProjectEventPayload = {
    id: String(project.id),
    project: projectSnapshot(project),
    namespace: namespaceSnapshot(namespace),
    groupOwnerIds: await groupOwnerIds(em, namespace),
  };
  const kind = action === 'created' ? EventKinds.projectCreated : EventKinds.projectDestroyed;
  await publishEvent(em, SCHEMA, { kind, payload: { ...payload } });
}
