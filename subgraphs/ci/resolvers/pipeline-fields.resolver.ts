import type { SubgraphContext } from '@forgegraph/platform';
import { Ctx, FieldResolver, Int, Resolver, Root } from 'type-graphql';
import { Pipeline } from '../entities/pipeline.entity';
import { DetailedStatus } from '../schema/pipeline.types';
import { ProjectRef, projectRef, UserRef, userRef } from '../schema/refs.types';
import { projectSettingsLoader } from '../services/domains/collaboration.client';
import { pipelineDetailedStatus } from '../services/pipelines/detailed-status';
import { pipelineJobStatsLoader } from '../services/pipelines/pipeline-loaders';

/** Derived pipeline fields; relations go through the request's loaders and the gateway. */
@Resolver(() => Pipeline)
export class PipelineFieldsResolver {
  @FieldResolver(() => ProjectRef)
  project(@Root() pipeline: Pipeline): ProjectRef {
    return projectRef(pipeline.projectId);
  }

  @FieldResolver(() => UserRef, { nullable: true, description: 'Who ran it; null for pipelines of no user.' })
  user(@Root() pipeline: Pipeline): UserRef | null {
    return pipeline.userId === null ? null : userRef(pipeline.userId);
  }

  @FieldResolver(() => Int, { nullable: true, description: 'Seconds from creation until it started running.' })
  queuedDuration(@Root() pipeline: Pipeline): number | null {
    return pipeline.startedAt ? Math.round((pipeline.startedAt.getTime() - pipeline.createdAt.getTime()) / 1000) : null;
  }

  @FieldResolver(() => String, { nullable: true, description: "Average coverage of its latest jobs, two decimals (PipelinePresenter#coverage)." })
  async coverage(@Root() pipeline: Pipeline, @Ctx() ctx: SubgraphContext): Promise<string | null> {
    const { coverage } = await pipelineJobStatsLoader(ctx).load(pipeline.id);
    return coverage === null ? null : coverage.toFixed(2);
  }

  @FieldResolver(() => DetailedStatus)
  async detailedStatus(@Root() pipeline: Pipeline, @Ctx() ctx: SubgraphContext): Promise<DetailedStatus> {
    const [stats, project] = await Promise.all([pipelineJobStatsLoader(ctx).load(pipeline.id), projectSettingsLoader(ctx).load(pipeline.projectId)]);
    return pipelineDetailedStatus(pipeline.status, stats.hasWarnings, `/${project?.pathWithNamespace ?? pipeline.projectId}/-/pipelines/${pipeline.id}`);
  }
}
