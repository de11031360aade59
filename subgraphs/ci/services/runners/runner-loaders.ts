import { query, type SubgraphContext } from '@forgegraph/platform';
import { RunnerManager } from '../../entities/runner-manager.entity';
import { T } from '../tables';
import { intArray } from './runner-tables';

// Per-request batched lookups of the runners a page or a detail shows: one query per kind for the page.

/** The projects a runner is assigned to, its owner project (the first assignment) first. */
export function runnerProjectIdsLoader(ctx: SubgraphContext) {
  return ctx.loaders.get<number, number[]>('ci.runnerProjectIds', async (ids) => {
    const rows = await query<{ runner_id: number; project_id: number }>(ctx.em,
      `select runner_id, project_id from ${T.runnerProjects} where runner_id = any(?::int[]) order by id`, [intArray(ids)]);
    return ids.map((id) => rows.filter((row) => row.runner_id === id).map((row) => row.project_id));
  });
}

/** The manager heard from last (RunnerDetails' version, revision, platform and architecture come from it). */
export function latestRunnerManagerLoader(ctx: SubgraphContext) {
  return ctx.loaders.get<number, RunnerManager | null>('ci.latestRunnerManager', async (ids) => {
    const rows = await query(ctx.em,
      `select distinct on (m.runner_id) m.* from ${T.runnerManagers} m where m.runner_id = any(?::int[])
        order by m.runner_id, m.contacted_at desc nulls last, m.id desc`, [intArray(ids)]);
    const managers = rows.map((row) => ctx.em.map(RunnerManager, row as never));
    return ids.map((id) => managers.find((manager) => manager.runnerId === id) ?? null);
  });
}

/** Whether each runner is running a job now (`job_execution_status` `active`, else `idle`). */
export function runnerBusyLoader(ctx: SubgraphContext) {
  return ctx.loaders.get<number, boolean>('ci.runnerBusy', async (ids) => {
    const rows = await query<{ runner_id: number }>(ctx.em,
      `select distinct runner_id from ${T.jobs} where runner_id = any(?::int[]) and status = 'running'`, [intArray(ids)]);
    const busy = new Set(rows.map((row) => row.runner_id));
    return ids.map((id) => busy.has(id));
  });
}
