import { PageArgs, type Page, type SubgraphContext } from '@forgegraph/platform';
import { Arg, Args, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Issue } from '../../entities/issue.entity';
import { CreateIssueInput, IssuesFilter, UpdateIssueInput } from '../../schema/issue.inputs';
import { IssuePage, IssueSubscriptionChange } from '../../schema/issue.types';
import { createIssue } from '../../services/issues/issue-create.service';
import { listGroupIssues, listIssues, listProjectIssues } from '../../services/issues/issue-lists.service';
import { findReadableIssue } from '../../services/issues/issue-lookup';
import { setIssueSubscription } from '../../services/issues/issue-subscriptions';
import { addSpentTime, setTimeEstimate } from '../../services/issues/issue-time-tracking.service';
import { deleteIssue, updateIssue } from '../../services/issues/issue-update.service';

const FILTER = { nullable: true } as const;

@Resolver(() => Issue)
export class IssueResolver {
  @Query(() => IssuePage, { description: "A project's issues the caller may see (GET /projects/:id/issues)." })
  projectIssues(@Arg('projectRef', () => String) projectRef: string, @Arg('filter', () => IssuesFilter, FILTER) filter: IssuesFilter | null, @Args() page: PageArgs, @Ctx() ctx: SubgraphContext): Promise<Page<Issue>> {
    return listProjectIssues(ctx, projectRef, filter ?? {}, page);
  }

  @Query(() => IssuePage, { description: "The issues of a group's projects, subgroups included (GET /groups/:id/issues)." })
  groupIssues(@Arg('groupRef', () => String) groupRef: string, @Arg('filter', () => IssuesFilter, FILTER) filter: IssuesFilter | null, @Args() page: PageArgs, @Ctx() ctx: SubgraphContext): Promise<Page<Issue>> {
    return listGroupIssues(ctx, groupRef, filter ?? {}, page);
  }

  @Query(() => IssuePage, { description: 'Issues across the projects the caller sees; `scope` defaults to `created_by_me` (GET /issues).' })
  issues(@Arg('filter', () => IssuesFilter, FILTER) filter: IssuesFilter | null, @Args() page: PageArgs, @Ctx() ctx: SubgraphContext): Promise<Page<Issue>> {
    return listIssues(ctx, filter ?? {}, page);
  }

  @Query(() => Issue, { description: 'One issue by project and iid; `404 Not found` when missing or not visible.' })
  async projectIssue(@Arg('projectRef', () => String) projectRef: string, @Arg('iid', () => Int) iid: number, @Ctx() ctx: SubgraphContext): Promise<Issue> {
    return (await findReadableIssue(ctx, projectRef, iid)).issue;
  }

  @Mutation(() => Issue)
  createIssue(@Arg('projectRef', () => String) projectRef: string, @Arg('input', () => CreateIssueInput) input: CreateIssueInput, @Ctx() ctx: SubgraphContext): Promise<Issue> {
    return createIssue(ctx, projectRef, input);
  }

  @Mutation(() => Issue)
  updateIssue(@Arg('projectRef', () => String) projectRef: string, @Arg('iid', () => Int) iid: number, @Arg('input', () => UpdateIssueInput) input: UpdateIssueInput, @Ctx() ctx: SubgraphContext): Promise<Issue> {
    return updateIssue(ctx, projectRef, iid, input);
  }

  @Mutation(() => Boolean, { description: 'Owners and administrators only.' })
  deleteIssue(@Arg('projectRef', () => String) projectRef: string, @Arg('iid', () => Int) iid: number, @Ctx() ctx: SubgraphContext): Promise<boolean> {
    return deleteIssue(ctx, projectRef, iid);
  }

  @Mutation(() => IssueSubscriptionChange)
  setIssueSubscription(@Arg('projectRef', () => String) projectRef: string, @Arg('iid', () => Int) iid: number, @Arg('subscribed', () => Boolean) subscribed: boolean, @Ctx() ctx: SubgraphContext): Promise<IssueSubscriptionChange> {
    return setIssueSubscription(ctx, projectRef, iid, subscribed);
  }

  @Mutation(() => Issue, { description: 'Sets the time estimate (`3h30m`); a null duration resets it.' })
  setIssueTimeEstimate(@Arg('projectRef', () => String) projectRef: string, @Arg('iid', () => Int) iid: number, @Arg('duration', () => String, { nullable: true }) duration: string | null, @Ctx() ctx: SubgraphContext): Promise<Issue> {
    return setTimeEstimate(ctx, projectRef, iid, duration);
  }

  @Mutation(() => Issue, { description: 'Logs time spent (negative subtracts); a null duration resets the total to zero.' })
  addIssueSpentTime(
    @Arg('projectRef', () => String) projectRef: string,
    @Arg('iid', () => Int) iid: number,
    @Arg('duration', () => String, { nullable: true }) duration: string | null,
    @Arg('summary', () => String, { nullable: true }) summary: string | null,
    @Ctx() ctx: SubgraphContext,
  ): Promise<Issue> {
    return addSpentTime(ctx, projectRef, iid, duration, summary);
  }
}
