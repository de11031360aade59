import type { EntityManager } from '@mikro-orm/postgresql';
import { Job } from '../../entities/job.entity';

/**
 * Ci::RetryJobService#clone!: a new `created` job with the old one's definition (new id, no runner,
 * token or timestamps), the old one flagged `retried` so only the clone counts from now on.
 */
export function cloneJob(em: EntityManager, job: Job, userId: number | null): Job {
  job.retried = true;
  job.updatedAt = new Date();
  return em.create(Job, {
    projectId: job.projectId, pipelineId: job.pipelineId, stageId: job.stageId, name: job.name, stage: job.stage, stageIdx: job.stageIdx,
    kind: job.kind, when: job.when, allowFailure: job.allowFailure, allowFailureExitCodes: job.allowFailureExitCodes, needs: job.needs,
    options: job.options, yamlVariables: job.yamlVariables, tagList: job.tagList, ref: job.ref, tag: job.tag, sha: job.sha,
    userId: userId ?? job.userId,
  });
}

/** Ci::Build#retryable?: a completed build (skipped ones are re-processed instead). */
export function isRetryable(job: Job): boolean {
  return job.kind === 'build' && ['success', 'failed', 'canceled'].includes(job.status);
}
