import { clampPage, selectsPath, type Page, type SubgraphContext } from '@forgegraph/platform';
import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Args, Ctx, FieldResolver, Info, Int, Mutation, Resolver, Root } from 'type-graphql';
import { CommitNode, CommitPage, CommitRefPage, type CommitRefNode } from '../schema/commit.type';
import { DiffPage, type DiffNode } from '../schema/content.types';
import { RepositoryNode } from '../schema/repository.type';
import { commitDiff } from '../services/commits/compare.service';
import { commitRefs, commitSequence, findCommit, listCommits } from '../services/commits/commit-query.service';
import { createCommit } from '../services/commits/commit-write.service';
import { projectIdOf } from '../services/domains/collaboration.client';
import { CherryPickCommitInput, CommitDiffArgs, CommitListArgs, CommitRefsArgs, CommitSequenceArgs, CreateCommitInput } from '../schema/commit.inputs';
import { CherryPickResult, cherryPick } from '../schema/cherry-pick.result';

@Resolver(() => RepositoryNode)
export class RepositoryCommitsResolver {
  @FieldResolver(() => CommitPage, { description: 'GET /repository/commits; pageInfo.total is counted only when selected.' })
  commits(@Root() repo: RepositoryNode, @Args(() => CommitListArgs) args: CommitListArgs, @Ctx() ctx: SubgraphContext, @Info() info: GraphQLResolveInfo): Promise<Page<CommitNode>> {
    const withTotal = args.withTotal && selectsPath(info, ['pageInfo', 'total']);
    return listCommits(ctx, Number(repo.projectId), { ...clampPage(args), order: args.order === 'topo' ? 'topo' : 'default', withTotal });
  }

  @FieldResolver(() => CommitNode, { description: 'A commit by sha, branch or tag; `404 Commit Not Found` otherwise.' })
  commit(@Root() repo: RepositoryNode, @Arg('ref', () => String) ref: string, @Ctx() ctx: SubgraphContext): Promise<CommitNode> {
    return findCommit(ctx, Number(repo.projectId), ref);
  }

  @FieldResolver(() => CommitRefPage, { description: 'Branches and tags containing a commit.' })
  commitRefs(@Root() repo: RepositoryNode, @Args(() => CommitRefsArgs) args: CommitRefsArgs, @Ctx() ctx: SubgraphContext): Promise<Page<CommitRefNode>> {
    const type = args.type === 'branch' || args.type === 'tag' ? args.type : 'all';
    return commitRefs(ctx, Number(repo.projectId), args.sha, type, clampPage(args));
  }

  @FieldResolver(() => Int, { description: 'The number of commits reachable from the commit (`git rev-list --count`).' })
  commitSequence(@Root() repo: RepositoryNode, @Args(() => CommitSequenceArgs) args: CommitSequenceArgs, @Ctx() ctx: SubgraphContext): Promise<number> {
    return commitSequence(ctx, Number(repo.projectId), args.sha, args.firstParent);
  }

  @FieldResolver(() => DiffPage, { description: "The commit's change against its first parent." })
  commitDiff(@Root() repo: RepositoryNode, @Args(() => CommitDiffArgs) args: CommitDiffArgs, @Ctx() ctx: SubgraphContext): Promise<Page<DiffNode>> {
    return commitDiff(ctx, Number(repo.projectId), args.sha, clampPage(args));
  }

  @Mutation(() => CommitNode, { description: 'POST /repository/commits: one commit from a batch of file actions.' })
  async createCommit(@Arg('input', () => CreateCommitInput) input: CreateCommitInput, @Ctx() ctx: SubgraphContext): Promise<CommitNode> {
    const startProjectId = input.startProject ? await projectIdOf(ctx, input.startProject) : null;
    return createCommit(ctx, { ...input, projectId: await projectIdOf(ctx, input.projectId), startProjectId });
  }

  @Mutation(() => CherryPickResult, { description: 'POST /repository/commits/:sha/cherry_pick; failures carry `error_code` in the error body.' })
  cherryPickCommit(@Arg('input', () => CherryPickCommitInput) input: CherryPickCommitInput, @Ctx() ctx: SubgraphContext): Promise<CherryPickResult> {
    return cherryPick(ctx, input);
  }
}
