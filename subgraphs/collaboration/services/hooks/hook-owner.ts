import type { SubgraphContext } from '@forgegraph/platform';
import { GroupHook } from '../../entities/group-hook.entity';
import { ProjectHook } from '../../entities/project-hook.entity';
import { authorizedGroup, authorizedProject } from '../access/authorized';
import { groupProjectRepositories, projectDefaultBranch } from '../domains/repository.client';
import { namespaceLoader, projectLoader } from '../loaders';
import type { HookProject } from './payloads/project-hook-attrs';

/** Whose hooks a request is about: `/groups/:id/hooks` or `/projects/:id/hooks`. */
export type HookOwnerRef = { group: string } | { project: string };

/** The authorized owner of the hooks a request reads or changes. */
export interface HookOwner {
  entity: typeof GroupHook | typeof ProjectHook;
  /** The owner column, for SQL (a fixed identifier, never user input), and its value. */
  column: 'group_id' | 'project_id';
  id: number;
  /** The hook properties naming this owner, for lookups and new hooks. */
  scope: { groupId: number } | { projectId: number };
  /** The project test deliveries describe (TestHooks::GroupService / ProjectService), or why there is none. */
  testSubject(ctx: SubgraphContext): Promise<HookProject | string>;
}

/**
 * Group hooks are the group Owners' and administrators' (ee/lib/api/group_hooks.rb: admin_group);
 * project hooks the Maintainers' (lib/api/project_hooks.rb: admin_project). An owner the caller
 * cannot see is 404, one they cannot manage 403.
 */
export async function hookOwner(ctx: SubgraphContext, ref: HookOwnerRef): Promise<HookOwner> {
  if ('group' in ref) {
    const { group } = await authorizedGroup(ctx, ref.group, 'admin_group');
    return {
      entity: GroupHook, column: 'group_id', id: group.id, scope: { groupId: group.id },
      // Group#first_non_empty_project: the group's own projects in id order; emptiness is the repository subgraph's.
      async testSubject(context) {
        const node = (await groupProjectRepositories(context, group.id)).find((n) => n.repository && !n.repository.empty);
        const project = node ? await projectLoader(context).load(Number(node.id)) : null;
        if (!project || !node) return 'Ensure the group has a project with commits.';
        return { project, namespace: group, defaultBranch: node.repository!.defaultBranch };
      },
    };
  }
  const { project } = await authorizedProject(ctx, ref.project, 'admin_project');
  return {
    entity: ProjectHook, column: 'project_id', id: project.id, scope: { projectId: project.id },
    async testSubject(context) {
      const [namespace, defaultBranch] = await Promise.all([namespaceLoader(context).load(project.namespaceId), projectDefaultBranch(context, project.id)]);
      return { project, namespace: namespace!, defaultBranch };
    },
  };
}
