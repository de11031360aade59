import { AccessLevel, offsetPage, requireAdmin, requireUser, type Page, type PageArgs, type SubgraphContext } from '@forgegraph/platform';
import { Runner } from '../../entities/runner.entity';
import { requireProjectLevel } from '../access/ci-access';
import { projectIdOf } from '../domains/collaboration.client';
import { T } from '../tables';
import { groupGrantLoader } from './runner-access';
import { runnerConditions, type RunnerListFilter } from './runner-filters';
import { groupWithAncestors, ownedRunnerScopes, projectAncestorGroupIds, requireGroupLevel } from './runner-scopes.client';
import { intArray } from './runner-tables';

// The runner lists of lib/api/ci/runners.rb, oldest first (the offset paginator's default `order(:id)`).

function pageOfRunners(ctx: SubgraphContext, where: ReturnType<typeof runnerConditions>, args: PageArgs): Promise<Page<Runner>> {
  return offsetPage(ctx.em, Runner, { from: `${T.runners} r`, where, orderBy: 'r.id', alias: 'r' }, args);
}

/** GET /runners: `current_user.ci_owned_runners`, `scope` limited to statuses. */
export async function listOwnedRunners(ctx: SubgraphContext, filter: RunnerListFilter, args: PageArgs): Promise<Page<Runner>> {
  requireUser(ctx.actor);
  const where = runnerConditions(filter, { ownedScopesOnly: true });
  const owned = await ownedRunnerScopes(ctx);
  where.add(`(r.runner_type = 'project_type' and exists (select 1 from ${T.runnerProjects} rp where rp.runner_id = r.id and rp.project_id = any(?::int[])))
    or (r.runner_type = 'group_type' and r.group_id = any(?::int[]))`, intArray(owned.projectIds), intArray(owned.groupIds));
  return pageOfRunners(ctx, where, args);
}

/** GET /runners/all: every runner, administrators only. */
export function listAllRunners(ctx: SubgraphContext, filter: RunnerListFilter, args: PageArgs): Promise<Page<Runner>> {
  requireAdmin(ctx.actor);
  return pageOfRunners(ctx, runnerConditions(filter), args);
}

/**
 * GET /projects/:id/runners (`read_project_runners`: Maintainer): Ci::Runner.owned_or_instance_wide, the
 * project's own runners, its ancestor groups' runners and the instance runners.
 */
export async function listProjectRunners(ctx: SubgraphContext, projectRef: string, filter: RunnerListFilter, args: PageArgs): Promise<Page<Runner>> {
  const projectId = await projectIdOf(ctx, projectRef);
  await requireProjectLevel(ctx, projectId, AccessLevel.MAINTAINER);
  const where = runnerConditions(filter);
  const groupIds = await projectAncestorGroupIds(ctx, projectId);
  where.add(`r.runner_type = 'instance_type'
    or (r.runner_type = 'project_type' and exists (select 1 from ${T.runnerProjects} rp where rp.runner_id = r.id and rp.project_id = ?))
    or (r.runner_type = 'group_type' and r.group_id = any(?::int[]))`, projectId, intArray(groupIds));
  return pageOfRunners(ctx, where, args);
}

/**
 * GET /groups/:id/runners (`read_group_runners`: Maintainer): Ci::Runner.group_or_instance_wide, the runners of
 * the group and its ancestors and the instance runners. No `scope` here.
 */
export async function listGroupRunners(ctx: SubgraphContext, groupRef: string, filter: RunnerListFilter, args: PageArgs): Promise<Page<Runner>> {
  requireUser(ctx.actor);
  const group = await groupWithAncestors(ctx, groupRef);
  requireGroupLevel(await groupGrantLoader(ctx).load(group.id), AccessLevel.MAINTAINER);
  const where = runnerConditions({ ...filter, scope: null });
  where.add(`r.runner_type = 'instance_type' or (r.runner_type = 'group_type' and r.group_id = any(?::int[]))`, intArray([group.id, ...group.ancestorIds]));
  return pageOfRunners(ctx, where, args);
}
