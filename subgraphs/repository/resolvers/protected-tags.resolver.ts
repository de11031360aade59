import { clampPage, type Page, type SubgraphContext } from '@forgegraph/platform';
import { Arg, Args, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { ProtectedTagNode, ProtectedTagPage, ProtectTagInput } from '../schema/protected-tag.type';
import { PageArgs } from '@forgegraph/platform';
import { projectIdOf } from '../services/domains/collaboration.client';
import { findProtectedTag, listProtectedTags, protectTag, unprotectTag } from '../services/refs/protected-tag.service';

/** doc/api/protected_tags.md: Maintainers only. */
@Resolver()
export class ProtectedTagsResolver {
  @Query(() => ProtectedTagPage)
  async repositoryProtectedTags(@Arg('projectId', () => ID) projectId: string, @Args(() => PageArgs) args: PageArgs, @Ctx() ctx: SubgraphContext): Promise<Page<ProtectedTagNode>> {
    return listProtectedTags(ctx, await projectIdOf(ctx, projectId), clampPage(args));
  }

  @Query(() => ProtectedTagNode, { description: 'A miss is `404 Not found`.' })
  async repositoryProtectedTag(@Arg('projectId', () => ID) projectId: string, @Arg('name', () => String) name: string, @Ctx() ctx: SubgraphContext): Promise<ProtectedTagNode> {
    return findProtectedTag(ctx, await projectIdOf(ctx, projectId), name);
  }

  @Mutation(() => ProtectedTagNode)
  async protectTag(@Arg('input', () => ProtectTagInput) input: ProtectTagInput, @Ctx() ctx: SubgraphContext): Promise<ProtectedTagNode> {
    return protectTag(ctx, { ...input, projectId: String(await projectIdOf(ctx, input.projectId)) });
  }

  @Mutation(() => Boolean)
  async unprotectTag(@Arg('projectId', () => ID) projectId: string, @Arg('name', () => String) name: string, @Ctx() ctx: SubgraphContext): Promise<boolean> {
    return unprotectTag(ctx, await projectIdOf(ctx, projectId), name);
  }
}
