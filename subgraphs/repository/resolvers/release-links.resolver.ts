import { clampPage, PageArgs, type Page, type SubgraphContext } from '@forgegraph/platform';
import { Arg, Args, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { ReleaseLinkInput } from '../schema/release.inputs';
import { ReleaseLinkNode, ReleaseLinkPage } from '../schema/release.type';
import { projectIdOf } from '../services/domains/collaboration.client';
import {
  createReleaseLink, deleteReleaseLink, findReleaseLink, listReleaseLinks, updateReleaseLink,
} from '../services/releases/release-links.service';

/** doc/api/releases/links.md */
@Resolver()
export class ReleaseLinksResolver {
  @Query(() => ReleaseLinkPage)
  async releaseLinks(@Arg('projectId', () => ID) projectId: string, @Arg('tagName', () => String) tagName: string, @Args(() => PageArgs) args: PageArgs, @Ctx() ctx: SubgraphContext): Promise<Page<ReleaseLinkNode>> {
    return listReleaseLinks(ctx, await projectIdOf(ctx, projectId), tagName, clampPage(args));
  }

  @Query(() => ReleaseLinkNode)
  async releaseLink(@Arg('projectId', () => ID) projectId: string, @Arg('tagName', () => String) tagName: string, @Arg('linkId', () => ID) linkId: string, @Ctx() ctx: SubgraphContext): Promise<ReleaseLinkNode> {
    return findReleaseLink(ctx, await projectIdOf(ctx, projectId), tagName, linkId);
  }

  @Mutation(() => ReleaseLinkNode)
  async createReleaseLink(@Arg('projectId', () => ID) projectId: string, @Arg('tagName', () => String) tagName: string, @Arg('input', () => ReleaseLinkInput) input: ReleaseLinkInput, @Ctx() ctx: SubgraphContext): Promise<ReleaseLinkNode> {
    return createReleaseLink(ctx, await projectIdOf(ctx, projectId), tagName, input);
  }

  @Mutation(() => ReleaseLinkNode)
  async updateReleaseLink(
    @Arg('projectId', () => ID) projectId: string, @Arg('tagName', () => String) tagName: string, @Arg('linkId', () => ID) linkId: string,
    @Arg('input', () => ReleaseLinkInput) input: ReleaseLinkInput, @Ctx() ctx: SubgraphContext,
  ): Promise<ReleaseLinkNode> {
    return updateReleaseLink(ctx, await projectIdOf(ctx, projectId), tagName, linkId, input);
  }

  @Mutation(() => ReleaseLinkNode, { description: 'Answers the deleted link.' })
  async deleteReleaseLink(@Arg('projectId', () => ID) projectId: string, @Arg('tagName', () => String) tagName: string, @Arg('linkId', () => ID) linkId: string, @Ctx() ctx: SubgraphContext): Promise<ReleaseLinkNode> {
    return deleteReleaseLink(ctx, await projectIdOf(ctx, projectId), tagName, linkId);
  }
}
