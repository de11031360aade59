import type { EntityManager } from '@mikro-orm/postgresql';
import { AccessLevel, BadRequestError, ForbiddenError, type SubgraphContext } from '@forgegraph/platform';
import { Job } from '../../entities/job.entity';
import { Pipeline } from '../../entities/pipeline.entity';
import { requireProjectLevel, requireReadPipelines } from '../access/ci-access';
import { projectIdOf } from '../domains/collaboration.client';
import { processPipeline } from '../processing/pipeline-processing.service';
import { CANCELABLE_STATUSES } from '../status/statuses';
import { cloneJob, isRetryable } from './job-clone';
import { findProjectJob } from './job-finder';

/** The job of a Developer's action: read access first (404/403), then the job (404), then `update_build`. */
async function jobToChange(ctx: SubgraphContext, projectRef: string, jobId: number): Promise<Job> {
  const projectId = await projectIdOf(ctx, projectRef);
  await requireReadPipelines(ctx, projectId);
  const job = await findProjectJob(ctx, projectId, jobId);
  await requireProjectLevel(ctx, projectId, AccessLevel.DEVELOPER);
  return job;
}

/** Runs `change` in a transaction and settles the job's pipeline after it. */
async function changeAndProcess(ctx: SubgraphContext, job: Job, change: (job: Job, em: EntityManager) => Job): Promise<Job> {
  return ctx.em.transactional(async (em) => {
    const result = change(em.merge(job), em);
    await em.flush();
    const pipeline = await em.findOneOrFail(Pipeline, { id: job.pipelineId });
    await processPipeline(em, pipeline);
    return result;
  });
}

/** POST /projects/:id/jobs/:job_id/cancel: a cancelable job is canceled; any other is answered unchanged. */
export async function cancelJob(ctx: SubgraphContext, projectRef: string, jobId: number): Promise<Job> {
  const job = await jobToChange(ctx, projectRef, jobId);
  if (!CANCELABLE_STATUSES.includes(job.status)) return job;
  return changeAndProcess(ctx, job, (current) => Object.assign(current, { status: 'canceled', finishedAt: new Date(), updatedAt: new Date() }));
}

/** POST /projects/:id/jobs/:job_id/retry: a completed build is cloned (`403 Forbidden - Job is not retryable` otherwise). */
export async function retryJob(ctx: SubgraphContext, projectRef: string, jobId: number): Promise<Job> {
  const job = await jobToChange(ctx, projectRef, jobId);
  if (job.retried || !isRetryable(job)) throw ForbiddenError.because('Job is not retryable');
  return changeAndProcess(ctx, job, (current, em) => cloneJob(em, current, ctx.actor.userId));
}

/**
 * POST /projects/:id/jobs/:job_id/play: a manual or delayed job is queued now, a completed one is
 * retried; anything else is `400 Bad request - Unplayable Job`.
 */
export async function playJob(ctx: SubgraphContext, projectRef: string, jobId: number): Promise<Job> {
  const job = await jobToChange(ctx, projectRef, jobId);
  if (job.when !== 'manual' && job.when !== 'delayed') throw BadRequestError.because('Unplayable Job');
  if (job.status === 'manual' || job.status === 'scheduled') {
    return changeAndProcess(ctx, job, (current) => Object.assign(current, { status: 'pending', queuedAt: new Date(), userId: ctx.actor.userId ?? current.userId, updatedAt: new Date() }));
  }
  if (!job.retried && isRetryable(job)) {
    return changeAndProcess(ctx, job, (current, em) => Object.assign(cloneJob(em, current, ctx.actor.userId), { status: 'pending', queuedAt: new Date() }));
  }
  throw BadRequestError.because('Unplayable Job');
}
