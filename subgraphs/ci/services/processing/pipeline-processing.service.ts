import type { EntityManager } from '@mikro-orm/postgresql';
import { Job } from '../../entities/job.entity';
import { Pipeline } from '../../entities/pipeline.entity';
import { Stage } from '../../entities/stage.entity';
import { parseDuration } from '../config/durations';
import { compositeStatus } from '../status/composite-status';
import { isCompleted } from '../status/statuses';
import { processJobs } from './process-jobs';
import { signalJobsQueued } from '../runner-jobs/job-queue-signal';

/**
 * Settles a pipeline after any change of its jobs (creation, a runner's update, cancel, retry, play):
 * moves what may move (processJobs), then derives each stage's and the pipeline's status from their
 * latest jobs, with the pipeline's timestamps. Call inside the changing transaction, after flushing
 * the job changes; it flushes its own.
 */
export async function processPipeline(em: EntityManager, pipeline: Pipeline): Promise<void> {
  const jobs = await em.find(Job, { pipelineId: pipeline.id, retried: false }, { orderBy: { stageIdx: 'asc', id: 'asc' } });
  const now = new Date();
  const changes = processJobs(jobs.map((job) => ({
    id: job.id, name: job.name, stageIdx: job.stageIdx, status: job.status, when: job.when, allowFailure: job.allowFailure,
    needs: job.needs ? job.needs.map((need) => need.name) : null,
  })));
  const byId = new Map(jobs.map((job) => [job.id, job]));
  for (const change of changes) {
    const job = byId.get(change.id)!;
    job.status = change.status;
    job.updatedAt = now;
    if (change.status === 'pending') job.queuedAt = now;
    if (change.status === 'scheduled') job.scheduledAt = new Date(now.getTime() + (parseDuration(job.options.start_in) ?? 0) * 1000);
  }
  const stages = await em.find(Stage, { pipelineId: pipeline.id });
  for (const stage of stages) {
    stage.status = compositeStatus(jobs.filter((job) => job.stageIdx === stage.position)) ?? 'skipped';
  }
  updatePipelineStatus(pipeline, compositeStatus(jobs) ?? 'skipped', now);
  await em.flush();
  // Waiting runners re-ask (a job played or retried is pending before processing, so any pending one counts).
  if (jobs.some((job) => job.status === 'pending')) await signalJobsQueued(em);
}

/** The pipeline's status and the timestamps that go with it (Ci::Pipeline's state machine). */
export function updatePipelineStatus(pipeline: Pipeline, status: string, now: Date): void {
  if (pipeline.status === status) return;
  pipeline.status = status;
  pipeline.updatedAt = now;
  if (status === 'running' && !pipeline.startedAt) pipeline.startedAt = now;
  if (isCompleted(status) || status === 'manual') {
    pipeline.finishedAt = isCompleted(status) ? now : null;
    // Time from start to finish; GitLab sums the jobs' running periods, which only runners give.
    if (pipeline.startedAt && pipeline.finishedAt) pipeline.duration = Math.round((pipeline.finishedAt.getTime() - pipeline.startedAt.getTime()) / 1000);
  }
}
