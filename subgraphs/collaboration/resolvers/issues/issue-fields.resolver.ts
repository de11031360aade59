import type { SubgraphContext } from '@forgegraph/platform';
import { Arg, Ctx, FieldResolver, Int, Resolver, Root } from 'type-graphql';
import { Issue } from '../../entities/issue.entity';
import { Label } from '../../entities/label.entity';
import { Milestone } from '../../entities/milestone.entity';
import { IssuableReferences, TaskCompletionStatus, TimeStats } from '../../schema/issue.types';
import { UserRef, userRef } from '../../schema/user-ref.type';
import { issueFact } from '../../services/issues/issue-facts';
import { issueAssigneesLoader, issueLabels, issueUserNotesCountLoader, milestoneLoader } from '../../services/issues/issue-loaders';
import { issueReferences, referenceOrigin, taskCompletion, taskStatus } from '../../services/issues/issue-presentation';
import { isSubscribedToIssue } from '../../services/issues/issue-subscriptions';
import { namespaceLoader, projectLoader } from '../../services/loaders';
import { timeStatsOf } from '../../services/time-tracking/timelogs';
import { projectWebUrl } from '../../services/projects/urls';

/** Derived issue fields; every relation reads through the request's batched loaders. */
@Resolver(() => Issue)
export class IssueFieldsResolver {
  @FieldResolver(() => UserRef, { nullable: true, description: 'Null once the author is deleted.' })
  author(@Root() issue: Issue): UserRef | null {
    return issue.authorId === null ? null : userRef(issue.authorId);
  }

  @FieldResolver(() => [UserRef])
  async assignees(@Root() issue: Issue, @Ctx() ctx: SubgraphContext): Promise<UserRef[]> {
    return (await issueAssigneesLoader(ctx).load(issue.id)).map(userRef);
  }

  @FieldResolver(() => [Label], { description: 'Sorted by title.' })
  labels(@Root() issue: Issue, @Ctx() ctx: SubgraphContext): Promise<Label[]> {
    return issueLabels(ctx, issue.id);
  }

  @FieldResolver(() => Milestone, { nullable: true })
  async milestone(@Root() issue: Issue, @Ctx() ctx: SubgraphContext): Promise<Milestone | null> {
    return issue.milestoneId === null ? null : milestoneLoader(ctx).load(issue.milestoneId);
  }

  @FieldResolver(() => UserRef, { nullable: true })
  closedBy(@Root() issue: Issue): UserRef | null {
    return issue.closedById === null ? null : userRef(issue.closedById);
  }

  @FieldResolver(() => IssuableReferences, { description: '`relative` is relative to the project or group the request came through.' })
  async references(
    @Root() issue: Issue,
    @Arg('relativeToProject', () => String, { nullable: true, description: 'Id or full path.' }) relativeToProject: string | null,
    @Arg('relativeToGroup', () => String, { nullable: true, description: 'Id or full path.' }) relativeToGroup: string | null,
    @Ctx() ctx: SubgraphContext,
  ): Promise<IssuableReferences> {
    const project = (await projectLoader(ctx).load(issue.projectId))!;
    const namespace = (await namespaceLoader(ctx).load(project.namespaceId))!;
    const origin = await referenceOrigin(ctx, relativeToProject, relativeToGroup);
    return issueReferences(issue, project, namespace, origin);
  }

  @FieldResolver(() => Boolean, { description: "The caller's choice, else whether they take part (author, assignee)." })
  subscribed(@Root() issue: Issue, @Ctx() ctx: SubgraphContext): Promise<boolean> {
    return isSubscribedToIssue(ctx, issue);
  }

  @FieldResolver(() => String)
  async webUrl(@Root() issue: Issue, @Ctx() ctx: SubgraphContext): Promise<string> {
    const project = (await projectLoader(ctx).load(issue.projectId))!;
    const namespace = (await namespaceLoader(ctx).load(project.namespaceId))!;
    return `${projectWebUrl(ctx.runtime.config.externalUrl, `${namespace.fullPath}/${project.path}`)}/-/issues/${issue.iid}`;
  }

  @FieldResolver(() => TimeStats)
  async timeStats(@Root() issue: Issue, @Ctx() ctx: SubgraphContext): Promise<TimeStats> {
    return timeStatsOf(ctx, 'Issue', issue);
  }

  @FieldResolver(() => TaskCompletionStatus)
  taskCompletionStatus(@Root() issue: Issue): TaskCompletionStatus {
    return taskCompletion(issue.description);
  }

  @FieldResolver(() => String, { description: 'Empty without task list items.' })
  taskStatus(@Root() issue: Issue): string {
    return taskStatus(taskCompletion(issue.description));
  }

  @FieldResolver(() => String, { description: 'Upper-case, `UNKNOWN` unless an incident has one set.' })
  severity(@Root() issue: Issue): string {
    return issue.severity.toUpperCase();
  }

  @FieldResolver(() => Int, { description: 'Thumbs up awarded.' })
  async upvotes(@Root() issue: Issue, @Ctx() ctx: SubgraphContext): Promise<number> {
    return issueFact(ctx, (facts) => facts.upvotes).load(issue.id);
  }

  @FieldResolver(() => Int, { description: 'Thumbs down awarded.' })
  async downvotes(@Root() issue: Issue, @Ctx() ctx: SubgraphContext): Promise<number> {
    return issueFact(ctx, (facts) => facts.downvotes).load(issue.id);
  }

  @FieldResolver(() => Int, { description: 'Comments on the issue (system notes not counted).' })
  userNotesCount(@Root() issue: Issue, @Ctx() ctx: SubgraphContext): Promise<number> {
    return issueUserNotesCountLoader(ctx).load(issue.id);
  }

  @FieldResolver(() => Int, { description: 'Merge requests that close the issue when merged.' })
  mergeRequestsCount(@Root() issue: Issue, @Ctx() ctx: SubgraphContext): Promise<number> {
    return issueFact(ctx, (facts) => facts.closingMergeRequestsCount).load(issue.id);
  }
}
