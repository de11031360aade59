import { AccessLevel, type SubgraphContext, intArray, query } from '@forgegraph/platform';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Namespace } from '../../../entities/namespace.entity';
import type { Project } from '../../../entities/project.entity';
import { T, activeMember } from '../../tables';
import { visibilityName } from '../../../entities/visibility';
import { hasGroupHooks, type GroupHookEvent } from '../hook-events';
import { findHookUsers, xmlschema } from './hook-users';

/**
 * Gitlab::HookData::ProjectBuilder (webhook_events.md#project-events): the Project Hook payload for
 * a project created in or deleted from a group; null for projects in personal namespaces, which
 * have no group hooks.
 */
export async function projectHookEvent(
  ctx: SubgraphContext, em: EntityManager, project: Project, namespace: Namespace, action: 'create' | 'destroy',
): Promise<GroupHookEvent | null> {
  if (namespace.kind !== 'group' || !(await hasGroupHooks(ctx, namespace.traversalIds, 'project_hooks'))) return null;
  return {
    groupPath: namespace.traversalIds,
    trigger: 'project_hooks',
    payload: {
      event_name: `project_${action}`,
      created_at: xmlschema(project.createdAt),
      updated_at: xmlschema(project.updatedAt),
      name: project.name,
      path: project.path,
      path_with_namespace: `${namespace.fullPath}/${project.path}`,
      project_id: project.id,
      project_namespace_id: project.namespaceId,
      owners: await groupOwners(ctx, em, namespace),
      project_visibility: visibilityName(project.visibilityLevel),
    },
  };
}

/** `project.group.all_owner_members`: the Owners of the group and the groups above it, once each. */
async function groupOwners(ctx: SubgraphContext, em: EntityManager, group: Namespace): Promise<Array<{ name: string; email: string }>> {
  const rows = await query<{ user_id: number }>(em, `select m.user_id from ${T.members} m
    where m.source_type = 'Namespace' and m.source_id = any(?::int[]) and m.access_level = ${AccessLevel.OWNER}
      and ${activeMember('m')}
    order by m.id`, [intArray(group.traversalIds)]);
  const userIds = [...new Set(rows.map((row) => row.user_id))];
  const users = await findHookUsers(ctx, userIds);
  return users.map((user) => ({ name: user.name, email: user.webhookEmail }));
}
