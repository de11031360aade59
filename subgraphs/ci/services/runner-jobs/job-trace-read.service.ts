import type { SubgraphContext } from '@forgegraph/platform';
import { requireReadPipelines } from '../access/ci-access';
import { projectIdOf } from '../domains/collaboration.client';
import { findProjectJob } from '../jobs/job-finder';
import { readTrace } from './job-trace.service';

/** GET /projects/:id/jobs/:job_id/trace: the log as stored so far (`read_build` and `read_build_trace`). */
export async function projectJobTrace(ctx: SubgraphContext, projectRef: string, jobId: number): Promise<Buffer> {
  const projectId = await projectIdOf(ctx, projectRef);
  await requireReadPipelines(ctx, projectId);
  const job = await findProjectJob(ctx, projectId, jobId);
  return readTrace(ctx.em, job.id);
}
