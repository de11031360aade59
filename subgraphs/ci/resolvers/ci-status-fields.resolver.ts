import { clampPage, PageArgs, type Page, type SubgraphContext } from '@forgegraph/platform';
import { Args, Ctx, Directive, FieldResolver, Resolver, Root } from 'type-graphql';
import { Pipeline } from '../entities/pipeline.entity';
import { MergeRequestRef } from '../schema/merge-request-ref.type';
import { PipelinePage } from '../schema/pipeline.types';
import { CommitRef } from '../schema/refs.types';
import { mergeRequestPipelines } from '../services/pipelines/merge-request-pipelines';
import { latestReadablePipeline } from '../services/live/latest-pipeline-loaders';

/** CI's part of a commit (Entities::CommitDetail `status`, `last_pipeline`), from its key alone. */
@Resolver(() => CommitRef)
export class CommitPipelineResolver {
  @FieldResolver(() => Pipeline, { nullable: true, description: "The commit's newest pipeline; null when none or the caller may not read pipelines." })
  lastPipeline(@Root() commit: CommitRef, @Ctx() ctx: SubgraphContext): Promise<Pipeline | null> {
    const [projectId, sha] = commit.id.split(':');
    return /^\d+$/.test(projectId) && sha ? latestReadablePipeline(ctx, { projectId: Number(projectId), sha }) : Promise.resolve(null);
  }
}

/** CI's part of a merge request (Entities::MergeRequest `pipeline`, `head_pipeline`). */
@Resolver(() => MergeRequestRef)
export class MergeRequestPipelineResolver {
  @FieldResolver(() => Pipeline, { nullable: true, description: "The newest pipeline of the source branch's head; null when none or not readable." })
  @Directive('@requires(fields: "sourceProjectId sourceBranch diffHeadSha")')
  headPipeline(@Root() mr: MergeRequestRef, @Ctx() ctx: SubgraphContext): Promise<Pipeline | null> {
    if (!mr.diffHeadSha) return Promise.resolve(null);
    return latestReadablePipeline(ctx, { projectId: Number(mr.sourceProjectId), sha: mr.diffHeadSha, ref: mr.sourceBranch });
  }

  @FieldResolver(() => PipelinePage, { description: "The source branch's pipelines of its commits, newest first; none when pipelines are not readable." })
  @Directive('@requires(fields: "targetProjectId sourceProjectId sourceBranch diffBaseSha diffHeadSha")')
  pipelines(@Root() mr: MergeRequestRef, @Args(() => PageArgs) args: PageArgs, @Ctx() ctx: SubgraphContext): Promise<Page<Pipeline>> {
    return mergeRequestPipelines(ctx, mr, clampPage(args));
  }
}
