import { AccessLevel, type SubgraphContext } from '@forgegraph/platform';
import { Job } from '../../entities/job.entity';
import type { Pipeline } from '../../entities/pipeline.entity';
import { requireProjectLevel } from '../access/ci-access';
import { projectIdOf } from '../domains/collaboration.client';
import { cloneJob, isRetryable } from '../jobs/job-clone';
import { processPipeline } from '../processing/pipeline-processing.service';
import { CANCELABLE_STATUSES } from '../status/statuses';
import { findProjectPipeline } from './pipeline-lookup';

/** The pipeline of a Developer's action (`update_pipeline` / `cancel_pipeline`), found before authorizing as GitLab does. */
async function pipelineToChange(ctx: SubgraphContext, projectRef: string, pipelineId: number): Promise<Pipeline> {
  const projectId = await projectIdOf(ctx, projectRef);
  await requireProjectLevel(ctx, projectId, AccessLevel.NO_ACCESS);
  const pipeline = await findProjectPipeline(ctx, projectId, pipelineId);
  await requireProjectLevel(ctx, projectId, AccessLevel.DEVELOPER);
  return pipeline;
}

/**
 * POST .../pipelines/:id/cancel (Ci::CancelPipelineService): every cancelable latest job is
 * canceled (manual jobs already waiting for a user stay), then the pipeline settles. A pipeline with nothing to cancel is
 * answered unchanged, as GitLab does.
 */
export async function cancelPipeline(ctx: SubgraphContext, projectRef: string, pipelineId: number): Promise<Pipeline> {
  const pipeline = await pipelineToChange(ctx, projectRef, pipelineId);
  return ctx.em.transactional(async (em) => {
    const jobs = await em.find(Job, { pipelineId: pipeline.id, retried: false, status: { $in: [...CANCELABLE_STATUSES] } });
    const now = new Date();
    for (const job of jobs) Object.assign(job, { status: 'canceled', finishedAt: now, updatedAt: now });
    await em.flush();
    const current = em.merge(pipeline);
    await processPipeline(em, current);
    return current;
  });
}

/**
 * POST .../pipelines/:id/retry (Ci::RetryPipelineService): failed and canceled latest builds are
 * cloned, skipped ones go back to `created`, and the pipeline is processed again.
 */
export async function retryPipeline(ctx: SubgraphContext, projectRef: string, pipelineId: number): Promise<Pipeline> {
  const pipeline = await pipelineToChange(ctx, projectRef, pipelineId);
  return ctx.em.transactional(async (em) => {
    const jobs = await em.find(Job, { pipelineId: pipeline.id, retried: false }, { orderBy: { id: 'asc' } });
    for (const job of jobs) {
      if (isRetryable(job) && job.status !== 'success') cloneJob(em, job, ctx.actor.userId);
      else if (job.status === 'skipped') Object.assign(job, { status: 'created', updatedAt: new Date() });
    }
    await em.flush();
    const current = em.merge(pipeline);
    current.finishedAt = null;
    await processPipeline(em, current);
    return current;
  });
}
