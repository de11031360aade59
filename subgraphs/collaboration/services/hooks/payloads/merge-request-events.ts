import type { MergeRequestEventPayload, MergeRequestSnapshot } from '@forgegraph/platform';
import type { PushCommit } from '../../domains/repository.client';
import { humanDuration } from '../../issues/time-tracking-format';
import type { HookUser } from './hook-users';
import { issuableHookChanges, labelHookAttrs, time, userHookAttrs, type HookLabel, type IssuableHookContext } from './issue-events';
import { projectHookAttrs, type HookProject } from './project-hook-attrs';
import { commitHookAttrs } from './push-events';

/** MergeRequest's state_id column: opened 1, closed 2, merged 3, locked 4. */
const STATE_IDS: Record<string, number> = { opened: 1, closed: 2, merged: 3, locked: 4 };

export interface MergeRequestHookInput {
  event: MergeRequestEventPayload;
  action: 'open' | 'update' | 'close' | 'reopen' | 'merge';
  subject: HookProject;
  user: HookUser;
  users: HookUser[];
  labels: HookLabel[];
  lastCommit: Omit<PushCommit, 'changes'> | null;
  externalUrl: string;
}

/** Gitlab::HookData::MergeRequestBuilder#build plus the action, in the order of GitLab's documented example. */
export function mergeRequestHookAttrs(mr: MergeRequestSnapshot, context: IssuableHookContext & { lastCommit: MergeRequestHookInput['lastCommit'] },
  project: Record<string, unknown>) {
  const labels = context.labels.filter((label) => mr.labelIds.includes(label.id)).map(labelHookAttrs);
  const draft = /^\s*(\[draft\]|\(draft\)|draft:)/i.test(mr.title);
  return {
    assignee_id: mr.assigneeIds[0] ?? null,
    author_id: mr.authorId,
    created_at: time(mr.createdAt),
    description: mr.description,
    draft,
    head_pipeline_id: null,
    id: mr.id,
    iid: mr.iid,
    last_edited_at: null,
    last_edited_by_id: null,
    merge_commit_sha: mr.mergeCommitSha,
    merge_error: mr.mergeError,
    merge_params: { force_remove_source_branch: '0' },
    merge_status: mr.mergeStatus,
    merge_user_id: mr.mergeUserId,
    merge_when_pipeline_succeeds: false,
    milestone_id: mr.milestoneId,
    source_branch: mr.sourceBranch,
    source_project_id: mr.sourceProjectId,
    state_id: STATE_IDS[mr.state],
    target_branch: mr.targetBranch,
    target_project_id: mr.projectId,
    time_estimate: mr.timeEstimate,
    title: mr.title,
    updated_at: time(mr.updatedAt),
    updated_by_id: context.updatedById,
    prepared_at: time(mr.preparedAt),
    assignee_ids: mr.assigneeIds,
    blocking_discussions_resolved: true,
    detailed_merge_status: mr.detailedMergeStatus,
    first_contribution: false,
    human_time_change: null,
    human_time_estimate: humanDuration(mr.timeEstimate),
    human_total_time_spent: null,
    labels,
    last_commit: context.lastCommit ? commitHookAttrs(context.lastCommit, String(project.web_url)) : null,
    reviewer_ids: mr.reviewerIds,
    source: project,
    state: mr.state,
    target: project,
    time_change: 0,
    total_time_spent: 0,
    url: `${project.web_url}/-/merge_requests/${mr.iid}`,
    work_in_progress: draft,
    approval_rules: [],
    ...(context.action ? { action: context.action } : {}),
  };
}

/** Gitlab::DataBuilder::Issuable#build for a merge request (Merge Request Hook). */
export function mergeRequestHookPayload(input: MergeRequestHookInput): Record<string, unknown> {
  const mr = input.event.mergeRequest;
  const project = projectHookAttrs(input.subject, input.externalUrl);
  const usersById = new Map(input.users.map((user) => [user.id, user]));
  const users = (ids: number[]) => ids.flatMap((id) => (usersById.has(id) ? [userHookAttrs(usersById.get(id)!)] : []));
  const payload: Record<string, unknown> = {
    object_kind: 'merge_request',
    event_type: 'merge_request',
    user: userHookAttrs(input.user),
    project,
    object_attributes: mergeRequestHookAttrs(mr, {
      action: input.action, updatedById: input.action === 'open' ? null : input.user.id, labels: input.labels, lastCommit: input.lastCommit,
    }, project),
    labels: input.labels.filter((label) => mr.labelIds.includes(label.id)).map(labelHookAttrs),
    changes: issuableHookChanges(input.event.changes, { labels: new Map(input.labels.map((l) => [l.id, l])), users: usersById }, (state) => STATE_IDS[String(state)]),
    repository: { name: project.name, url: project.url, description: project.description, homepage: project.homepage },
  };
  if (mr.assigneeIds.length) payload.assignees = users(mr.assigneeIds);
  if (mr.reviewerIds.length) payload.reviewers = users(mr.reviewerIds);
  return payload;
}
