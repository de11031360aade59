import { clampPage, type Page, type SubgraphContext } from '@forgegraph/platform';
import { Arg, Args, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { CreateReleaseInput, ReleaseListArgs, UpdateReleaseInput } from '../schema/release.inputs';
import { ReleaseNode, ReleasePage } from '../schema/release.type';
import { projectIdOf } from '../services/domains/collaboration.client';
import { findRelease, latestRelease, listReleases } from '../services/releases/release-query.service';
import { createRelease, deleteRelease, updateRelease } from '../services/releases/release-write.service';

/** doc/api/releases/index.md */
@Resolver()
export class ReleasesResolver {
  @Query(() => ReleasePage)
  async projectReleases(@Arg('projectId', () => ID) projectId: string, @Args(() => ReleaseListArgs) args: ReleaseListArgs, @Ctx() ctx: SubgraphContext): Promise<Page<ReleaseNode>> {
    return listReleases(ctx, await projectIdOf(ctx, projectId), clampPage(args));
  }

  @Query(() => ReleaseNode, { description: '`404 Not Found` when the tag has no release.' })
  async projectRelease(@Arg('projectId', () => ID) projectId: string, @Arg('tagName', () => String) tagName: string, @Ctx() ctx: SubgraphContext): Promise<ReleaseNode> {
    return findRelease(ctx, await projectIdOf(ctx, projectId), tagName);
  }

  @Query(() => ReleaseNode, { description: 'The latest release by `released_at`.' })
  async projectLatestRelease(@Arg('projectId', () => ID) projectId: string, @Ctx() ctx: SubgraphContext): Promise<ReleaseNode> {
    return latestRelease(ctx, await projectIdOf(ctx, projectId));
  }

  @Mutation(() => ReleaseNode)
  async createRelease(@Arg('input', () => CreateReleaseInput) input: CreateReleaseInput, @Ctx() ctx: SubgraphContext): Promise<ReleaseNode> {
    return createRelease(ctx, await projectIdOf(ctx, input.projectId), input);
  }

  @Mutation(() => ReleaseNode)
  async updateRelease(@Arg('input', () => UpdateReleaseInput) input: UpdateReleaseInput, @Ctx() ctx: SubgraphContext): Promise<ReleaseNode> {
    return updateRelease(ctx, await projectIdOf(ctx, input.projectId), input);
  }

  @Mutation(() => ReleaseNode, { description: 'Answers the deleted release.' })
  async deleteRelease(@Arg('projectId', () => ID) projectId: string, @Arg('tagName', () => String) tagName: string, @Ctx() ctx: SubgraphContext): Promise<ReleaseNode> {
    return deleteRelease(ctx, await projectIdOf(ctx, projectId), tagName);
  }
}
