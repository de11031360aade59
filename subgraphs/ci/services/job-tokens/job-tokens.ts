import { newSecretToken, tokenDigest, type NewSecretToken } from '@forgegraph/platform';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Job } from '../../entities/job.entity';

/**
 * CI job tokens (`CI_JOB_TOKEN`, GitLab's `glcbt-` prefix): handed to the runner with the job payload and
 * valid while the job runs (reference §5). Only the SHA-256 digest is stored (`jobs.token_digest`, unique).
 */
export const JOB_TOKEN_PREFIX = 'glcbt-';

/** A new job token, given out once (in the job payload). */
export function newJobToken(): NewSecretToken {
  return newSecretToken(JOB_TOKEN_PREFIX);
}

export const jobTokenDigest = tokenDigest;

/** The job a token was issued to, whatever its status (callers decide what a finished job's token may do). */
export function findJobByToken(em: EntityManager, token: string): Promise<Job | null> {
  if (!token) return Promise.resolve(null);
  return em.findOne(Job, { tokenDigest: jobTokenDigest(token) });
}

/** The job a token was issued to, only while it runs: the token of a finished job authenticates nothing. */
export async function findRunningJobByToken(em: EntityManager, token: string): Promise<Job | null> {
  const job = await findJobByToken(em, token);
  return job?.status === 'running' ? job : null;
}
