import { PageArgs, type Page, type SubgraphContext } from '@forgegraph/platform';
import { Arg, Args, Ctx, Int, Query, Resolver } from 'type-graphql';
import { Issue } from '../../entities/issue.entity';
import { MergeRequest } from '../../entities/merge-request.entity';
import { IssuePage } from '../../schema/issue.types';
import { MergeRequestPage } from '../../schema/merge-request.types';
import { listIssueClosingMergeRequests, listMergeRequestClosingIssues } from '../../services/closing-issues/closing-issues-lists.service';

/** The issues a merge request closes when merged into the default branch, and the other way round. */
@Resolver()
export class ClosingIssuesResolver {
  @Query(() => IssuePage, { description: 'The issues the merge request closes that the caller may read (GET …/closes_issues).' })
  mergeRequestClosesIssues(@Arg('projectRef', () => String) projectRef: string, @Arg('iid', () => Int) iid: number, @Args() page: PageArgs, @Ctx() ctx: SubgraphContext): Promise<Page<Issue>> {
    return listMergeRequestClosingIssues(ctx, projectRef, iid, page);
  }

  @Query(() => MergeRequestPage, { description: 'The open merge requests that close the open issue (GET …/issues/:issue_iid/closed_by).' })
  issueClosedBy(@Arg('projectRef', () => String) projectRef: string, @Arg('iid', () => Int) iid: number, @Args() page: PageArgs, @Ctx() ctx: SubgraphContext): Promise<Page<MergeRequest>> {
    return listIssueClosingMergeRequests(ctx, projectRef, iid, page);
  }
}
