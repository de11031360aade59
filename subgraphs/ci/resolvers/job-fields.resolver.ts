import type { SubgraphContext } from '@forgegraph/platform';
import { Ctx, FieldResolver, Float, Resolver, Root } from 'type-graphql';
import { Job } from '../entities/job.entity';
import { Pipeline } from '../entities/pipeline.entity';
import { CommitRef, commitRef, ProjectRef, projectRef, UserRef, userRef } from '../schema/refs.types';
import { pipelineLoader } from '../services/pipelines/pipeline-loaders';

/** Derived job fields; the pipeline comes through one batched query per request. */
@Resolver(() => Job)
export class JobFieldsResolver {
  @FieldResolver(() => Pipeline)
  async pipeline(@Root() job: Job, @Ctx() ctx: SubgraphContext): Promise<Pipeline> {
    return (await pipelineLoader(ctx).load(job.pipelineId))!;
  }

  @FieldResolver(() => ProjectRef)
  project(@Root() job: Job): ProjectRef {
    return projectRef(job.projectId);
  }

  @FieldResolver(() => UserRef, { nullable: true })
  user(@Root() job: Job): UserRef | null {
    return job.userId === null ? null : userRef(job.userId);
  }

  @FieldResolver(() => CommitRef, { nullable: true, description: 'Null when the caller may not read the code or the commit is gone.' })
  commit(@Root() job: Job): CommitRef {
    return commitRef(job.projectId, job.sha);
  }

  @FieldResolver(() => Float, { nullable: true, description: 'Seconds running (until now while it runs).' })
  duration(@Root() job: Job): number | null {
    if (!job.startedAt) return null;
    return ((job.finishedAt ?? new Date()).getTime() - job.startedAt.getTime()) / 1000;
  }

  @FieldResolver(() => Float, { nullable: true, description: 'Seconds queued before a runner took it (until now while pending).' })
  queuedDuration(@Root() job: Job): number | null {
    if (!job.queuedAt) return null;
    return ((job.startedAt ?? new Date()).getTime() - job.queuedAt.getTime()) / 1000;
  }

  @FieldResolver(() => [String], { description: 'Sorted (Entities::Ci::Job#tag_list).' })
  tagList(@Root() job: Job): string[] {
    return [...job.tagList].sort();
  }
}
