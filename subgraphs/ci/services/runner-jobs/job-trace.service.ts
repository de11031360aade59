import { query, type SubgraphContext } from '@forgegraph/platform';
import type { Job } from '../../entities/job.entity';
import { Pipeline } from '../../entities/pipeline.entity';
import { processPipeline } from '../processing/pipeline-processing.service';
import type { EntityManager } from '@mikro-orm/postgresql';
import { T } from '../tables';
import { authenticateJob } from './job-authentication';

/** What `PATCH /jobs/:id/trace` answers: 202 with the new size, 416 with the stored size, or 403. */
export type TraceAppend =
  | { kind: 'accepted'; size: number; jobStatus: string }
  | { kind: 'range_mismatch'; size: number; jobStatus: string }
  | { kind: 'too_large'; jobStatus: string }
  | { kind: 'forbidden'; jobStatus: string | null };

/** GitLab's default `ci_jobs_trace_size_limit` (100 MB): a longer log drops the job with `trace_size_exceeded`. */
export const TRACE_SIZE_LIMIT = 100 * 1024 * 1024;

/** The bytes of the job's log stored so far. */
export async function traceSize(em: EntityManager, jobId: number): Promise<number> {
  const rows = await query<{ size: string }>(em,
    `select coalesce(max("offset" + length(data)), 0) as size from ${T.jobTraceChunks} where job_id = ?`, [jobId]);
  return Number(rows[0]?.size ?? 0);
}

/**
 * Ci::AppendBuildTraceService: the chunk is appended when it starts where the stored log ends (the end of the
 * Content-Range is ignored, the body's length counts); otherwise 416 tells the runner where to resume. The job
 * row is locked so two patches of one job append in order.
 */
export async function appendTrace(ctx: SubgraphContext, input: { jobId: number; token: string; start: number; content: Buffer }): Promise<TraceAppend> {
  return ctx.em.transactional(async (em) => {
    const auth = await authenticateJob(em, input.jobId, input.token, true);
    if (auth.kind === 'forbidden') return { kind: 'forbidden', jobStatus: null };
    if (auth.kind === 'not_running') return { kind: 'forbidden', jobStatus: auth.job.status };
    const size = await traceSize(em, input.jobId);
    if (input.start !== size) return { kind: 'range_mismatch', size, jobStatus: auth.job.status };
    if (size + input.content.length > TRACE_SIZE_LIMIT) return dropOversizedJob(em, auth.job);
    if (input.content.length) {
      await query(em, `insert into ${T.jobTraceChunks} (job_id, "offset", data) values (?, ?, ?)`, [input.jobId, size, input.content]);
      // Output is a sign of life as much as a keep-alive: the stuck-job sweep reads updated_at.
      await query(em, `update ${T.jobs} set updated_at = now() where id = ?`, [input.jobId]);
    }
    return { kind: 'accepted', size: size + input.content.length, jobStatus: auth.job.status };
  });
}

/** The whole log, chunks in order. */
export async function readTrace(em: EntityManager, jobId: number): Promise<Buffer> {
  const rows = await query<{ data: Buffer }>(em, `select data from ${T.jobTraceChunks} where job_id = ? order by "offset"`, [jobId]);
  return Buffer.concat(rows.map((row) => row.data));
}

/** Ci::AppendBuildTraceService#trace_size_exceeded: the job is dropped (`trace_size_exceeded`) and the patch refused. */
async function dropOversizedJob(em: EntityManager, job: Job): Promise<TraceAppend> {
  Object.assign(job, { status: 'failed', failureReason: 'trace_size_exceeded', finishedAt: new Date(), updatedAt: new Date() });
  await em.flush();
  await processPipeline(em, await em.findOneOrFail(Pipeline, { id: job.pipelineId }));
  return { kind: 'too_large', jobStatus: job.status };
}
