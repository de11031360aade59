import { AccessLevel, requireAdmin, type SubgraphContext, query } from '@forgegraph/platform';
import { scheduleGroupRemoval } from '../groups/group-update.service';
import { syncPersonalNamespace } from '../namespaces/personal-namespace';
import { removeUserData } from './removal';
import { activeMember, activeShare, T } from '../tables';
import { soleOwnedGroups } from '../members/user-memberships';

/**
 * What identity asks of collaboration around a user's lifecycle, through the gateway as the
 * internal service actor (ARCHITECTURE §3: a domain acts on another only through operations).
 */

/**
 * Identity's delete-user job, before it removes the account: memberships and the personal
 * namespace go; with a hard delete the groups the user alone owns go too (Users::DestroyService's
 * delete_solo_owned_groups). Idempotent, so the job may retry.
 */
export async function forgetDeletedUser(ctx: SubgraphContext, userId: number, deleteSoleOwnedGroups: boolean): Promise<boolean> {
  requireAdmin(ctx.actor);
  if (deleteSoleOwnedGroups) {
    for (const group of await soleOwnedGroups(ctx, userId)) await scheduleGroupRemoval(ctx, group.id);
  }
  await removeUserData(ctx.em, userId);
  return true;
}

/** After a username or name change: the personal namespace (and so its projects' paths) follows. */
export async function followUserRename(ctx: SubgraphContext, userId: number): Promise<boolean> {
  requireAdmin(ctx.actor);
  await syncPersonalNamespace(ctx, userId);
  return true;
}

/**
 * Users with a project authorization (GitLab's project_authorizations, which `without_projects`
 * excludes): a membership of a live project, of a group holding one (itself or below), of a group
 * that such a group is shared with, or a personal namespace holding one. Guest or more, as
 * authorizations are; Minimal access grants no project.
 */
export async function userIdsWithProjects(ctx: SubgraphContext): Promise<string[]> {
  requireAdmin(ctx.actor);
  const rows = await query<{ user_id: number }>(ctx.em,
    `select m.user_id from ${T.members} m where ${activeMember('m')} and (
       (m.source_type = 'Project' and m.access_level >= ${AccessLevel.GUEST}
         and exists (select 1 from ${T.projects} p where p.id = m.source_id and not p.pending_delete))
       or (m.source_type = 'Namespace' and m.access_level >= ${AccessLevel.GUEST} and exists (select 1 from ${T.projects} p
         join ${T.namespaces} n on n.id = p.namespace_id where m.source_id = any(n.traversal_ids) and not p.pending_delete))
       or (m.source_type = 'Namespace' and exists (select 1 from ${T.groupLinks} l
         join ${T.namespaces} n on l.shared_group_id = any(n.traversal_ids) join ${T.projects} p on p.namespace_id = n.id
         where l.shared_with_group_id = m.source_id and ${activeShare('l')} and not p.pending_delete
           and least(m.access_level, l.group_access) >= ${AccessLevel.GUEST})))
     union
     select n.owner_id from ${T.namespaces} n where n.kind = 'user'
       and exists (select 1 from ${T.projects} p where p.namespace_id = n.id and not p.pending_delete)
     order by 1`);
  return rows.map((row) => String(row.user_id));
}
