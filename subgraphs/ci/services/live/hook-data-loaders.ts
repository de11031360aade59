import { AccessLevel, type SubgraphContext } from '@forgegraph/platform';
import type { PipelineVariable } from '../../entities/pipeline-variable.entity';
import { Stage } from '../../entities/stage.entity';
import { grantLoader } from '../domains/collaboration.client';
import { pipelineVariablesLoader } from '../pipelines/pipeline-loaders';

/** Ci::Pipeline#stages_names of many pipelines (stages that have jobs, in order), in one query. */
export function stageNamesLoader(ctx: SubgraphContext) {
  return ctx.loaders.get<number, string[]>('ci.stageNames', async (ids) => {
    const rows = await ctx.em.find(Stage, { pipelineId: { $in: [...ids] } }, { orderBy: { position: 'asc' } });
    return ids.map((id) => rows.filter((row) => row.pipelineId === id).map((row) => row.name));
  });
}

/**
 * A pipeline's variables for callers who may read them (`read_pipeline_variable`: Developers and
 * above, administrators and the service's hooks); an empty list for everyone else, as a field must
 * not fail a whole payload.
 */
export async function readablePipelineVariables(ctx: SubgraphContext, pipeline: { id: number; projectId: number }): Promise<PipelineVariable[]> {
  const grant = await grantLoader(ctx).load(pipeline.projectId);
  if (!grant.isAdmin && grant.accessLevel < AccessLevel.DEVELOPER) return [];
  return pipelineVariablesLoader(ctx).load(pipeline.id);
}
