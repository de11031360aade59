import { type SubgraphContext } from '@forgegraph/platform';
import { Arg, Ctx, ID, Mutation, Resolver } from 'type-graphql';
import { BranchNode } from '../schema/branch.type';
import { ProtectBranchInput, ProtectedBranchNode } from '../schema/protected-branch.type';
import { TagNode } from '../schema/tag.type';
import { createBranch, deleteBranch } from '../services/branch-write.service';
import { protectBranch, unprotectBranch } from '../services/protected-branch.service';
import { createTag, deleteTag } from '../services/tag.service';
import { CreateBranchInput, CreateTagInput } from './ref.inputs';

@Resolver()
export class RefMutationsResolver {
  @Mutation(() => TagNode)
  createTag(@Arg('input', () => CreateTagInput) input: CreateTagInput, @Ctx() ctx: SubgraphContext): Promise<TagNode> {
    return createTag(ctx, { ...input, projectId: Number(input.projectId) });
  }

  @Mutation(() => Boolean)
  deleteTag(@Arg('projectId', () => ID) projectId: string, @Arg('tagName', () => String) tagName: string, @Ctx() ctx: SubgraphContext): Promise<boolean> {
    return deleteTag(ctx, Number(projectId), tagName);
  }

  @Mutation(() => BranchNode)
  createBranch(@Arg('input', () => CreateBranchInput) input: CreateBranchInput, @Ctx() ctx: SubgraphContext): Promise<BranchNode> {
    return createBranch(ctx, { ...input, projectId: Number(input.projectId) });
  }

  @Mutation(() => Boolean)
  deleteBranch(@Arg('projectId', () => ID) projectId: string, @Arg('branch', () => String) branch: string, @Ctx() ctx: SubgraphContext): Promise<boolean> {
    return deleteBranch(ctx, Number(projectId), branch);
  }

  @Mutation(() => ProtectedBranchNode)
  protectBranch(@Arg('input', () => ProtectBranchInput) input: ProtectBranchInput, @Ctx() ctx: SubgraphContext): Promise<ProtectedBranchNode> {
    return protectBranch(ctx, input);
  }

  @Mutation(() => Boolean)
  unprotectBranch(@Arg('projectId', () => ID) projectId: string, @Arg('name', () => String) name: string, @Ctx() ctx: SubgraphContext): Promise<boolean> {
    return unprotectBranch(ctx, Number(projectId), name);
  }
}
