import { AccessLevel, type SubgraphContext } from '@forgegraph/platform';
import { Pipeline } from '../../entities/pipeline.entity';
import { requireProjectLevel } from '../access/ci-access';
import { projectIdOf } from '../domains/collaboration.client';
import { findProjectPipeline } from './pipeline-lookup';

/**
 * DELETE /projects/:id/pipelines/:pipeline_id (`destroy_pipeline`: Owners): the pipeline with its
 * stages, jobs, variables and child pipelines (foreign keys cascade), in one statement.
 */
export async function deletePipeline(ctx: SubgraphContext, projectRef: string, pipelineId: number): Promise<boolean> {
  const projectId = await projectIdOf(ctx, projectRef);
  // GitLab finds the pipeline before authorizing: a missing one is 404 for everyone who sees the project.
  await requireProjectLevel(ctx, projectId, AccessLevel.NO_ACCESS);
  const pipeline = await findProjectPipeline(ctx, projectId, pipelineId);
  await requireProjectLevel(ctx, projectId, AccessLevel.OWNER);
  await ctx.em.nativeDelete(Pipeline, { id: pipeline.id });
  return true;
}
