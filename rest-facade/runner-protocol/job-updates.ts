import type { Readable } from 'node:stream';
import { HttpError } from '../http/http-error';
import { RouteAnswer } from '../http/route-answer';
import { AppendRunnerJobTrace, UpdateRunnerJob } from '../operations/runner-protocol';
import type { HandlerContext } from '../routes/route';
import { askCi } from './runner-calls';

/**
 * How often the runner sends the log (`X-GitLab-Trace-Update-Interval`, Gitlab::Ci::Trace's update frequency
 * while nobody watches the job).
 */
const TRACE_UPDATE_INTERVAL = '60';
/** A trace patch larger than this is refused (GitLab's trace chunks are 128 kB; runners send far less at once). */
const MAX_PATCH_BYTES = 8 * 1024 * 1024;

/** `params[:token] || env['HTTP_JOB_TOKEN']` (lib/api/ci/helpers/runner.rb#job_token). */
function jobToken(ctx: HandlerContext): string {
  const param = ctx.params.token;
  return typeof param === 'string' && param ? param : ctx.req.get('job-token') ?? '';
}

/** `403 Forbidden`, with `Job-Status` when the job exists but no longer runs (the runner then kills it). */
function forbidden(jobStatus: string | null): RouteAnswer {
  if (!jobStatus) return RouteAnswer.json(403, { message: '403 Forbidden' });
  return RouteAnswer.json(403, { message: '403 Forbidden - Job is not running' }, { 'Job-Status': jobStatus });
}

/** PUT /jobs/:id: 200 (body `200`) with `Job-Status` and the trace interval; 400 for an unknown state; 403. */
export async function updateJob(ctx: HandlerContext): Promise<RouteAnswer> {
  const { params } = ctx;
  const input = {
    jobId: params.id, token: jobToken(ctx), state: params.state ?? null, failureReason: params.failure_reason ?? null, exitCode: params.exit_code ?? null,
  };
  const { updateRunnerJob: answer } = await askCi(ctx, UpdateRunnerJob, { input });
  if (answer.outcome === 'forbidden') return forbidden(answer.jobStatus);
  const headers = { 'Job-Status': answer.jobStatus ?? '', 'X-GitLab-Trace-Update-Interval': TRACE_UPDATE_INTERVAL };
  if (answer.outcome === 'bad_state') return RouteAnswer.json(400, 400, headers);
  return RouteAnswer.json(200, 200, headers);
}

/**
 * PATCH /jobs/:id/trace: the body appended at `Content-Range: start-end` (no `bytes ` prefix; the end is
 * ignored, the body's length counts). 202 with `Range: 0-<size>`, 416 with the stored size, 403.
 */
export async function appendTrace(ctx: HandlerContext): Promise<RouteAnswer> {
  const range = ctx.req.get('content-range');
  if (range === undefined) throw HttpError.of(400, { message: '400 Missing header Content-Range' });
  const start = /^\s*(\d+)-\d*\s*$/.exec(range);
  const content = await requestBody(ctx);
  const input = { jobId: ctx.params.id, token: jobToken(ctx), start: start ? Math.min(Number(start[1]), 2 ** 31 - 1) : -1, content: content.toString('base64') };
  const { appendRunnerJobTrace: answer } = await askCi(ctx, AppendRunnerJobTrace, { input });
  if (answer.outcome === 'forbidden') return forbidden(answer.jobStatus);
  if (answer.outcome === 'too_large') return RouteAnswer.json(403, { message: '403 Forbidden: Trace size exceeded' });
  const size = `0-${answer.traceSize ?? 0}`;
  if (answer.outcome === 'range_mismatch') return RouteAnswer.json(416, { message: '416 Range Not Satisfiable' }, { Range: size });
  return RouteAnswer.raw(202, { Range: size, 'Job-Status': answer.jobStatus ?? '', 'X-GitLab-Trace-Update-Interval': TRACE_UPDATE_INTERVAL }, null);
}

/** The raw body (the runner sends `text/plain`, which no body parser reads); a parsed one is taken as text. */
async function requestBody(ctx: HandlerContext): Promise<Buffer> {
  const { req } = ctx;
  if (typeof req.body === 'string') return Buffer.from(req.body);
  if (req.readableEnded || req.body !== undefined) return Buffer.alloc(0);
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of req as Readable) {
    total += (chunk as Buffer).length;
    if (total > MAX_PATCH_BYTES) throw HttpError.of(413, { message: '413 Request Entity Too Large' });
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}
