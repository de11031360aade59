import type { IssueEventPayload, IssueSnapshot } from '@forgegraph/platform';
import { humanDuration } from '../../issues/time-tracking-format';
import { projectHookAttrs, type HookProject } from './project-hook-attrs';
import type { HookUser } from './hook-users';
import { xmlschema } from './hook-users';

/** Label#hook_attrs. */
export interface HookLabel {
  id: number;
  title: string;
  color: string;
  projectId: number | null;
  groupId: number | null;
  description: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface IssueHookInput {
  event: IssueEventPayload;
  action: 'open' | 'update' | 'close' | 'reopen';
  subject: HookProject;
  user: HookUser;
  assignees: HookUser[];
  labels: HookLabel[];
  externalUrl: string;
}

/** User#hook_attrs. */
export function userHookAttrs(user: HookUser) {
  return { id: user.id, name: user.name, username: user.username, avatar_url: user.avatarUrl, email: user.webhookEmail };
}

export function labelHookAttrs(label: HookLabel) {
  return {
    id: label.id, title: label.title, color: label.color, project_id: label.projectId, created_at: xmlschema(label.createdAt),
    updated_at: xmlschema(label.updatedAt), template: false, description: label.description, type: label.projectId ? 'ProjectLabel' : 'GroupLabel',
    group_id: label.groupId,
  };
}

export const time = (value: string | null) => (value === null ? null : xmlschema(value));

/** What an issuable's hook attributes need besides its snapshot; `action` only in its own hook's `object_attributes`. */
export interface IssuableHookContext {
  action: string | null;
  updatedById: number | null;
  labels: HookLabel[];
}

/** Gitlab::HookData::IssueBuilder plus the action (`object_attributes` in the order of GitLab's documented example). */
export function issueHookAttrs(issue: IssueSnapshot, context: IssuableHookContext, url: string) {
  return {
    id: issue.id,
    title: issue.title,
    assignee_ids: issue.assigneeIds,
    assignee_id: issue.assigneeIds[0] ?? null,
    author_id: issue.authorId,
    project_id: issue.projectId,
    created_at: time(issue.createdAt),
    updated_at: time(issue.updatedAt),
    updated_by_id: context.updatedById,
    last_edited_at: null,
    last_edited_by_id: null,
    relative_position: null,
    description: issue.description,
    milestone_id: issue.milestoneId,
    state_id: issue.state === 'opened' ? 1 : 2,
    confidential: issue.confidential,
    discussion_locked: issue.discussionLocked,
    due_date: issue.dueDate,
    moved_to_id: issue.movedToId,
    duplicated_to_id: null,
    time_estimate: issue.timeEstimate,
    total_time_spent: issue.totalTimeSpent,
    time_change: 0,
    human_total_time_spent: humanDuration(issue.totalTimeSpent),
    human_time_estimate: humanDuration(issue.timeEstimate),
    human_time_change: null,
    weight: issue.weight,
    health_status: issue.healthStatus,
    type: issue.issueType === 'issue' ? 'Issue' : issue.issueType.split('_').map((w) => w[0].toUpperCase() + w.slice(1)).join(''),
    iid: issue.iid,
    url,
    state: issue.state,
    ...(context.action ? { action: context.action } : {}),
    severity: issue.severity,
    labels: context.labels.map(labelHookAttrs),
  };
}

/**
 * `changes` as GitLab shows them for any issuable: labels and user lists (assignees, reviewers) as hook
 * objects, the state as its `state_id`, times as in `object_attributes`.
 */
export function issuableHookChanges(changes: Record<string, { previous: unknown; current: unknown }>,
  byId: { labels: Map<number, HookLabel>; users: Map<number, HookUser> }, stateId: (state: unknown) => number) {
  const out: Record<string, unknown> = {};
  for (const [name, { previous, current }] of Object.entries(changes)) {
    if (name === 'labels') {
      const labels = (ids: unknown) => (ids as number[]).flatMap((id) => (byId.labels.has(id) ? [labelHookAttrs(byId.labels.get(id)!)] : []));
      out.labels = { previous: labels(previous), current: labels(current) };
    } else if (name === 'assignees' || name === 'reviewers') {
      const users = (ids: unknown) => (ids as number[]).flatMap((id) => (byId.users.has(id) ? [userHookAttrs(byId.users.get(id)!)] : []));
      out[name] = { previous: users(previous), current: users(current) };
    } else if (name === 'state_id') {
      out.state_id = { previous: stateId(previous), current: stateId(current) };
    } else if (name === 'updated_at' || name === 'closed_at') {
      out[name] = { previous: time(previous as string | null), current: time(current as string | null) };
    } else {
      out[name] = { previous, current };
    }
  }
  return out;
}

/** Gitlab::DataBuilder::Issuable#build for an issue (Issue Hook): `event_type` is `confidential_issue` for confidential ones. */
export function issueHookPayload(input: IssueHookInput, changedLabels: HookLabel[], changedUsers: HookUser[]): Record<string, unknown> {
  const { issue } = input.event;
  const project = projectHookAttrs(input.subject, input.externalUrl);
  const url = `${project.web_url}/-/issues/${issue.iid}`;
  const payload: Record<string, unknown> = {
    object_kind: 'issue',
    event_type: issue.confidential ? 'confidential_issue' : 'issue',
    user: userHookAttrs(input.user),
    project,
    object_attributes: issueHookAttrs(issue, { action: input.action, updatedById: input.action === 'open' ? null : input.user.id, labels: input.labels }, url),
    labels: input.labels.map(labelHookAttrs),
    changes: issuableHookChanges(input.event.changes, { labels: new Map(changedLabels.map((l) => [l.id, l])), users: new Map(changedUsers.map((u) => [u.id, u])) },
      (state) => (state === 'opened' ? 1 : 2)),
    repository: { name: project.name, url: project.url, description: project.description, homepage: project.homepage },
  };
  if (input.assignees.length) payload.assignees = input.assignees.map(userHookAttrs);
  return payload;
}
