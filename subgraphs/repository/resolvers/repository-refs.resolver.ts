import { clampPage, NotFoundError, type Page, type SubgraphContext } from '@forgegraph/platform';
import { Arg, Args, Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import { BranchNode, BranchPage } from '../schema/branch.type';
import { ProtectedBranchNode } from '../schema/protected-branch.type';
import { RepositoryNode } from '../schema/repository.type';
import { TagNode, TagPage, TagSignatureNode } from '../schema/tag.type';
import { findBranch, listBranches, type ListBranchesArgs } from '../services/refs/branch.service';
import { findProtectedBranch, listProtectedBranches } from '../services/refs/protected-branch.service';
import { findTag, listTags, type ListTagsArgs } from '../services/refs/tag.service';
import { tagSignature } from '../services/x509/tag-signature.service';
import { ProtectedBranchPage } from '../schema/protected-branch.page';
import { BranchListArgs, ProtectedBranchListArgs, TagListArgs } from '../schema/ref.inputs';

@Resolver(() => RepositoryNode)
export class RepositoryRefsResolver {
  @FieldResolver(() => TagPage)
  tags(@Root() repo: RepositoryNode, @Args(() => TagListArgs) args: TagListArgs, @Ctx() ctx: SubgraphContext): Promise<Page<TagNode>> {
    return listTags(ctx, Number(repo.projectId), clampPage(args) as ListTagsArgs);
  }

  @FieldResolver(() => TagNode, { description: '`404 Tag Not Found` when missing.' })
  tag(@Root() repo: RepositoryNode, @Arg('name', () => String) name: string, @Ctx() ctx: SubgraphContext): Promise<TagNode> {
    return findTag(ctx, Number(repo.projectId), name);
  }

  @FieldResolver(() => TagSignatureNode, { description: 'The signature of a tag; `404 GPG Signature Not Found` for an unsigned one.' })
  async tagSignature(@Root() repo: RepositoryNode, @Arg('name', () => String) name: string, @Ctx() ctx: SubgraphContext): Promise<TagSignatureNode> {
    const signature = await tagSignature(ctx, await findTag(ctx, Number(repo.projectId), name));
    if (!signature) throw NotFoundError.resource('GPG Signature');
    return signature;
  }

  @FieldResolver(() => BranchPage)
  branches(@Root() repo: RepositoryNode, @Args(() => BranchListArgs) args: BranchListArgs, @Ctx() ctx: SubgraphContext): Promise<Page<BranchNode>> {
    return listBranches(ctx, Number(repo.projectId), clampPage(args) as ListBranchesArgs);
  }

  @FieldResolver(() => BranchNode, { description: '400 for a name git refuses, `404 Branch Not Found` when missing.' })
  branch(@Root() repo: RepositoryNode, @Arg('name', () => String) name: string, @Ctx() ctx: SubgraphContext): Promise<BranchNode> {
    return findBranch(ctx, Number(repo.projectId), name);
  }

  @FieldResolver(() => ProtectedBranchPage, { description: 'Maintainers only.' })
  protectedBranches(@Root() repo: RepositoryNode, @Args(() => ProtectedBranchListArgs) args: ProtectedBranchListArgs, @Ctx() ctx: SubgraphContext): Promise<Page<ProtectedBranchNode>> {
    return listProtectedBranches(ctx, Number(repo.projectId), clampPage(args));
  }

  @FieldResolver(() => ProtectedBranchNode)
  protectedBranch(@Root() repo: RepositoryNode, @Arg('name', () => String) name: string, @Ctx() ctx: SubgraphContext): Promise<ProtectedBranchNode> {
    return findProtectedBranch(ctx, Number(repo.projectId), name);
  }
}
