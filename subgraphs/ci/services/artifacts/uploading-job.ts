import { ForbiddenError } from '@forgegraph/platform';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Job } from '../../entities/job.entity';
import { findJobByToken } from '../job-tokens/job-tokens';

/**
 * The runner's job authentication (API::Helpers::Runner#authenticate_job!): the token must be the job's own,
 * and the job must be running. Every refusal is a 403, so the runner stops rather than retries.
 */
export async function findUploadingJob(em: EntityManager, jobId: number, token: string | null): Promise<Job> {
  const job = token ? await findJobByToken(em, token) : null;
  if (!job || job.id !== jobId) throw ForbiddenError.create();
  if (job.status !== 'running') throw ForbiddenError.because('Job is not processing on runner');
  return job;
}
