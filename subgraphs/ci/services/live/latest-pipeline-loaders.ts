import { query, type SubgraphContext } from '@forgegraph/platform';
import { Pipeline } from '../../entities/pipeline.entity';
import { canReadPipelines } from '../access/ci-access';
import { T } from '../tables';

/** A commit of a project, as the repository keys it (`<projectId>:<sha>`). */
export interface CommitKey {
  projectId: number;
  sha: string;
  /** Only pipelines of this ref (a merge request's source branch); any ref when absent. */
  ref?: string;
}

// The loader's keys are strings (DataLoader caches by identity): JSON of the three parts.
const keyOf = (key: CommitKey): string => JSON.stringify([key.projectId, key.sha, key.ref ?? null]);

/**
 * The newest pipeline of each commit (Commit#latest_pipeline; child pipelines are their parent's
 * part, so left out), optionally of one ref, in one query per request through the (project, sha) index.
 */
export function latestPipelineLoader(ctx: SubgraphContext) {
  return ctx.loaders.get<string, Pipeline | null>('ci.latestPipelineOfCommit', async (keys) => {
    const wanted = `[${keys.join(',')}]`;
    const rows = await query<{ id: number; key: string }>(ctx.em, `select distinct on (w.n) p.id, w.n::text as key
      from jsonb_array_elements(?::jsonb) with ordinality as w(e, n)
      join ${T.pipelines} p on p.project_id = (w.e->>0)::int and p.sha = w.e->>1 and (w.e->>2 is null or p.ref = w.e->>2)
      where p.source <> 'parent_pipeline'
      order by w.n, p.id desc`, [wanted]);
    const pipelines = await ctx.em.find(Pipeline, { id: { $in: rows.map((row) => row.id) } });
    const byId = new Map(pipelines.map((pipeline) => [pipeline.id, pipeline]));
    const byPosition = new Map(rows.map((row) => [Number(row.key), byId.get(row.id) ?? null]));
    return keys.map((_key, index) => byPosition.get(index + 1) ?? null);
  });
}

/** The newest pipeline of a commit the caller may read (`read_pipeline`), else null. */
export async function latestReadablePipeline(ctx: SubgraphContext, key: CommitKey): Promise<Pipeline | null> {
  const pipeline = await latestPipelineLoader(ctx).load(keyOf(key));
  return pipeline && (await canReadPipelines(ctx, pipeline.projectId)) ? pipeline : null;
}
