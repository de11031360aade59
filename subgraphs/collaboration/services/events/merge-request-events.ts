import { EventKinds, publishEvent, type MergeRequestEventPayload, type MergeRequestSnapshot, type SubgraphContext } from '@forgegraph/platform';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { MergeRequest } from '../../entities/merge-request.entity';
import type { Project } from '../../entities/project.entity';
import { namespaceLoader } from '../loaders';
import { mergeRequestAssigneesLoader, mergeRequestLabelIdsLoader, mergeRequestReviewersLoader } from '../merge-requests/merge-request-loaders';
import { approvalStateLoader } from '../approvals/approval-state';
import { detailedMergeStatus } from '../merge-requests/merge-status';
import { SCHEMA } from '../tables';
import { namespaceSnapshot, projectSnapshot } from './snapshots';

export type MergeRequestAction = 'open' | 'update' | 'close' | 'reopen' | 'merge';

const KINDS: Record<MergeRequestAction, string> = {
  open: EventKinds.mergeRequestOpened, update: EventKinds.mergeRequestUpdated, close: EventKinds.mergeRequestClosed,
  reopen: EventKinds.mergeRequestReopened, merge: EventKinds.mergeRequestMerged,
};

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

export interface MergeRequestRelations {
  assigneeIds: number[];
  reviewerIds: number[];
  labelIds: number[];
  /** Its approval rules are met. */
  approved: boolean;
}

/** A merge request's relations as the request's loaders last read them. */
export async function mergeRequestRelations(ctx: SubgraphContext, mr: MergeRequest): Promise<MergeRequestRelations> {
  // One after another: inside a transaction they share its one connection.
  const assigneeIds = await mergeRequestAssigneesLoader(ctx).load(mr.id);
  const reviewerIds = await mergeRequestReviewersLoader(ctx).load(mr.id);
  const labelIds = await mergeRequestLabelIdsLoader(ctx).load(mr.id);
  return { assigneeIds, reviewerIds, labelIds, approved: (await approvalStateLoader(ctx).load(mr)).approved };
}

/** The merge request's state after the change, with the relations merge request hooks report. */
export function mergeRequestSnapshot(mr: MergeRequest, project: Project, relations: MergeRequestRelations): MergeRequestSnapshot {
  return {
    id: mr.id, iid: mr.iid, projectId: mr.projectId, sourceProjectId: mr.sourceProjectId, sourceBranch: mr.sourceBranch, targetBranch: mr.targetBranch,
    title: mr.title, description: mr.description, state: mr.state, authorId: mr.authorId, assigneeIds: relations.assigneeIds,
    reviewerIds: relations.reviewerIds, labelIds: relations.labelIds, milestoneId: mr.milestoneId,
    mergeStatus: mr.mergeStatus, detailedMergeStatus: detailedMergeStatus(mr, project, relations.approved), mergeError: mr.mergeError, mergeCommitSha: mr.mergeCommitSha,
    mergeUserId: mr.mergeUserId, headSha: mr.diffHeadSha, timeEstimate: mr.timeEstimate, discussionLocked: mr.discussionLocked,
    createdAt: iso(mr.createdAt)!, updatedAt: iso(mr.updatedAt)!, preparedAt: iso(mr.preparedAt),
  };
}

/**
 * MergeRequests::BaseService#execute_hooks: announces an opening, a change or a merge in the
 * transaction of the change. An update that changed nothing but `updated_at` announces nothing.
 */
export async function publishMergeRequestEvent(ctx: SubgraphContext, em: EntityManager, record: {
  after: MergeRequestSnapshot; before?: MergeRequestSnapshot; project: Project; action: MergeRequestAction;
}): Promise<void> {
  const changes = record.before ? mergeRequestChanges(record.before, record.after) : {};
  if (record.action === 'update' && !Object.keys(changes).some((name) => name !== 'updated_at')) return;
  const namespace = (await namespaceLoader(ctx).load(record.project.namespaceId))!;
  const payload: MergeRequestEventPayload = {
    id: String(record.after.id), mergeRequest: record.after, project: projectSnapshot(record.project), namespace: namespaceSnapshot(namespace),
    userId: ctx.actor.userId, changes,
  };
  await publishEvent(em, SCHEMA, { kind: KINDS[record.action], payload: { ...payload } });
}

/** GitLab's `changes` between two snapshots: each attribute that differs, as previous and current. */
function mergeRequestChanges(before: MergeRequestSnapshot, after: MergeRequestSnapshot): MergeRequestEventPayload['changes'] {
  const changes: MergeRequestEventPayload['changes'] = {};
  const fields: Array<[string, keyof MergeRequestSnapshot]> = [
    ['title', 'title'], ['description', 'description'], ['target_branch', 'targetBranch'], ['milestone_id', 'milestoneId'],
    ['discussion_locked', 'discussionLocked'], ['state_id', 'state'], ['labels', 'labelIds'], ['assignees', 'assigneeIds'],
    ['reviewers', 'reviewerIds'], ['merge_status', 'mergeStatus'], ['updated_at', 'updatedAt'],
  ];
  for (const [name, key] of fields) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) changes[name] = { previous: before[key], current: after[key] };
  }
  return changes;
}
