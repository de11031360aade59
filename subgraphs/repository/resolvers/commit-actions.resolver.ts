import { type SubgraphContext } from '@forgegraph/platform';
import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { CommitNode } from '../schema/commit.type';
import { CherryPickResult } from '../schema/cherry-pick.result';
import { RevertCommitInput } from '../schema/commit.inputs';
import { findMergeBase } from '../services/commits/merge-base.service';
import { revertCommit } from '../services/commits/revert.service';
import { commitSignature } from '../services/x509/commit-signature.service';
import { CommitSignatureNode } from '../schema/commit-signature.type';
import { projectIdOf } from '../services/domains/collaboration.client';

/** doc/api/commits.md (revert, signature) and doc/api/repositories.md#merge-base. */
@Resolver()
export class CommitActionsResolver {
  @Mutation(() => CherryPickResult, { description: 'POST /repository/commits/:sha/revert; failures carry `error_code` in the error body.' })
  async revertCommit(@Arg('input', () => RevertCommitInput) input: RevertCommitInput, @Ctx() ctx: SubgraphContext): Promise<CherryPickResult> {
    const commit = await revertCommit(ctx, { ...input, projectId: await projectIdOf(ctx, input.projectId) });
    return Object.assign(new CherryPickResult(), { commit, dryRun: input.dryRun ? 'success' : null });
  }

  @Query(() => CommitNode, { description: 'The best common ancestor of two or more refs.' })
  async repositoryMergeBase(@Arg('projectId', () => ID) projectId: string, @Arg('refs', () => [String]) refs: string[], @Ctx() ctx: SubgraphContext): Promise<CommitNode> {
    return findMergeBase(ctx, await projectIdOf(ctx, projectId), refs);
  }

  @Query(() => CommitSignatureNode, { description: '`404 Signature Not Found` for an unsigned commit.' })
  async repositoryCommitSignature(@Arg('projectId', () => ID) projectId: string, @Arg('sha', () => String) sha: string, @Ctx() ctx: SubgraphContext): Promise<CommitSignatureNode> {
    return commitSignature(ctx, await projectIdOf(ctx, projectId), sha);
  }
}
