import { RouteAnswer } from '../http/route-answer';
import { ProjectJobTrace } from '../operations/job-traces';
import type { HandlerContext } from '../routes/route';
import { dataOfResult } from './runner-calls';

/** GET /projects/:id/jobs/:job_id/trace: the log as plain text, asked as the caller (`read_build_trace`). */
export async function sendJobTrace(ctx: HandlerContext): Promise<RouteAnswer> {
  const result = await ctx.engine.execute(ProjectJobTrace.document, { projectRef: ctx.params.id, jobId: ctx.params.job_id }, ctx.actor, ctx.requestId);
  const trace = Buffer.from(dataOfResult(result).projectJobTrace, 'base64');
  return RouteAnswer.raw(200, { 'content-type': 'text/plain' }, trace);
}
