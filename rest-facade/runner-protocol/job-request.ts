import { RouteAnswer } from '../http/route-answer';
import { RequestRunnerJob } from '../operations/runner-protocol';
import type { HandlerContext } from '../routes/route';
import { askCi, runnerContact } from './runner-calls';

const NO_JOB = (version: string) => RouteAnswer.raw(204, { 'X-GitLab-Last-Update': version }, null);

/**
 * POST /jobs/request (lib/api/ci/runner.rb with Workhorse's long polling in front): a runner bringing the current
 * `last_update` first waits for pending builds to be announced (or its time to run out); then ci is asked once.
 * 201 with the job payload, 204 with `X-GitLab-Last-Update` when there is none, 409 when every candidate was
 * taken by other runners meanwhile (the runner asks again), 403 for an unknown token.
 */
export async function requestJob(ctx: HandlerContext): Promise<RouteAnswer> {
  const seen = typeof ctx.params.last_update === 'string' ? ctx.params.last_update : '';
  if (seen) await waitForQueueChange(ctx, seen);
  // The version before asking: a build announced while ci looks makes the next request look again.
  const version = ctx.jobQueue.version;
  const { requestRunnerJob: answer } = await askCi(ctx, RequestRunnerJob, { contact: runnerContact(ctx) });
  if (answer.outcome === 'job' && answer.payload) return RouteAnswer.json(201, JSON.parse(answer.payload));
  if (answer.outcome === 'conflict') return RouteAnswer.json(409, { message: '409 Conflict' });
  return NO_JOB(version);
}

/** Holds the request while the queue is unchanged; ends early when the runner hangs up. */
async function waitForQueueChange(ctx: HandlerContext, seen: string): Promise<void> {
  const gone = new AbortController();
  const socket = ctx.req.socket;
  const hangUp = () => gone.abort();
  socket.once('close', hangUp);
  try {
    await ctx.jobQueue.waitForChange(seen, gone.signal);
  } finally {
    socket.off('close', hangUp);
  }
}
