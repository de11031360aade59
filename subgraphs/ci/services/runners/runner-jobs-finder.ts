import { AccessLevel, cursorValues, keysetPage, offsetPage, query, Conditions, type Page, type PageArgs, type SubgraphContext } from '@forgegraph/platform';
import { Job } from '../../entities/job.entity';
import type { RunnerJobsFilter } from '../../schema/runners-api.types';
import { grantLoader } from '../domains/collaboration.client';
import { T } from '../tables';
import { requireManageRunner } from './runner-access';
import { intArray } from './runner-tables';

/**
 * GET /runners/:id/jobs (Ci::RunnerJobsFinder): the runner's builds, for non-administrators only those of
 * projects where the caller is at least Reporter; `system_id` keeps one manager's. Without `order_by` the
 * paginator's default `order(:id)` applies; with `order_by=id`, `sort` (default desc).
 */
export async function listRunnerJobs(ctx: SubgraphContext, runnerId: number, filter: RunnerJobsFilter, args: PageArgs): Promise<Page<Job>> {
  const runner = await requireManageRunner(ctx, runnerId);
  const where = new Conditions().add('j.runner_id = ?', runner.id);
  if (filter.systemId != null) {
    where.add(`j.id in (select mj.job_id from ${T.runnerManagerJobs} mj join ${T.runnerManagers} m on m.id = mj.runner_manager_id
      where m.runner_id = ? and m.system_id = ?)`, runner.id, filter.systemId);
  }
  if (filter.status) where.add('j.status = ?', filter.status);
  if (!ctx.actor.isAdmin) where.add('j.project_id = any(?::int[])', intArray(await reporterProjectIds(ctx, runner.id)));
  const descending = filter.orderBy === 'id' && filter.sort !== 'asc';
  const orderBy = descending ? 'j.id desc' : 'j.id asc';
  if (!args.keyset) return offsetPage(ctx.em, Job, { from: `${T.jobs} j`, where, orderBy, alias: 'j' }, args);
  const after = cursorValues(args);
  if (typeof after?.id === 'number') where.add(descending ? 'j.id < ?' : 'j.id > ?', after.id);
  return keysetPage(ctx.em, Job, { from: `${T.jobs} j`, where, orderBy, alias: 'j' }, args, (last) => ({ id: last.id }));
}

/** The projects of the runner's jobs where the caller is at least Reporter (one grants call for all). */
async function reporterProjectIds(ctx: SubgraphContext, runnerId: number): Promise<number[]> {
  const rows = await query<{ project_id: number }>(ctx.em, `select distinct project_id from ${T.jobs} where runner_id = ?`, [runnerId]);
  const ids = rows.map((row) => row.project_id);
  const grants = await grantLoader(ctx).loadMany(ids);
  return ids.filter((_, index) => {
    const grant = grants[index];
    return !(grant instanceof Error) && grant.canRead && (grant.isAdmin || grant.accessLevel >= AccessLevel.REPORTER);
  });
}
