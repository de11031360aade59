import { type SubgraphContext } from '@forgegraph/platform';
import { GraphQLJSONObject } from 'graphql-scalars';
import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import { CommitNode, CommitStatsType } from '../schema/commit.type';
import { ProjectRef, projectRef } from '../schema/project-ref.type';
import { CommitChangesNode } from '../schema/push-summary.type';
import { changesLoader, statsLoader, trailersLoader } from '../services/commits/commit-loaders';

/** The per-commit extras; each is batched across every commit of the response. */
@Resolver(() => CommitNode)
export class CommitResolver {
  @FieldResolver(() => CommitStatsType, { description: 'Lines added and removed against the first parent.' })
  stats(@Root() commit: CommitNode, @Ctx() ctx: SubgraphContext): Promise<CommitStatsType> {
    return statsLoader(ctx, commit.gitDir).load(commit.sha);
  }

  @FieldResolver(() => GraphQLJSONObject, { description: 'Git trailers, name → last value.' })
  async trailers(@Root() commit: CommitNode, @Ctx() ctx: SubgraphContext): Promise<Record<string, string>> {
    return (await trailersLoader(ctx, commit.gitDir).load(commit.sha)).last;
  }

  @FieldResolver(() => GraphQLJSONObject, { description: 'Git trailers, name → every value.' })
  async extendedTrailers(@Root() commit: CommitNode, @Ctx() ctx: SubgraphContext): Promise<Record<string, string[]>> {
    return (await trailersLoader(ctx, commit.gitDir).load(commit.sha)).all;
  }

  @FieldResolver(() => CommitChangesNode, { description: 'Paths added, modified and removed against the first parent (push hook commits).' })
  changes(@Root() commit: CommitNode, @Ctx() ctx: SubgraphContext): Promise<CommitChangesNode> {
    return changesLoader(ctx, commit.gitDir).load(commit.sha);
  }

  @FieldResolver(() => ProjectRef)
  project(@Root() commit: CommitNode): ProjectRef {
    return projectRef(Number(commit.projectId));
  }
}
