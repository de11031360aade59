import { AccessLevel, BadRequestError, ForbiddenError, NotFoundError, query, type SubgraphContext } from '@forgegraph/platform';
import { RunnerProject } from '../../entities/runner-project.entity';
import type { Runner } from '../../entities/runner.entity';
import { requireProjectLevel } from '../access/ci-access';
import { projectIdOf } from '../domains/collaboration.client';
import { T } from '../tables';
import { canManageRunner, findRunnerOrFail } from './runner-access';
import { runnerProjectIdsLoader } from './runner-loaders';

/**
 * POST /projects/:id/runners (`authenticate_enable_runner!` then Ci::Runners::AssignRunnerService): a project
 * runner the caller manages, not locked, gets one more project. Refusals in GitLab's order and texts.
 */
export async function assignRunner(ctx: SubgraphContext, projectRef: string, runnerId: number): Promise<Runner> {
  const projectId = await projectIdOf(ctx, projectRef);
  await requireProjectLevel(ctx, projectId, AccessLevel.MAINTAINER);
  const runner = await findRunnerOrFail(ctx, runnerId);
  if (runner.runnerType === 'group_type') throw ForbiddenError.because('Runner is a group runner');
  if (!ctx.actor.isAdmin) {
    if (runner.locked) throw ForbiddenError.because('Runner is locked');
    if (!(await canManageRunner(ctx, runner))) throw ForbiddenError.because('No access granted');
  }
  // Ci::Runner#assign_to refuses other types; GitLab lets the ArgumentError through, we answer 400.
  if (runner.runnerType === 'instance_type') throw BadRequestError.message('Transitioning an instance runner to a project runner is not supported');
  const inserted = await query(ctx.em,
    `insert into ${T.runnerProjects} (runner_id, project_id) values (?, ?) on conflict (runner_id, project_id) do nothing returning id`, [runner.id, projectId]);
  // render_api_error_with_reason!(:bad_request, errors.full_messages_for(:assign_to), :runner_error)
  if (!inserted.length) throw BadRequestError.message('Assign to Validation failed: Runner has already been taken - runner_error');
  return runner;
}

/**
 * DELETE /projects/:id/runners/:runner_id (`admin_project_runners`, Ci::Runners::UnassignRunnerService): the
 * caller must be allowed to assign the runner (RunnerPolicy keeps locked runners from non-administrators),
 * and the runner's last project cannot be taken away (delete the runner instead).
 */
export async function unassignRunner(ctx: SubgraphContext, projectRef: string, runnerId: number): Promise<boolean> {
  const projectId = await projectIdOf(ctx, projectRef);
  await requireProjectLevel(ctx, projectId, AccessLevel.MAINTAINER);
  const assignment = await ctx.em.findOne(RunnerProject, { runnerId, projectId });
  if (!assignment) throw NotFoundError.resource('Runner');
  const runner = await findRunnerOrFail(ctx, runnerId);
  if (!ctx.actor.isAdmin && (runner.locked || !(await canManageRunner(ctx, runner)))) throw ForbiddenError.because('User not allowed to assign runner');
  const projectIds = await runnerProjectIdsLoader(ctx).load(runnerId);
  if (projectIds.length <= 1) throw ForbiddenError.because('Only one project associated with the runner. Please remove the runner instead');
  await ctx.em.nativeDelete(RunnerProject, { id: assignment.id });
  return true;
}
