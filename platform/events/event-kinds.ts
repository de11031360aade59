/**
 * The domain events one subgraph publishes and another reacts to: the contract between them, in one
 * place (publishers and reactions import the names from here, never from each other). Payloads of
 * the collaboration kinds are typed in `collaboration-events.ts`.
 */
export const EventKinds = {
  /** A branch was created, moved or deleted. Payload: projectId, ref, before, after, userId, created, deleted. */
  repositoryPush: 'repository_push',
  /** A tag was created or deleted. Payload as `repositoryPush`. */
  repositoryTagPush: 'repository_tag_push',
  /** A project's rows are gone (its own deletion, its group's, or its owner's). Payload: id. */
  projectDeleted: 'project_deleted',
  /** A group's rows are gone (its own deletion or an ancestor's: one event per group). Payload: id. */
  groupDeleted: 'group_deleted',
  /** A user account was created (identity). Payload: id, userId, username. */
  userCreated: 'user_created',
  /** A project was created. Payload: `ProjectEventPayload`. */
  projectCreated: 'project_created',
  /**
   * A project was destroyed for its users (GitLab's `project_destroy`: gone from every answer at once,
   * alone or with its group); `project_deleted` follows when its rows are gone. Payload: `ProjectEventPayload`.
   */
  projectDestroyed: 'project_destroyed',
  /** A group or subgroup was created. Payload: `GroupEventPayload`. */
  groupCreated: 'group_created',
  /** A group was destroyed for its users, after its projects' and subgroups' events. Payload: `GroupEventPayload`. */
  groupDestroyed: 'group_destroyed',
  /** A membership of a group or project was added (or an access request approved). Payload: `MemberEventPayload`. */
  memberAdded: 'member_added',
  /** A membership's access level or expiry changed. Payload: `MemberEventPayload` (the new state). */
  memberUpdated: 'member_updated',
  /** A membership was removed. Payload: `MemberEventPayload` (the state it had). */
  memberRemoved: 'member_removed',
  /** An issue was opened. Payload: `IssueEventPayload`. */
  issueOpened: 'issue_opened',
  /** An issue's fields, assignees, labels or milestone changed (without a state change). Payload: `IssueEventPayload`. */
  issueUpdated: 'issue_updated',
  /** An issue was closed (other changes of the same update ride along). Payload: `IssueEventPayload`. */
  issueClosed: 'issue_closed',
  /** An issue was reopened. Payload: `IssueEventPayload`. */
  issueReopened: 'issue_reopened',
  /** A merge request was opened. Payload: `MergeRequestEventPayload`. */
  mergeRequestOpened: 'merge_request_opened',
  /** A merge request's fields, assignees, reviewers, labels or milestone changed. Payload: `MergeRequestEventPayload`. */
  mergeRequestUpdated: 'merge_request_updated',
  /** A merge request was closed. Payload: `MergeRequestEventPayload`. */
  mergeRequestClosed: 'merge_request_closed',
  /** A merge request was reopened. Payload: `MergeRequestEventPayload`. */
  mergeRequestReopened: 'merge_request_reopened',
  /** A merge request was merged. Payload: `MergeRequestEventPayload`. */
  mergeRequestMerged: 'merge_request_merged',
  /** A comment was added to an issue or merge request. Payload: `NoteEventPayload`. */
  noteCreated: 'note_created',
  /** A comment's text was edited. Payload: `NoteEventPayload`. */
  noteUpdated: 'note_updated',
  /**
   * A pipeline's status changed (ci; written by a database trigger on `ci.pipelines`, so every writer
   * publishes it). Payload: `PipelineStatusEventPayload`.
   */
  pipelineStatusChanged: 'pipeline_status_changed',
  /** A job's status changed (ci; a trigger on `ci.jobs`). Payload: `JobStatusEventPayload`. */
  jobStatusChanged: 'job_status_changed',
  /**
   * Alerts were raised in a project by one notification (admin's alert intake; GitLab's `alert_hooks`), one event for
   * them all so a 100-alert webhook is one event. Payload: id (the first alert's), projectId, alerts (iid, title, severity, ...).
   */
  alertsCreated: 'alerts_created',
} as const;
