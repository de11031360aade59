import type { SubgraphContext } from '@forgegraph/platform';
import { Arg, Ctx, FieldResolver, ID, Int, Resolver, Root } from 'type-graphql';
import { Label } from '../../entities/label.entity';
import { MergeRequest } from '../../entities/merge-request.entity';
import { Milestone } from '../../entities/milestone.entity';
import { IssuableReferences, TaskCompletionStatus, TimeStats } from '../../schema/issue.types';
import { DiffRefs } from '../../schema/merge-request.types';
import { UserRef, userRef } from '../../schema/user-ref.type';
import { approvalStateLoader } from '../../services/approvals/approval-state';
import { awardVotesLoader } from '../../services/award-emoji/award-votes';
import { checkBranches } from '../../services/domains/repository-merge.client';
import { labelsByTitle, milestoneLoader } from '../../services/issues/issue-loaders';
import { issuableReferences, referenceOrigin, taskCompletion } from '../../services/issues/issue-presentation';
import { namespaceLoader, projectLoader } from '../../services/loaders';
import {
  mergeRequestAssigneesLoader, mergeRequestLabelIdsLoader, mergeRequestReviewersLoader, mergeRequestUserNotesCountLoader,
} from '../../services/merge-requests/merge-request-loaders';
import { isDraftTitle } from '../../services/merge-requests/merge-request-rules';
import { isSubscribedToMergeRequest } from '../../services/merge-requests/merge-request-subscriptions';
import { detailedMergeStatus } from '../../services/merge-requests/merge-status';
import { timeStatsOf } from '../../services/time-tracking/timelogs';
import { projectWebUrl } from '../../services/projects/urls';

/** Derived merge request fields; relations read through the request's batched loaders. */
@Resolver(() => MergeRequest)
export class MergeRequestFieldsResolver {
  @FieldResolver(() => ID, { description: 'The project merged into (GitLab also calls it project_id).' })
  targetProjectId(@Root() mr: MergeRequest): number {
    return mr.projectId;
  }

  @FieldResolver(() => UserRef, { nullable: true })
  author(@Root() mr: MergeRequest): UserRef | null {
    return mr.authorId === null ? null : userRef(mr.authorId);
  }

  @FieldResolver(() => [UserRef])
  async assignees(@Root() mr: MergeRequest, @Ctx() ctx: SubgraphContext): Promise<UserRef[]> {
    return (await mergeRequestAssigneesLoader(ctx).load(mr.id)).map(userRef);
  }

  @FieldResolver(() => [UserRef])
  async reviewers(@Root() mr: MergeRequest, @Ctx() ctx: SubgraphContext): Promise<UserRef[]> {
    return (await mergeRequestReviewersLoader(ctx).load(mr.id)).map(userRef);
  }

  @FieldResolver(() => UserRef, { nullable: true })
  mergeUser(@Root() mr: MergeRequest): UserRef | null {
    return mr.mergeUserId === null ? null : userRef(mr.mergeUserId);
  }

  @FieldResolver(() => UserRef, { nullable: true })
  closedBy(@Root() mr: MergeRequest): UserRef | null {
    return mr.closedById === null ? null : userRef(mr.closedById);
  }

  @FieldResolver(() => [Label], { description: 'Sorted by title.' })
  async labels(@Root() mr: MergeRequest, @Ctx() ctx: SubgraphContext): Promise<Label[]> {
    return labelsByTitle(ctx, await mergeRequestLabelIdsLoader(ctx).load(mr.id));
  }

  @FieldResolver(() => Milestone, { nullable: true })
  async milestone(@Root() mr: MergeRequest, @Ctx() ctx: SubgraphContext): Promise<Milestone | null> {
    return mr.milestoneId === null ? null : milestoneLoader(ctx).load(mr.milestoneId);
  }

  @FieldResolver(() => Boolean, { description: 'The title marks it a draft (`Draft:`, `[Draft]`, `(Draft)`).' })
  draft(@Root() mr: MergeRequest): boolean {
    return isDraftTitle(mr.title);
  }

  @FieldResolver(() => String)
  async detailedMergeStatus(@Root() mr: MergeRequest, @Ctx() ctx: SubgraphContext): Promise<string> {
    const [project, approvals] = await Promise.all([projectLoader(ctx).load(mr.projectId), approvalStateLoader(ctx).load(mr)]);
    return detailedMergeStatus(mr, project!, approvals.approved);
  }

  @FieldResolver(() => IssuableReferences, { description: '`relative` is relative to the project or group the request came through.' })
  async references(
    @Root() mr: MergeRequest,
    @Arg('relativeToProject', () => String, { nullable: true }) relativeToProject: string | null,
    @Arg('relativeToGroup', () => String, { nullable: true }) relativeToGroup: string | null,
    @Ctx() ctx: SubgraphContext,
  ): Promise<IssuableReferences> {
    const project = (await projectLoader(ctx).load(mr.projectId))!;
    const namespace = (await namespaceLoader(ctx).load(project.namespaceId))!;
    return issuableReferences(`!${mr.iid}`, project, namespace, await referenceOrigin(ctx, relativeToProject, relativeToGroup));
  }

  @FieldResolver(() => String)
  async webUrl(@Root() mr: MergeRequest, @Ctx() ctx: SubgraphContext): Promise<string> {
    const project = (await projectLoader(ctx).load(mr.projectId))!;
    const namespace = (await namespaceLoader(ctx).load(project.namespaceId))!;
    return `${projectWebUrl(ctx.runtime.config.externalUrl, `${namespace.fullPath}/${project.path}`)}/-/merge_requests/${mr.iid}`;
  }

  @FieldResolver(() => TimeStats)
  timeStats(@Root() mr: MergeRequest, @Ctx() ctx: SubgraphContext): Promise<TimeStats> {
    return timeStatsOf(ctx, 'MergeRequest', mr);
  }

  @FieldResolver(() => TaskCompletionStatus)
  taskCompletionStatus(@Root() mr: MergeRequest): TaskCompletionStatus {
    return taskCompletion(mr.description);
  }

  @FieldResolver(() => Int, { description: 'Comments (system notes not counted).' })
  userNotesCount(@Root() mr: MergeRequest, @Ctx() ctx: SubgraphContext): Promise<number> {
    return mergeRequestUserNotesCountLoader(ctx).load(mr.id);
  }

  @FieldResolver(() => Int, { description: 'Thumbs up given.' })
  async upvotes(@Root() mr: MergeRequest, @Ctx() ctx: SubgraphContext): Promise<number> {
    return (await awardVotesLoader(ctx, 'MergeRequest').load(mr.id)).upvotes;
  }

  @FieldResolver(() => Int, { description: 'Thumbs down given.' })
  async downvotes(@Root() mr: MergeRequest, @Ctx() ctx: SubgraphContext): Promise<number> {
    return (await awardVotesLoader(ctx, 'MergeRequest').load(mr.id)).downvotes;
  }

  @FieldResolver(() => Boolean, { description: "The caller's choice, else whether they take part (author, assignee or reviewer)." })
  subscribed(@Root() mr: MergeRequest, @Ctx() ctx: SubgraphContext): Promise<boolean> {
    return isSubscribedToMergeRequest(ctx, mr);
  }

  @FieldResolver(() => String, { nullable: true, description: 'A string, as GitLab sends it; null before the diff is built.' })
  changesCount(@Root() mr: MergeRequest): string | null {
    return mr.changesCount === null ? null : String(mr.changesCount);
  }

  @FieldResolver(() => DiffRefs, { nullable: true })
  diffRefs(@Root() mr: MergeRequest): DiffRefs | null {
    if (!mr.diffBaseSha || !mr.diffHeadSha || !mr.diffStartSha) return null;
    return { baseSha: mr.diffBaseSha, headSha: mr.diffHeadSha, startSha: mr.diffStartSha };
  }

  @FieldResolver(() => Boolean, { description: 'MergeRequest#can_be_merged_by for the caller (asks the repository).' })
  async userCanMerge(@Root() mr: MergeRequest, @Ctx() ctx: SubgraphContext): Promise<boolean> {
    return (await checkBranches(ctx, mr.projectId, mr.sourceBranch, mr.targetBranch))?.canMerge ?? false;
  }
}
