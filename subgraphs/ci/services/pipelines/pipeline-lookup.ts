import { ForbiddenError, NotFoundError, type SubgraphContext } from '@forgegraph/platform';
import { Pipeline } from '../../entities/pipeline.entity';
import { requireReadPipelines } from '../access/ci-access';
import { projectIdOf } from '../domains/collaboration.client';
import { defaultBranchOf, resolveRef } from '../domains/repository.client';

/**
 * A project's pipeline by id (`user_project.all_pipelines.find`, children included): `404 Not found`
 * when the project has no such pipeline. Access is the caller's to check first.
 */
export async function findProjectPipeline(ctx: SubgraphContext, projectId: number, pipelineId: number): Promise<Pipeline> {
  const pipeline = await ctx.em.findOne(Pipeline, { id: pipelineId, projectId });
  if (!pipeline) throw NotFoundError.record();
  return pipeline;
}

/** GET /projects/:id/pipelines/:pipeline_id, for callers who may read pipelines. */
export async function findReadablePipeline(ctx: SubgraphContext, projectRef: string, pipelineId: number): Promise<Pipeline> {
  const projectId = await projectIdOf(ctx, projectRef);
  await requireReadPipelines(ctx, projectId);
  return findProjectPipeline(ctx, projectId, pipelineId);
}

/**
 * GET /projects/:id/pipelines/latest: the newest pipeline of the ref (default: the default branch)
 * for its current head (Project#latest_pipeline); `403 Forbidden` when there is none (GitLab
 * authorizes a nil pipeline).
 */
export async function findLatestPipeline(ctx: SubgraphContext, projectRef: string, ref: string | null): Promise<Pipeline> {
  const projectId = await projectIdOf(ctx, projectRef);
  await requireReadPipelines(ctx, projectId);
  const name = ref || (await defaultBranchOf(ctx, projectId));
  const head = name ? await resolveRef(ctx, projectId, name) : null;
  const pipeline = head && (await ctx.em.findOne(Pipeline, { projectId, ref: name!, sha: head.commit.sha }, { orderBy: { id: 'desc' } }));
  if (!pipeline) throw ForbiddenError.create();
  return pipeline;
}
