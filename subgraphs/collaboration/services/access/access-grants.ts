import type { SubgraphContext } from '@forgegraph/platform';
import { parseRecordId } from '@forgegraph/platform';
import { GroupAccessGrant, ProjectAccessGrant } from '../../schema/access.types';
import { canGroup, canProject, groupAccessFor, projectAccessFor } from './access.service';
import { namespaceLoader, projectLoader } from '../loaders';

/** The caller's access to many projects at once; unknown ids answer no access rather than an error. */
export async function projectAccessGrants(ctx: SubgraphContext, ids: string[]): Promise<ProjectAccessGrant[]> {
  return Promise.all(ids.map(async (id) => {
    const projectId = parseRecordId(id);
    const project = projectId === null ? null : await projectLoader(ctx).load(projectId);
    const access = project ? await projectAccessFor(ctx, project) : null;
    const canRead = project !== null && access !== null && canProject(access, 'read_project', project);
    const canReadCode = canRead && canProject(access!, 'download_code', project!);
    return Object.assign(new ProjectAccessGrant(), {
      projectId: id, accessLevel: canRead ? access!.level : 0, canRead, canReadCode, isAdmin: ctx.actor.isAdmin,
    });
  }));
}

export async function groupAccessGrants(ctx: SubgraphContext, ids: string[]): Promise<GroupAccessGrant[]> {
  return Promise.all(ids.map(async (id) => {
    const groupId = parseRecordId(id);
    const group = groupId === null ? null : await namespaceLoader(ctx).load(groupId);
    const access = group?.kind === 'group' ? await groupAccessFor(ctx, group) : null;
    const canRead = group !== null && access !== null && canGroup(access, 'read_group', group);
    return Object.assign(new GroupAccessGrant(), {
      groupId: id, accessLevel: canRead ? access!.level : 0, canRead, isAdmin: ctx.actor.isAdmin,
    });
  }));
}
