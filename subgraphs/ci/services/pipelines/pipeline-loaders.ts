import { query, type SubgraphContext } from '@forgegraph/platform';
import { Pipeline } from '../../entities/pipeline.entity';
import { PipelineVariable } from '../../entities/pipeline-variable.entity';
import { T } from '../tables';

/** Pipelines by id, one query per request (references and jobs' `pipeline`). */
export function pipelineLoader(ctx: SubgraphContext) {
  return ctx.loaders.get<number, Pipeline | null>('ci.pipeline', async (ids) => {
    const rows = await ctx.em.find(Pipeline, { id: { $in: [...ids] } });
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.map((id) => byId.get(id) ?? null);
  });
}

export interface PipelineJobStats {
  /** Average coverage of the latest builds that report one (Ci::Pipeline#coverage). */
  coverage: number | null;
  /** A latest job failed or was canceled but may fail (the "passed with warnings" status). */
  hasWarnings: boolean;
}

/** Coverage and warnings of many pipelines in one query. */
export function pipelineJobStatsLoader(ctx: SubgraphContext) {
  return ctx.loaders.get<number, PipelineJobStats>('ci.pipelineJobStats', async (ids) => {
    const rows = await query<{ pipeline_id: number; coverage: number | null; warnings: boolean }>(ctx.em,
      `select j.pipeline_id, avg(j.coverage) filter (where j.kind = 'build') as coverage,
        bool_or(j.allow_failure and j.status in ('failed', 'canceled')) as warnings
       from ${T.jobs} j where j.pipeline_id = any(?::int[]) and not j.retried group by j.pipeline_id`, [`{${ids.join(',')}}`]);
    const byId = new Map(rows.map((row) => [row.pipeline_id, row]));
    return ids.map((id) => {
      const row = byId.get(id);
      return { coverage: row?.coverage === null || row?.coverage === undefined ? null : Number(row.coverage), hasWarnings: row?.warnings ?? false };
    });
  });
}

/** A pipeline's variables, in the order they were given. */
export function pipelineVariablesLoader(ctx: SubgraphContext) {
  return ctx.loaders.get<number, PipelineVariable[]>('ci.pipelineVariables', async (ids) => {
    const rows = await ctx.em.find(PipelineVariable, { pipelineId: { $in: [...ids] } }, { orderBy: { id: 'asc' } });
    return ids.map((id) => rows.filter((row) => row.pipelineId === id));
  });
}
