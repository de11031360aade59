import type { SubgraphContext } from '@forgegraph/platform';
import { Arg, Ctx, ID, Query, Resolver } from 'type-graphql';
import { Job } from '../entities/job.entity';
import { Pipeline } from '../entities/pipeline.entity';
import { findVisibleJob, findVisiblePipeline } from '../services/live/live-lookup';

/** The roots the gateway's `pipelineStatusChanged` / `jobStatusChanged` re-query each event through. */
@Resolver()
export class LiveStatusResolver {
  @Query(() => Pipeline, { nullable: true, description: 'A pipeline by id; null when it is gone or the caller may not read it.' })
  pipeline(@Arg('id', () => ID) id: string, @Ctx() ctx: SubgraphContext): Promise<Pipeline | null> {
    return findVisiblePipeline(ctx, id);
  }

  @Query(() => Job, { nullable: true, description: 'A job by id; null when it is gone or the caller may not read it.' })
  job(@Arg('id', () => ID) id: string, @Ctx() ctx: SubgraphContext): Promise<Job | null> {
    return findVisibleJob(ctx, id);
  }
}
