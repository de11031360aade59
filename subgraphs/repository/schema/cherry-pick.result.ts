import type { SubgraphContext } from '@forgegraph/platform';
import { Field, ObjectType } from 'type-graphql';
import { CommitNode } from './commit.type';
import { cherryPickCommit } from '../services/commits/cherry-pick.service';
import { projectIdOf } from '../services/domains/collaboration.client';
import type { CherryPickCommitInput } from './commit.inputs';

/** The new commit, or for a dry run `dryRun: "success"` and no commit. */
@ObjectType('CherryPickResult')
export class CherryPickResult {
  @Field(() => CommitNode, { nullable: true }) commit!: CommitNode | null;
  @Field(() => String, { nullable: true }) dryRun!: string | null;
}

export async function cherryPick(ctx: SubgraphContext, input: CherryPickCommitInput): Promise<CherryPickResult> {
  const commit = await cherryPickCommit(ctx, { ...input, projectId: await projectIdOf(ctx, input.projectId) });
  return Object.assign(new CherryPickResult(), { commit, dryRun: input.dryRun ? 'success' : null });
}
