import type { SubgraphContext } from '@forgegraph/platform';
import type { Job } from '../../entities/job.entity';
import type { Pipeline } from '../../entities/pipeline.entity';
import { canReadPipelines } from '../access/ci-access';
import { jobLoader } from '../jobs/job-loaders';
import { pipelineLoader } from '../pipelines/pipeline-loaders';

/**
 * A pipeline by id for the gateway's live subscriptions, which re-query each event as the subscriber:
 * null (the event is not delivered) when it is gone or the subscriber may not `read_pipeline`.
 */
export async function findVisiblePipeline(ctx: SubgraphContext, id: string): Promise<Pipeline | null> {
  const pipeline = /^\d{1,9}$/.test(id) ? await pipelineLoader(ctx).load(Number(id)) : null;
  return pipeline && (await canReadPipelines(ctx, pipeline.projectId)) ? pipeline : null;
}

/** A job by id, as `findVisiblePipeline` (`read_build` is `read_pipeline`'s rule). */
export async function findVisibleJob(ctx: SubgraphContext, id: string): Promise<Job | null> {
  const job = /^\d{1,9}$/.test(id) ? await jobLoader(ctx).load(Number(id)) : null;
  return job && (await canReadPipelines(ctx, job.projectId)) ? job : null;
}
