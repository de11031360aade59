import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Job } from '../../entities/job.entity';
import { jobTokenDigest } from '../job-tokens/job-tokens';

/**
 * lib/api/ci/helpers/runner.rb `authenticate_job!` for job updates and traces: an unknown job or a wrong token is
 * `403 Forbidden` (never 404: a 404 could come from anywhere on the way, and the runner must stop the job); a
 * job that no longer runs is `403 Forbidden - Job is not running` with its `Job-Status`, which makes the runner
 * kill it (a job canceled through the API answers `canceled`).
 */
export type JobAuthentication = { kind: 'forbidden' } | { kind: 'not_running'; job: Job } | { kind: 'running'; job: Job };

export async function authenticateJob(em: EntityManager, jobId: number, token: string | null | undefined, lock = false): Promise<JobAuthentication> {
  if (!token) return { kind: 'forbidden' };
  const job = await em.findOne(Job, { id: jobId }, lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {});
  if (!job || job.tokenDigest !== jobTokenDigest(token)) return { kind: 'forbidden' };
  return job.status === 'running' ? { kind: 'running', job } : { kind: 'not_running', job };
}
