import { AccessLevel, type SubgraphContext } from '@forgegraph/platform';
import type { PipelineVariable } from '../../entities/pipeline-variable.entity';
import { requireProjectLevel, requireReadPipelines } from '../access/ci-access';
import { projectIdOf } from '../domains/collaboration.client';
import { findProjectPipeline } from './pipeline-lookup';
import { pipelineVariablesLoader } from './pipeline-loaders';

/** GET /projects/:id/pipelines/:pipeline_id/variables (`read_pipeline_variable`: Developers and above). */
export async function pipelineVariables(ctx: SubgraphContext, projectRef: string, pipelineId: number): Promise<PipelineVariable[]> {
  const projectId = await projectIdOf(ctx, projectRef);
  await requireReadPipelines(ctx, projectId);
  const pipeline = await findProjectPipeline(ctx, projectId, pipelineId);
  await requireProjectLevel(ctx, projectId, AccessLevel.DEVELOPER);
  return pipelineVariablesLoader(ctx).load(pipeline.id);
}
