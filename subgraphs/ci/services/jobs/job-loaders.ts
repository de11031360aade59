import { query, type SubgraphContext } from '@forgegraph/platform';
import { Job } from '../../entities/job.entity';
import { T } from '../tables';

/** Jobs by id, one query per request (live subscriptions' re-queries). */
export function jobLoader(ctx: SubgraphContext) {
  return ctx.loaders.get<number, Job | null>('ci.job', async (ids) => {
    const rows = await ctx.em.find(Job, { id: { $in: [...ids] } });
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.map((id) => byId.get(id) ?? null);
  });
}

/** The latest builds of many pipelines (Ci::Pipeline#latest_builds: bridges and retried jobs left out), oldest first, in one query. */
export function latestBuildsLoader(ctx: SubgraphContext) {
  return ctx.loaders.get<number, Job[]>('ci.latestBuilds', async (ids) => {
    const rows = await ctx.em.find(Job, { pipelineId: { $in: [...ids] }, retried: false, kind: 'build' }, { orderBy: { id: 'asc' } });
    return ids.map((id) => rows.filter((row) => row.pipelineId === id));
  });
}

/** How many times each job was retried before (its retried namesakes in the pipeline), by job id, in one query. */
export function retriesCountLoader(ctx: SubgraphContext) {
  return ctx.loaders.get<number, number>('ci.retriesCount', async (ids) => {
    const rows = await query<{ id: number; retries: string }>(ctx.em, `select j.id, count(r.id) as retries
      from ${T.jobs} j left join ${T.jobs} r on r.pipeline_id = j.pipeline_id and r.name = j.name and r.retried and r.id < j.id
      where j.id = any(?::int[]) group by j.id`, [`{${ids.join(',')}}`]);
    const byId = new Map(rows.map((row) => [row.id, Number(row.retries)]));
    return ids.map((id) => byId.get(id) ?? 0);
  });
}
