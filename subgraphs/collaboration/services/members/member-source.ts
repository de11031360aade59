import { ForbiddenError, requireUser, type SubgraphContext } from '@forgegraph/platform';
import type { MemberSourceType } from '../../entities/member.entity';
import type { Namespace } from '../../entities/namespace.entity';
import type { Project } from '../../entities/project.entity';
import type { MemberSourceInput } from '../../schema/member.inputs';
import { canGroup, canProject, type GroupAccess, type ProjectAccess } from '../access/access.service';
import { namespaceLoader } from '../loaders';
import { findReadableGroup, findReadableProject } from '../namespaces/lookup';

/** A project or group whose members are read or managed, with the caller's access to it. */
export interface MemberSource {
  type: MemberSourceType;
  id: number;
  project: Project | null;
  group: Namespace | null;
  /** The project's namespace, or the group itself. */
  namespace: Namespace;
  /** Groups whose members this source inherits (a project's group hierarchy, a group's ancestors). */
  inheritedFrom: number[];
  projectAccess: ProjectAccess | null;
  groupAccess: GroupAccess | null;
}

/** Resolves `/projects/:id/...` or `/groups/:id/...`; members routes need a signed-in caller. */
export async function memberSource(ctx: SubgraphContext, input: MemberSourceInput): Promise<MemberSource> {
  requireUser(ctx.actor);
  if (input.type === 'Project') {
    const { project, access } = await findReadableProject(ctx, input.ref);
    const namespace = (await namespaceLoader(ctx).load(project.namespaceId))!;
    const inheritedFrom = namespace.kind === 'group' ? namespace.traversalIds : [];
    return { type: 'Project', id: project.id, project, group: null, namespace, inheritedFrom, projectAccess: access, groupAccess: null };
  }
  const { group, access } = await findReadableGroup(ctx, input.ref);
  return { type: 'Namespace', id: group.id, project: null, group, namespace: group, inheritedFrom: group.ancestorIds, projectAccess: null, groupAccess: access };
}

/** Maintainers manage project members, owners manage group members (admin_*_member). */
export function canManageMembers(source: MemberSource): boolean {
  if (source.project) return canProject(source.projectAccess!, 'admin_project_member', source.project);
  return canGroup(source.groupAccess!, 'admin_group_member', source.group!);
}

/** Granting or touching Owner on a project needs manage_owners (Owner); in groups every manager is an Owner. */
export function canManageOwners(source: MemberSource): boolean {
  if (source.project) return canProject(source.projectAccess!, 'manage_owners', source.project);
  return canManageMembers(source);
}

export function requireMemberManagement(source: MemberSource): void {
  if (!canManageMembers(source)) throw ForbiddenError.create();
}

/** `Project` or `Group`, as error messages and the GraphQL API name sources. */
export function sourceLabel(source: MemberSource): string {
  return source.project ? 'project' : 'group';
}
