/**
 * Payloads of collaboration's domain events (see `EventKinds`): snapshots taken in the change's
 * transaction, holding what reactions need about subjects that may have changed or gone by the
 * time they run (a destroyed group's path, a removed membership's level). Dates are ISO strings.
 */

/** A group or personal namespace as it was. */
export interface NamespaceSnapshot {
  id: number;
  kind: 'group' | 'user';
  name: string;
  path: string;
  fullPath: string;
  /** Root first, itself last. */
  traversalIds: number[];
  createdAt: string;
  updatedAt: string;
}

export interface ProjectSnapshot {
  id: number;
  name: string;
  path: string;
  visibilityLevel: number;
  createdAt: string;
  updatedAt: string;
}

export interface ProjectEventPayload {
  /** The project's id, as text (the live-subscription subject). */
  id: string;
  project: ProjectSnapshot;
  namespace: NamespaceSnapshot;
  /** User ids of the Owners of the project's group and the groups above it, once each, oldest membership first; none for personal projects. */
  groupOwnerIds: number[];
}

export interface GroupEventPayload {
  id: string;
  group: NamespaceSnapshot;
  parent: NamespaceSnapshot | null;
}

export interface MemberSnapshot {
  userId: number;
  accessLevel: number;
  /** A date (`2031-05-06`) or null. */
  expiresAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface MemberEventPayload {
  /** The membership's id, as text. */
  id: string;
  sourceType: 'group' | 'project';
  /** The group, or the project's namespace. */
  namespace: NamespaceSnapshot;
  /** Project memberships: the project. */
  project: ProjectSnapshot | null;
  member: MemberSnapshot;
}

/** An issue as it was after the change (the fields issue hooks report), dates as ISO strings. */
export interface IssueSnapshot {
  id: number;
  iid: number;
  projectId: number;
  title: string;
  description: string | null;
  state: 'opened' | 'closed';
  issueType: string;
  authorId: number | null;
  assigneeIds: number[];
  labelIds: number[];
  milestoneId: number | null;
  confidential: boolean;
  discussionLocked: boolean | null;
  dueDate: string | null;
  timeEstimate: number;
  totalTimeSpent: number;
  weight: number | null;
  healthStatus: string | null;
  severity: string;
  movedToId: number | null;
  createdAt: string;
  updatedAt: string;
  closedAt: string | null;
}

export interface IssueEventPayload {
  /** The issue's id, as text. */
  id: string;
  issue: IssueSnapshot;
  project: ProjectSnapshot;
  namespace: NamespaceSnapshot;
  /** Who made the change (null for the service). */
  userId: number | null;
  /** GitLab's `changes`: attribute → previous and current value (`labels` and `assignees` as ids). */
  changes: Record<string, { previous: unknown; current: unknown }>;
}

/** A merge request as it was after the change (the fields merge request hooks report), dates as ISO strings. */
export interface MergeRequestSnapshot {
  id: number;
  iid: number;
  projectId: number;
  sourceProjectId: number;
  sourceBranch: string;
  targetBranch: string;
  title: string;
  description: string | null;
  state: 'opened' | 'closed' | 'locked' | 'merged';
  authorId: number | null;
  assigneeIds: number[];
  reviewerIds: number[];
  labelIds: number[];
  milestoneId: number | null;
  mergeStatus: string;
  detailedMergeStatus: string;
  mergeError: string | null;
  mergeCommitSha: string | null;
  mergeUserId: number | null;
  headSha: string | null;
  timeEstimate: number;
  discussionLocked: boolean | null;
  createdAt: string;
  updatedAt: string;
  preparedAt: string | null;
}

export interface MergeRequestEventPayload {
  /** The merge request's id, as text. */
  id: string;
  mergeRequest: MergeRequestSnapshot;
  project: ProjectSnapshot;
  namespace: NamespaceSnapshot;
  /** Who made the change (null for the service). */
  userId: number | null;
  /** GitLab's `changes`: attribute → previous and current value (`labels`, `assignees`, `reviewers` as ids). */
  changes: Record<string, { previous: unknown; current: unknown }>;
}

/** A comment as it was after the change, dates as ISO strings. */
export interface NoteSnapshot {
  id: number;
  body: string;
  noteableType: string;
  noteableId: number;
  projectId: number | null;
  authorId: number | null;
  system: boolean;
  internal: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface NoteEventPayload {
  /** The note's id, as text. */
  id: string;
  note: NoteSnapshot;
  /** The commented issue or merge request as it was then (one of them). */
  issue?: IssueSnapshot;
  mergeRequest?: MergeRequestSnapshot;
  project: ProjectSnapshot;
  namespace: NamespaceSnapshot;
  userId: number | null;
}
