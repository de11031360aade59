import { ForbiddenError, query, type SubgraphContext } from '@forgegraph/platform';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Job } from '../../entities/job.entity';
import { Pipeline } from '../../entities/pipeline.entity';
import type { Runner } from '../../entities/runner.entity';
import { newJobToken } from '../job-tokens/job-tokens';
import { processPipeline } from '../processing/pipeline-processing.service';
import { recordRunnerContact, type RunnerContact } from '../runners/runner-contact';
import { findRunnerByToken } from '../runners/runner-tokens';
import { T } from '../tables';
import { findCandidates, type Candidate } from './job-matching';
import { buildJobPayload } from './job-payload-sources';

/** What `POST /jobs/request` answers: a job (201), nothing to do (204), or every candidate taken meanwhile (409). */
export type JobRequestOutcome = { kind: 'job'; payload: Record<string, unknown> } | { kind: 'none' } | { kind: 'conflict' };

/**
 * Ci::RegisterJobService for one request: the oldest pending build the runner may take is assigned to it with
 * a guarded update (`where status = 'pending'`), so two runners never get one job; a candidate another runner
 * took meanwhile is skipped. A paused runner gets nothing.
 */
export async function requestJob(ctx: SubgraphContext, contact: RunnerContact & { token: string }): Promise<JobRequestOutcome> {
  const runner = await findRunnerByToken(ctx.em, contact.token);
  if (!runner) throw ForbiddenError.create();
  const managerId = await recordRunnerContact(ctx.em, runner, contact);
  if (runner.paused) return { kind: 'none' };
  const candidates = await findCandidates(ctx, runner);
  for (const candidate of candidates) {
    const claim = await claimJob(ctx, runner, managerId, candidate);
    if (!claim) continue;
    try {
      return { kind: 'job', payload: await buildJobPayload(ctx, { job: claim.job, runner, token: claim.token }) };
    } catch (error) {
      await releaseJob(ctx.em, claim.job.id);
      throw error;
    }
  }
  return candidates.length ? { kind: 'conflict' } : { kind: 'none' };
}

/** Assigns the job to the runner with a fresh job token and settles its pipeline, in one transaction. */
async function claimJob(ctx: SubgraphContext, runner: Runner, managerId: number | null, candidate: Candidate): Promise<{ job: Job; token: string } | null> {
  const { token, digest } = newJobToken();
  return ctx.em.transactional(async (em) => {
    const claimed = await query<{ id: number }>(em,
      `update ${T.jobs} set status = 'running', runner_id = ?, token_digest = ?, started_at = now(), updated_at = now()
        where id = ? and status = 'pending' returning id`, [runner.id, digest, candidate.id]);
    if (!claimed.length) return null;
    if (managerId !== null) await query(em, `insert into ${T.runnerManagerJobs} (job_id, runner_manager_id) values (?, ?) on conflict (job_id) do update set runner_manager_id = excluded.runner_manager_id`, [candidate.id, managerId]);
    const job = await em.findOneOrFail(Job, { id: candidate.id }, { refresh: true });
    await processPipeline(em, await em.findOneOrFail(Pipeline, { id: job.pipelineId }));
    return { job, token };
  });
}

/** Hands a job back to the queue when its payload could not be built (nobody holds its token). */
async function releaseJob(em: EntityManager, jobId: number): Promise<void> {
  await em.getConnection().execute(
    `update ${T.jobs} set status = 'pending', runner_id = null, token_digest = null, started_at = null where id = ? and status = 'running'`, [jobId]);
}
