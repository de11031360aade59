import type { SubgraphContext } from '@forgegraph/platform';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Job } from '../../entities/job.entity';
import { Pipeline } from '../../entities/pipeline.entity';
import { processPipeline } from '../processing/pipeline-processing.service';
import { authenticateJob } from './job-authentication';
import { extractCoverage } from './job-coverage';
import { FAILURE_REASONS } from './job-payload';
import { readTrace } from './job-trace.service';

export interface JobStateUpdate {
  jobId: number;
  token: string;
  /** `running` (a keep-alive), `success` or `failed`; absent: a keep-alive too. */
  state?: string | null;
  failureReason?: string | null;
  exitCode?: number | null;
}

/** What `PUT /jobs/:id` answers: 200 with the job's status, 400 for a state GitLab does not know, or 403. */
export type JobUpdateOutcome = { kind: 'updated'; jobStatus: string } | { kind: 'bad_state'; jobStatus: string } | { kind: 'forbidden'; jobStatus: string | null };

/**
 * Ci::UpdateBuildStateService: `running` touches the job (the runner's heartbeat, which the stuck-job sweep
 * reads); `success` and `failed` finish it (a failure with one of `allow_failure:exit_codes` is allowed), take
 * the coverage from the log, and settle the pipeline.
 */
export async function updateJobState(ctx: SubgraphContext, update: JobStateUpdate): Promise<JobUpdateOutcome> {
  return ctx.em.transactional(async (em) => {
    const auth = await authenticateJob(em, update.jobId, update.token, true);
    if (auth.kind === 'forbidden') return { kind: 'forbidden', jobStatus: null };
    if (auth.kind === 'not_running') return { kind: 'forbidden', jobStatus: auth.job.status };
    const { job } = auth;
    const now = new Date();
    if (!update.state || update.state === 'running') {
      job.updatedAt = now;
      await em.flush();
      return { kind: 'updated', jobStatus: job.status };
    }
    if (update.state !== 'success' && update.state !== 'failed') return { kind: 'bad_state', jobStatus: job.status };
    await finishJob(em, job, update, now);
    return { kind: 'updated', jobStatus: job.status };
  });
}

async function finishJob(em: EntityManager, job: Job, update: JobStateUpdate, now: Date): Promise<void> {
  job.status = update.state!;
  job.finishedAt = now;
  job.updatedAt = now;
  if (update.state === 'failed') {
    job.failureReason = update.failureReason && FAILURE_REASONS.includes(update.failureReason) ? update.failureReason : 'unknown_failure';
    if (update.exitCode != null && job.allowFailureExitCodes?.includes(update.exitCode)) job.allowFailure = true;
  }
  if (job.options.coverage) job.coverage = extractCoverage((await readTrace(em, job.id)).toString('utf8'), job.options.coverage);
  await em.flush();
  await processPipeline(em, await em.findOneOrFail(Pipeline, { id: job.pipelineId }));
}
