import { PageArgs, Paginated, type Page, type SubgraphContext } from '@forgegraph/platform';
import { Arg, Args, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { CommitStatusesFilter, CreateCommitStatusInput } from '../schema/commit-status.inputs';
import { CommitStatus } from '../schema/commit-status.types';
import { createCommitStatus } from '../services/commit-statuses/commit-status-create.service';
import { listCommitStatuses } from '../services/commit-statuses/commit-status-finder';

const CommitStatusPage = Paginated(CommitStatus, 'CommitStatusPage');

/** doc/api/commits.md, commit statuses. */
@Resolver()
export class CommitStatusResolver {
  @Query(() => CommitStatusPage)
  commitStatuses(@Arg('projectRef', () => String) projectRef: string, @Arg('sha', () => String) sha: string,
    @Arg('filter', () => CommitStatusesFilter, { nullable: true }) filter: CommitStatusesFilter | null, @Args() page: PageArgs,
    @Ctx() ctx: SubgraphContext): Promise<Page<CommitStatus>> {
    return listCommitStatuses(ctx, projectRef, sha, filter ?? {}, page);
  }

  @Mutation(() => CommitStatus)
  createCommitStatus(@Arg('input', () => CreateCommitStatusInput) input: CreateCommitStatusInput, @Ctx() ctx: SubgraphContext): Promise<CommitStatus> {
    return createCommitStatus(ctx, input);
  }
}
