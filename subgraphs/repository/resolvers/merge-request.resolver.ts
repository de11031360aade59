import { clampPage, PageArgs, type Page, type SubgraphContext } from '@forgegraph/platform';
import { Arg, Args, Ctx, Directive, FieldResolver, Mutation, Resolver, Root } from 'type-graphql';
import { CommitPage, type CommitNode } from '../schema/commit.type';
import { DiffPage, type DiffNode } from '../schema/content.types';
import { MergeBranchesInput, MergeCheck, MergeRequestRef, MergeResult } from '../schema/merge.types';
import { RepositoryNode } from '../schema/repository.type';
import { checkMerge } from '../services/merges/merge-check.service';
import { mergeRequestCommits, mergeRequestDiffs } from '../services/merges/merge-request-diff.service';
import { mergeBranches } from '../services/merges/merge.service';

const DIFF_FIELDS = 'targetProjectId diffBaseSha diffHeadSha';

/** The git side of merge requests: their commits and diffs, the mergeability of two branches, the merge itself. */
@Resolver(() => MergeRequestRef)
export class MergeRequestDiffResolver {
  @FieldResolver(() => CommitPage, { description: 'The commits of the merge request diff, newest first.' })
  @Directive(`@requires(fields: "${DIFF_FIELDS}")`)
  commits(@Root() mr: MergeRequestRef, @Args(() => PageArgs) args: PageArgs, @Ctx() ctx: SubgraphContext): Promise<Page<CommitNode>> {
    return mergeRequestCommits(ctx, mr, clampPage(args));
  }

  @FieldResolver(() => DiffPage, { description: 'The file changes of the merge request diff.' })
  @Directive(`@requires(fields: "${DIFF_FIELDS}")`)
  diffs(@Root() mr: MergeRequestRef, @Args(() => PageArgs) args: PageArgs, @Ctx() ctx: SubgraphContext): Promise<Page<DiffNode>> {
    return mergeRequestDiffs(ctx, mr, clampPage(args));
  }
}

@Resolver(() => RepositoryNode)
export class RepositoryMergeResolver {
  @FieldResolver(() => MergeCheck, { description: 'How a source branch stands against a target branch, for the caller.' })
  mergeCheck(@Root() repo: RepositoryNode, @Arg('sourceBranch', () => String) source: string, @Arg('targetBranch', () => String) target: string, @Ctx() ctx: SubgraphContext): Promise<MergeCheck> {
    return checkMerge(ctx, Number(repo.projectId), source, target);
  }

  @Mutation(() => MergeResult, { description: "Merges a source branch into a target as the caller (a merge request's merge)." })
  mergeBranches(@Arg('input', () => MergeBranchesInput) input: MergeBranchesInput, @Ctx() ctx: SubgraphContext): Promise<MergeResult> {
    return mergeBranches(ctx, input);
  }
}
