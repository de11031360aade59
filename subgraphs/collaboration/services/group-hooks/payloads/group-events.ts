import { query } from '@forgegraph/platform';
import type { SubgraphContext } from '@forgegraph/platform';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Member } from '../../../entities/member.entity';
import type { Namespace } from '../../../entities/namespace.entity';
import { Project } from '../../../entities/project.entity';
import { hasGroupHooks, type GroupHookEvent } from '../hook-events';
import { xmlschema } from './hook-users';
import { memberHookEvent, namespacesById } from './member-events';
import { projectHookEvent } from './project-events';
import { T } from '../../tables';

/**
 * Gitlab::HookData::SubgroupBuilder (webhook_events.md#subgroup-events): the Subgroup Hook payload,
 * delivered to the parent's hooks and its ancestors'.
 */
export function subgroupHookEvent(group: Namespace, parent: Namespace, action: 'create' | 'destroy'): GroupHookEvent {
  return {
    groupPath: parent.traversalIds,
    trigger: 'subgroup_hooks',
    payload: {
      created_at: xmlschema(group.createdAt),
      updated_at: xmlschema(group.updatedAt),
      event_name: `subgroup_${action}`,
      name: group.name,
      path: group.path,
      full_path: group.fullPath,
      group_id: group.id,
      parent_group_id: parent.id,
      parent_name: parent.name,
      parent_path: parent.path,
      parent_full_path: parent.fullPath,
    },
  };
}

/**
 * What creating a subgroup announces to the hooks above it: the subgroup, and its creator's Owner
 * membership (GroupMember hooks fire for ancestors' hooks too). A top-level group has no hooks yet.
 */
export async function groupCreationEvents(ctx: SubgraphContext, group: Namespace, parent: Namespace | null, owner: Member): Promise<Array<GroupHookEvent | null>> {
  if (!parent) return [];
  return [subgroupHookEvent(group, parent, 'create'), await memberHookEvent(ctx, group, owner, 'create')];
}

/**
 * What deleting a group announces to the hooks above it, in Groups::DestroyService's order: each
 * group's projects are destroyed (project_destroy), then its subgroups, then the group itself
 * (subgroup_destroy to its parent). Hooks of the deleted groups hear nothing: the lookup skips
 * groups pending deletion, so call this after marking them.
 */
export async function groupRemovalEvents(ctx: SubgraphContext, em: EntityManager, groupId: number): Promise<Array<GroupHookEvent | null>> {
  const rows = await query<{ id: number; traversal_ids: number[] }>(em,
    `select id, traversal_ids from ${T.namespaces} where ? = any(traversal_ids)`, [groupId]);
  const root = rows.find((row) => row.id === groupId);
  if (!root || !root.traversal_ids.length) return [];
  const above = root.traversal_ids.map(Number).slice(0, -1);
  const heard = (await hasGroupHooks(ctx, above, 'project_hooks')) || (await hasGroupHooks(ctx, above, 'subgroup_hooks'));
  if (!heard) return [];
  const namespaces = await namespacesById(em, [...new Set(rows.flatMap((row) => row.traversal_ids.map(Number)))]);
  const events: Array<GroupHookEvent | null> = [];
  const visit = async (current: Namespace): Promise<void> => {
    const projects = await em.find(Project, { namespaceId: current.id }, { orderBy: { id: 'asc' } });
    for (const project of projects) events.push(await projectHookEvent(ctx, em, project, current, 'destroy'));
    const children = [...namespaces.values()].filter((n) => n.parentId === current.id).sort((a, b) => a.id - b.id);
    for (const child of children) await visit(child);
    const parent = current.parentId === null ? undefined : namespaces.get(current.parentId);
    if (parent) events.push(subgroupHookEvent(current, parent, 'destroy'));
  };
  await visit(namespaces.get(groupId)!);
  return events;
}
