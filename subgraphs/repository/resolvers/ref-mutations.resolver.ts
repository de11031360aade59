import { type SubgraphContext } from '@forgegraph/platform';
import { projectIdOf } from '../services/domains/collaboration.client';
import { Arg, Ctx, ID, Mutation, Resolver } from 'type-graphql';
import { BranchNode } from '../schema/branch.type';
import { ProtectBranchInput, ProtectedBranchNode } from '../schema/protected-branch.type';
import { TagNode } from '../schema/tag.type';
import { createBranch, deleteBranch } from '../services/refs/branch-write.service';
import { protectBranch, unprotectBranch } from '../services/refs/protected-branch.service';
import { createTag, deleteTag } from '../services/refs/tag.service';
import { CreateBranchInput, CreateTagInput } from '../schema/ref.inputs';

@Resolver()
export class RefMutationsResolver {
  @Mutation(() => TagNode)
  async createTag(@Arg('input', () => CreateTagInput) input: CreateTagInput, @Ctx() ctx: SubgraphContext): Promise<TagNode> {
    return createTag(ctx, { ...input, projectId: await projectIdOf(ctx, input.projectId) });
  }

  @Mutation(() => Boolean)
  async deleteTag(@Arg('projectId', () => ID) projectId: string, @Arg('tagName', () => String) tagName: string, @Ctx() ctx: SubgraphContext): Promise<boolean> {
    return deleteTag(ctx, await projectIdOf(ctx, projectId), tagName);
  }

  @Mutation(() => BranchNode)
  async createBranch(@Arg('input', () => CreateBranchInput) input: CreateBranchInput, @Ctx() ctx: SubgraphContext): Promise<BranchNode> {
    return createBranch(ctx, { ...input, projectId: await projectIdOf(ctx, input.projectId) });
  }

  @Mutation(() => Boolean)
  async deleteBranch(@Arg('projectId', () => ID) projectId: string, @Arg('branch', () => String) branch: string, @Ctx() ctx: SubgraphContext): Promise<boolean> {
    return deleteBranch(ctx, await projectIdOf(ctx, projectId), branch);
  }

  @Mutation(() => ProtectedBranchNode)
  async protectBranch(@Arg('input', () => ProtectBranchInput) input: ProtectBranchInput, @Ctx() ctx: SubgraphContext): Promise<ProtectedBranchNode> {
    return protectBranch(ctx, { ...input, projectId: String(await projectIdOf(ctx, input.projectId)) });
  }

  @Mutation(() => Boolean)
  async unprotectBranch(@Arg('projectId', () => ID) projectId: string, @Arg('name', () => String) name: string, @Ctx() ctx: SubgraphContext): Promise<boolean> {
    return unprotectBranch(ctx, await projectIdOf(ctx, projectId), name);
  }
}
