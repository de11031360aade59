import { newJobToken } from '../../subgraphs/ci/services/job-tokens/job-tokens';
import { Client } from 'pg';
import type { TestService } from './service';

/**
 * Puts a pending job of the project into `running` with a fresh job token, as a runner's pick-up would, and
 * returns the token. Stands in for `POST /jobs/request` until the runner protocol is merged; the lead
 * replaces it with the real pick-up then.
 */
export async function startPendingJob(service: TestService, projectId: number, jobName: string): Promise<{ jobId: number; token: string }> {
  const { token, digest } = newJobToken();
  const client = new Client({ connectionString: service.server.backend.databaseUrl });
  await client.connect();
  try {
    const result = await client.query(
      `update ci.jobs set status = 'running', started_at = now(), token_digest = $3
        where id = (select id from ci.jobs where project_id = $1 and name = $2 and status = 'pending' order by id desc limit 1)
          and status = 'pending' returning id`,
      [projectId, jobName, digest],
    );
    if (!result.rows[0]) throw new Error(`no pending job ${jobName} in project ${projectId}`);
    return { jobId: result.rows[0].id, token };
  } finally {
    await client.end();
  }
}

/** Ends a running job the way a runner's final update would (its token then authenticates nothing). */
export async function finishRunningJob(service: TestService, jobId: number, status: 'success' | 'failed' = 'success'): Promise<void> {
  const client = new Client({ connectionString: service.server.backend.databaseUrl });
  await client.connect();
  try {
    await client.query(`update ci.jobs set status = $2, finished_at = now() where id = $1 and status = 'running'`, [jobId, status]);
  } finally {
    await client.end();
  }
}
