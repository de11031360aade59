import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * The channel that wakes long-polling job requests (GitLab ticks runner queue values in Redis; here a
 * NOTIFY, delivered to every process's listener on commit, this one's included). The payload is `{}`:
 * a waiting request re-asks for a job, which is the only check that counts.
 */
export const JOB_QUEUE_CHANNEL = 'forgegraph_ci_job_queue';

/** Announces that builds became pending; call inside the transaction that made them so. */
export async function signalJobsQueued(em: EntityManager): Promise<void> {
  await em.getConnection().execute(`select pg_notify('${JOB_QUEUE_CHANNEL}', '{}')`, [], 'run', em.getTransactionContext());
}
