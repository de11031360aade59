import { AccessLevel, type Actor, type Conditions, intArray } from '@forgegraph/platform';
import { activeMember, activeShare, T } from '../tables';
import { Visibility } from '../../entities/visibility';

/**
 * The access model of access.service.ts as SQL, for lists: the same rules, applied in the query so
 * pagination counts only what the caller may see. Aliases: `p` projects, `n` their namespace,
 * `g` groups.
 */

/**
 * The group membership `m` reaches a namespace with traversal ids `ids` through a share of one of
 * those groups with `m`'s group, at `level` or more once capped by the share.
 */
const sharedInto = (ids: string, level: number) => `exists (select 1 from ${T.groupLinks} l where l.shared_with_group_id = m.source_id
  and l.shared_group_id = any(${ids}) and ${activeShare('l')} and least(m.access_level, l.group_access) >= ${level})`;

const memberOfProject = (level: number) => `exists (select 1 from ${T.members} m where m.user_id = ? and ${activeMember('m')}
  and ((m.access_level >= ${level} and ((m.source_type = 'Project' and m.source_id = p.id)
    or (m.source_type = 'Namespace' and m.source_id = any(n.traversal_ids))))
  or (m.source_type = 'Namespace' and ${sharedInto('n.traversal_ids', level)})))`;

const memberOfGroup = (level: number) => `exists (select 1 from ${T.members} m where m.user_id = ? and ${activeMember('m')}
  and m.source_type = 'Namespace' and ((m.access_level >= ${level} and m.source_id = any(g.traversal_ids))
  or ${sharedInto('g.traversal_ids', level)}))`;

/** Projects the actor may read (GitLab's ProjectsFinder visibility scope). */
export function addVisibleProjects(where: Conditions, actor: Actor): void {
  if (actor.isAdmin) return;
  if (actor.userId === null) {
    where.add(`p.visibility_level = ${Visibility.PUBLIC}`);
    return;
  }
  where.add(`p.visibility_level >= ${Visibility.INTERNAL} or ${memberOfProject(AccessLevel.GUEST)}
    or (n.kind = 'user' and n.owner_id = ?)`, actor.userId, actor.userId);
}

/** Projects where the actor's own membership level (direct, inherited, personal owner) is at least `level`. */
export function addProjectsWithMinAccess(where: Conditions, actor: Actor, level: number): void {
  if (actor.userId === null) {
    where.add('false');
    return;
  }
  where.add(`${memberOfProject(level)} or (n.kind = 'user' and n.owner_id = ?)`, actor.userId, actor.userId);
}

/** Groups the actor may read: visibility, membership here or above, or membership below. */
export function addVisibleGroups(where: Conditions, actor: Actor, authorized: Set<number>): void {
  if (actor.isAdmin) return;
  if (actor.userId === null) {
    where.add(`g.visibility_level = ${Visibility.PUBLIC}`);
    return;
  }
  where.add(`g.visibility_level >= ${Visibility.INTERNAL} or ${memberOfGroup(AccessLevel.MINIMAL_ACCESS)} or g.id = any(?::int[])`,
    actor.userId, intArray(authorized));
}

/** GitLab's default for signed-in callers without `all_available`: groups they belong to (or below, or above). */
export function addAuthorizedGroups(where: Conditions, actor: Actor, authorized: Set<number>): void {
  if (actor.userId === null) {
    where.add('false');
    return;
  }
  where.add(`${memberOfGroup(AccessLevel.MINIMAL_ACCESS)} or g.id = any(?::int[])`, actor.userId, intArray(authorized));
}

export function addGroupsWithMinAccess(where: Conditions, actor: Actor, level: number): void {
  if (actor.userId === null) {
    where.add('false');
    return;
  }
  where.add(memberOfGroup(level), actor.userId);
}

/**
 * User#namespaces for GET /namespaces (alias `n`): the user's personal namespace and the groups
 * they are a direct member of (Guest or above; Owner with `ownedOnly`). Inherited and shared access
 * does not list a group here, as in GitLab.
 */
export function addUserNamespaces(where: Conditions, userId: number, ownedOnly: boolean): void {
  const level = ownedOnly ? AccessLevel.OWNER : AccessLevel.GUEST;
  where.add(`n.id in (select m.source_id from ${T.members} m where m.user_id = ? and m.source_type = 'Namespace'
      and m.access_level >= ${level} and ${activeMember('m')}
    union all select u.id from ${T.namespaces} u where u.kind = 'user' and u.owner_id = ?)`, userId, userId);
}
