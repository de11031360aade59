import { EventKinds, publishEvent, intArray, query } from '@forgegraph/platform';
import type { EntityManager } from '@mikro-orm/postgresql';
import { SCHEMA, T } from '../tables';

export const REMOVE_PROJECT_JOB = 'collaboration-remove-project';
export const REMOVE_GROUP_JOB = 'collaboration-remove-group';

/** Deletes a project marked pending delete; idempotent (a re-run finds nothing left). */
export async function removeProject(em: EntityManager, projectId: number): Promise<void> {
  await em.transactional(async (tx) => {
    const removed = await query<{ id: number }>(tx, `delete from ${T.projects} where id = ? and pending_delete returning id`, [projectId]);
    if (!removed.length) return;
    await query(tx, `delete from ${T.members} where source_type = 'Project' and source_id = ?`, [projectId]);
    await publishEvent(tx, SCHEMA, { kind: EventKinds.projectDeleted, payload: { id: String(projectId) } });
  });
}

/**
 * Deletes a group marked pending delete with its subgroups and their projects (the foreign keys
 * cascade rows; memberships, which have no foreign key to their polymorphic source, go explicitly).
 * Returns the ids of the projects removed.
 */
export async function removeGroup(em: EntityManager, groupId: number): Promise<number[]> {
  return em.transactional(async (tx) => {
    const groups = (await query<{ id: number }>(tx,
      `select id from ${T.namespaces} where ? = any(traversal_ids) and kind = 'group'`, [groupId])).map((r) => r.id);
    const root = await query(tx, `select 1 from ${T.namespaces} where id = ? and pending_delete`, [groupId]);
    if (!root.length) return [];
    const projects = (await query<{ id: number }>(tx,
      `select id from ${T.projects} where namespace_id = any(?::int[])`, [intArray(groups)])).map((r) => r.id);
    await query(tx, `delete from ${T.members} where (source_type = 'Namespace' and source_id = any(?::int[]))
      or (source_type = 'Project' and source_id = any(?::int[]))`, [intArray(groups), intArray(projects)]);
    await query(tx, `delete from ${T.namespaces} where id = ?`, [groupId]);
    for (const id of projects) await publishEvent(tx, SCHEMA, { kind: EventKinds.projectDeleted, payload: { id: String(id) } });
    // One per group, subgroups included: other subgraphs forget each group's own settings.
    for (const id of groups) await publishEvent(tx, SCHEMA, { kind: EventKinds.groupDeleted, payload: { id: String(id) } });
    return projects;
  });
}

/** Queued by identity when it deletes a user (ARCHITECTURE §3: a job owned by the other subgraph). */
export const REMOVE_USER_JOB = 'collaboration-remove-user';

/**
 * Forgets a deleted user: their memberships and stars go, memberships they created forget them, and their
 * personal namespace's projects are deleted with it, as GitLab's Users::DestroyService does (their
 * repositories follow through the `project_deleted` events). Idempotent.
 */
export async function removeUserData(em: EntityManager, userId: number): Promise<void> {
  await em.transactional(async (tx) => {
    await query(tx, `delete from ${T.members} where user_id = ?`, [userId]);
    await query(tx, `update ${T.members} set created_by_id = null where created_by_id = ?`, [userId]);
    // Their stars go, and the starred projects' counts with them (GitLab's counter cache on destroy).
    await query(tx, `update ${T.projects} set star_count = greatest(star_count - 1, 0)
      where id in (select project_id from ${T.projectStars} where user_id = ?)`, [userId]);
    await query(tx, `delete from ${T.projectStars} where user_id = ?`, [userId]);
    const projects = await query<{ id: number }>(tx, `select p.id from ${T.projects} p join ${T.namespaces} n on n.id = p.namespace_id
      where n.kind = 'user' and n.owner_id = ?`, [userId]);
    await query(tx, `delete from ${T.members} where source_type = 'Project' and source_id = any(?::int[])`, [intArray(projects.map((p) => p.id))]);
    await query(tx, `delete from ${T.namespaces} where kind = 'user' and owner_id = ?`, [userId]);
    for (const { id } of projects) await publishEvent(tx, SCHEMA, { kind: EventKinds.projectDeleted, payload: { id: String(id) } });
  });
}
