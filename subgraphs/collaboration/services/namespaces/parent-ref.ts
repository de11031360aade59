import { BadRequestError, requireUser, type SubgraphContext } from '@forgegraph/platform';
import type { Namespace } from '../../entities/namespace.entity';
import type { Project } from '../../entities/project.entity';
import type { GroupAccess, ProjectAccess } from '../access/access.service';
import { authorizedGroup, authorizedProject } from '../access/authorized';
import { namespaceLoader } from '../loaders';
import { findReadableGroup, findReadableProject } from './lookup';

/** Labels and milestones live in a project or a group; their API names it by one of these refs. */
export interface ParentRefs {
  projectRef?: string | null;
  groupRef?: string | null;
}

export type Parent =
  | { kind: 'project'; project: Project; namespace: Namespace; access: ProjectAccess }
  | { kind: 'group'; group: Namespace; access: GroupAccess };

/**
 * The project or group of a labels or milestones request. Those APIs `authenticate!` first (401),
 * then answer 404 for what the caller cannot read and 403 without `ability` when one is asked.
 */
export async function findParent(ctx: SubgraphContext, refs: ParentRefs, ability?: 'admin_label' | 'admin_milestone'): Promise<Parent> {
  requireUser(ctx.actor);
  if (refs.projectRef != null) {
    const { project, access } = ability ? await authorizedProject(ctx, refs.projectRef, ability) : await findReadableProject(ctx, refs.projectRef);
    return { kind: 'project', project, access, namespace: (await namespaceLoader(ctx).load(project.namespaceId))! };
  }
  if (refs.groupRef != null) {
    const { group, access } = ability ? await authorizedGroup(ctx, refs.groupRef, ability) : await findReadableGroup(ctx, refs.groupRef);
    return { kind: 'group', group, access };
  }
  throw BadRequestError.because('projectRef or groupRef is required');
}

/** The group a project's labels and milestones inherit from, if it belongs to one. */
export function groupOf(parent: Parent): Namespace | null {
  if (parent.kind === 'group') return parent.group;
  return parent.namespace.kind === 'group' ? parent.namespace : null;
}
