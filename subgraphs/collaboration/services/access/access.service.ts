import { AccessLevel, type Actor, type SubgraphContext } from '@forgegraph/platform';
import type { Namespace } from '../../entities/namespace.entity';
import type { Project } from '../../entities/project.entity';
import { ProjectCreationLevel, SubgroupCreationLevel } from '../groups/creation-levels';
import { authorizedNamespaceIdsLoader, membershipIndexLoader, namespaceLoader, type MembershipIndex } from '../loaders';
import { Visibility } from '../../entities/visibility';
import { requireJobTokenAccess } from './job-token-scope';

/**
 * The one authority on "what may actor X do in project/group Y" (ARCHITECTURE §4): visibility,
 * membership (direct, inherited from ancestor groups, through group shares; highest level wins) and
 * administrator rights.
 * Everything it reads goes through the request's loaders, so a list of 100 projects costs one
 * memberships query and one namespaces query.
 */
export type ProjectAbility =
  | 'read_project' | 'read_statistics' | 'admin_project' | 'rename_project' | 'admin_project_member'
  | 'change_visibility_level' | 'archive_project' | 'remove_project' | 'change_namespace' | 'manage_owners' | 'create_merge_request_in'
  | 'download_code' | 'admin_label' | 'admin_milestone';

export type GroupAbility =
  | 'read_group' | 'admin_group' | 'admin_group_member' | 'remove_group' | 'create_subgroup' | 'create_projects'
  | 'admin_label' | 'admin_milestone';

export interface ProjectAccess {
  /** The caller's highest membership level (0: none); administrators are not raised to Owner here. */
  level: number;
  /** The caller's direct membership of the project, 0 when none. */
  directLevel: number;
  /** The caller's highest membership in the project's group hierarchy, 0 when none. */
  groupLevel: number;
  isAdmin: boolean;
  isSignedIn: boolean;
}

export interface GroupAccess {
  level: number;
  isAdmin: boolean;
  isSignedIn: boolean;
  /** Member of a group or project below this group. */
  seesThroughDescendants: boolean;
}

const EMPTY: MembershipIndex = { projects: new Map(), namespaces: new Map(), shares: new Map() };

export async function membershipsOf(ctx: SubgraphContext, userId: number | null): Promise<MembershipIndex> {
  return userId === null ? EMPTY : membershipIndexLoader(ctx).load(userId);
}

/**
 * Highest level in a namespace hierarchy (self and ancestors), counting groups of the hierarchy
 * shared with a group the user belongs to directly (capped at the share's access).
 */
export function hierarchyLevel(memberships: MembershipIndex, namespace: Namespace): number {
  return Math.max(0, ...namespace.traversalIds.map((id) => Math.max(memberships.namespaces.get(id) ?? 0, memberships.shares.get(id) ?? 0)));
}

export async function projectAccessFor(ctx: SubgraphContext, project: Project, actor: Actor = ctx.actor): Promise<ProjectAccess> {
  // The one place a job token's reach is decided: every project access of its request passes here.
  if (actor.job) await requireJobTokenAccess(ctx, actor.job, project);
  const namespace = await namespaceLoader(ctx).load(project.namespaceId);
  const memberships = await membershipsOf(ctx, actor.userId);
  const directLevel = memberships.projects.get(project.id) ?? 0;
  const personalOwner = namespace?.kind === 'user' && actor.userId !== null && namespace.ownerId === actor.userId;
  const groupLevel = namespace?.kind === 'group' ? hierarchyLevel(memberships, namespace) : 0;
  const level = Math.max(directLevel, groupLevel, personalOwner ? AccessLevel.OWNER : 0);
  return { level, directLevel, groupLevel, isAdmin: actor.isAdmin, isSignedIn: actor.userId !== null || actor.origin === 'service' };
}

export async function groupAccessFor(ctx: SubgraphContext, group: Namespace, actor: Actor = ctx.actor): Promise<GroupAccess> {
  const memberships = await membershipsOf(ctx, actor.userId);
  const authorized = actor.userId === null ? new Set<number>() : await authorizedNamespaceIdsLoader(ctx).load(actor.userId);
  return {
    level: hierarchyLevel(memberships, group),
    isAdmin: actor.isAdmin,
    isSignedIn: actor.userId !== null || actor.origin === 'service',
    seesThroughDescendants: authorized.has(group.id),
  };
}

/** GitLab's visibility rule: public to all, internal to signed-in users, private to members. */
function isVisibleTo(visibilityLevel: number, isSignedIn: boolean): boolean {
  return visibilityLevel === Visibility.PUBLIC || (visibilityLevel === Visibility.INTERNAL && isSignedIn);
}

export function canProject(access: ProjectAccess, ability: ProjectAbility, project: Project): boolean {
  if (access.isAdmin) return true;
  const level = access.level;
  switch (ability) {
    case 'read_project':
      return isVisibleTo(project.visibilityLevel, access.isSignedIn) || level >= AccessLevel.GUEST;
    case 'download_code':
      // Reporters and above; in a public (anyone) or internal (signed in) project, everyone who sees it, Guests too.
      return level >= AccessLevel.REPORTER || isVisibleTo(project.visibilityLevel, access.isSignedIn);
    case 'read_statistics':
      return level >= AccessLevel.REPORTER;
    case 'admin_label':
    case 'admin_milestone':
      // project_policy.rb: the Planner rule (and every role above it) enables both.
      return level >= AccessLevel.PLANNER;
    case 'create_merge_request_in':
      return level >= AccessLevel.DEVELOPER;
    case 'admin_project':
    case 'rename_project':
    case 'admin_project_member':
      return level >= AccessLevel.MAINTAINER;
    case 'change_visibility_level':
    case 'archive_project':
    case 'remove_project':
    case 'change_namespace':
    case 'manage_owners':
      return level >= AccessLevel.OWNER;
  }
}

export function canGroup(access: GroupAccess, ability: GroupAbility, group: Namespace): boolean {
  if (access.isAdmin) return true;
  const level = access.level;
  switch (ability) {
    case 'read_group':
      return isVisibleTo(group.visibilityLevel, access.isSignedIn) || level >= AccessLevel.MINIMAL_ACCESS || access.seesThroughDescendants;
    case 'admin_group':
    case 'admin_group_member':
    case 'remove_group':
      return level >= AccessLevel.OWNER;
    case 'admin_label':
    case 'admin_milestone':
      // group_policy.rb: the Planner rule (and every role above it) enables both.
      return level >= AccessLevel.PLANNER;
    case 'create_subgroup':
      return level >= (group.subgroupCreationLevel === SubgroupCreationLevel.OWNER ? AccessLevel.OWNER : AccessLevel.MAINTAINER);
    case 'create_projects':
      return canCreateProjectsAt(group.projectCreationLevel, level);
  }
}

function canCreateProjectsAt(creationLevel: number, level: number): boolean {
  switch (creationLevel) {
    case ProjectCreationLevel.MAINTAINER:
      return level >= AccessLevel.MAINTAINER;
    case ProjectCreationLevel.DEVELOPER:
      return level >= AccessLevel.DEVELOPER;
    default:
      return false; // `noone`, and `administrator` (administrators return earlier)
  }
}
