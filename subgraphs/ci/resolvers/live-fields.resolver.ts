import type { SubgraphContext } from '@forgegraph/platform';
import { Ctx, FieldResolver, Int, Resolver, Root } from 'type-graphql';
import { Job } from '../entities/job.entity';
import { Pipeline } from '../entities/pipeline.entity';
import { PipelineVariable } from '../entities/pipeline-variable.entity';
import { CommitRef, commitRef } from '../schema/refs.types';
import { latestBuildsLoader, retriesCountLoader } from '../services/jobs/job-loaders';
import { readablePipelineVariables, stageNamesLoader } from '../services/live/hook-data-loaders';

/** What hooks and live subscribers select of a pipeline besides its record; batched per request. */
@Resolver(() => Pipeline)
export class PipelineLiveFieldsResolver {
  @FieldResolver(() => CommitRef, { nullable: true, description: 'The commit it ran for (the repository resolves it; null when gone).' })
  commit(@Root() pipeline: Pipeline): CommitRef {
    return commitRef(pipeline.projectId, pipeline.sha);
  }

  @FieldResolver(() => [Job], { description: 'Its latest builds (trigger jobs and retried jobs left out), oldest first.' })
  latestBuilds(@Root() pipeline: Pipeline, @Ctx() ctx: SubgraphContext): Promise<Job[]> {
    return latestBuildsLoader(ctx).load(pipeline.id);
  }

  @FieldResolver(() => [String], { description: 'The names of its stages that have jobs, in order.' })
  stageNames(@Root() pipeline: Pipeline, @Ctx() ctx: SubgraphContext): Promise<string[]> {
    return stageNamesLoader(ctx).load(pipeline.id);
  }

  @FieldResolver(() => [PipelineVariable], { description: 'The variables it was created with; empty for callers below Developer.' })
  variables(@Root() pipeline: Pipeline, @Ctx() ctx: SubgraphContext): Promise<PipelineVariable[]> {
    return readablePipelineVariables(ctx, pipeline);
  }
}

@Resolver(() => Job)
export class JobLiveFieldsResolver {
  @FieldResolver(() => Int, { description: 'How many earlier runs of it were retried (Ci::Build#retries_count).' })
  retriesCount(@Root() job: Job, @Ctx() ctx: SubgraphContext): Promise<number> {
    return retriesCountLoader(ctx).load(job.id);
  }
}
