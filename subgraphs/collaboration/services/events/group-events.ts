import { EventKinds, publishEvent, query, type GroupEventPayload } from '@forgegraph/platform';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Namespace } from '../../entities/namespace.entity';
import { Project } from '../../entities/project.entity';
import { namespacesById } from '../namespaces/namespaces-by-id';
import { SCHEMA, T } from '../tables';
import { publishProjectEvent } from './project-events';
import { namespaceSnapshot } from './snapshots';

/** Announces a new group, in the transaction that created it. */
export async function publishGroupCreated(em: EntityManager, group: Namespace, parent: Namespace | null): Promise<void> {
  await publishGroup(em, group, parent, EventKinds.groupCreated);
}

/**
 * Announces a group's destruction in Groups::DestroyService's order: each group's projects are
 * destroyed, then its subgroups, then the group itself. Call it in the transaction that hides them.
 */
export async function publishGroupRemoval(em: EntityManager, groupId: number): Promise<void> {
  const rows = await query<{ traversal_ids: number[] }>(em, `select traversal_ids from ${T.namespaces} where ? = any(traversal_ids)`, [groupId]);
  const namespaces = await namespacesById(em, [...new Set(rows.flatMap((row) => row.traversal_ids.map(Number)))]);
  const root = namespaces.get(groupId);
  if (!root) return;
  const visit = async (current: Namespace): Promise<void> => {
    const projects = await em.find(Project, { namespaceId: current.id }, { orderBy: { id: 'asc' } });
    for (const project of projects) await publishProjectEvent(em, project, current, 'destroyed');
    const children = [...namespaces.values()].filter((n) => n.parentId === current.id).sort((a, b) => a.id - b.id);
    for (const child of children) await visit(child);
    const parent = current.parentId === null ? null : namespaces.get(current.parentId) ?? null;
    await publishGroup(em, current, parent, EventKinds.groupDestroyed);
  };
  await visit(root);
}

async function publishGroup(em: EntityManager, group: Namespace, parent: Namespace | null, kind: string): Promise<void> {
  const payload: GroupEventPayload = { id: String(group.id), group: namespaceSnapshot(group), parent: parent && namespaceSnapshot(parent) };
  await publishEvent(em, SCHEMA, { kind, payload: { ...payload } });
}
