import { clampPage, type Page, type SubgraphContext } from '@forgegraph/platform';
import { Arg, Args, Ctx, ID, Query, Resolver } from 'type-graphql';
import { BranchNode, BranchPage } from '../schema/branch.type';
import { CommitNode, CommitPage, CommitRefPage, type CommitRefNode } from '../schema/commit.type';
import { DiffPage, TreeEntryPage, type DiffNode, type TreeEntryNode } from '../schema/content.types';
import type { ProtectedBranchNode } from '../schema/protected-branch.type';
import { TagNode, TagPage } from '../schema/tag.type';
import { commitRefs, listCommits } from '../services/commits/commit-query.service';
import { commitDiff } from '../services/commits/compare.service';
import { listTree } from '../services/files/tree.service';
import { listBranches, type ListBranchesArgs } from '../services/refs/branch.service';
import { listProtectedBranches } from '../services/refs/protected-branch.service';
import { listTags, type ListTagsArgs } from '../services/refs/tag.service';
import { projectIdOf } from '../services/domains/collaboration.client';
import { CommitDiffArgs, CommitListArgs, CommitRefsArgs } from '../schema/commit.inputs';
import { TreeArgs } from '../schema/file.inputs';
import { ProtectedBranchPage } from '../schema/protected-branch.page';
import { BranchListArgs, ProtectedBranchListArgs, TagListArgs } from '../schema/ref.inputs';

/**
 * The repository's lists as root fields taking GitLab's `:id` (project id or full path): a page at
 * the root is what the REST facade's offset pagination reads. Same services as the Repository fields.
 */
@Resolver()
export class ProjectScopedListsResolver {
  @Query(() => CommitPage)
  async repositoryCommits(@Arg('projectId', () => ID) projectId: string, @Args(() => CommitListArgs) args: CommitListArgs, @Ctx() ctx: SubgraphContext): Promise<Page<CommitNode>> {
    return listCommits(ctx, await projectIdOf(ctx, projectId), { ...clampPage(args), order: args.order === 'topo' ? 'topo' : 'default' });
  }

  @Query(() => CommitRefPage)
  async repositoryCommitRefs(@Arg('projectId', () => ID) projectId: string, @Args(() => CommitRefsArgs) args: CommitRefsArgs, @Ctx() ctx: SubgraphContext): Promise<Page<CommitRefNode>> {
    const type = args.type === 'branch' || args.type === 'tag' ? args.type : 'all';
    return commitRefs(ctx, await projectIdOf(ctx, projectId), args.sha, type, clampPage(args));
  }

  @Query(() => DiffPage)
  async repositoryCommitDiff(@Arg('projectId', () => ID) projectId: string, @Args(() => CommitDiffArgs) args: CommitDiffArgs, @Ctx() ctx: SubgraphContext): Promise<Page<DiffNode>> {
    return commitDiff(ctx, await projectIdOf(ctx, projectId), args.sha, clampPage(args));
  }

  @Query(() => TagPage)
  async repositoryTags(@Arg('projectId', () => ID) projectId: string, @Args(() => TagListArgs) args: TagListArgs, @Ctx() ctx: SubgraphContext): Promise<Page<TagNode>> {
    return listTags(ctx, await projectIdOf(ctx, projectId), clampPage(args) as ListTagsArgs);
  }

  @Query(() => BranchPage)
  async repositoryBranches(@Arg('projectId', () => ID) projectId: string, @Args(() => BranchListArgs) args: BranchListArgs, @Ctx() ctx: SubgraphContext): Promise<Page<BranchNode>> {
    return listBranches(ctx, await projectIdOf(ctx, projectId), clampPage(args) as ListBranchesArgs);
  }

  @Query(() => ProtectedBranchPage)
  async repositoryProtectedBranches(@Arg('projectId', () => ID) projectId: string, @Args(() => ProtectedBranchListArgs) args: ProtectedBranchListArgs, @Ctx() ctx: SubgraphContext): Promise<Page<ProtectedBranchNode>> {
    return listProtectedBranches(ctx, await projectIdOf(ctx, projectId), clampPage(args));
  }

  @Query(() => TreeEntryPage)
  async repositoryTree(@Arg('projectId', () => ID) projectId: string, @Args(() => TreeArgs) args: TreeArgs, @Ctx() ctx: SubgraphContext): Promise<Page<TreeEntryNode>> {
    return listTree(ctx, await projectIdOf(ctx, projectId), clampPage(args));
  }
}
