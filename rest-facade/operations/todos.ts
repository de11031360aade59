// Generated from todos.graphql by `npm run operations` (rest-facade/operations/codegen): do not edit.
import type { Operation } from './operation';
import type { TodoFields } from './fragments/todo';

export type TodosResult = {
  todos: {
    nodes: Array<TodoFields>;
    pageInfo: {
      page: number;
      perPage: number;
      total: number | null;
      nextCursor: string | null;
    };
  };
};

export const Todos: Operation<TodosResult> = {
  name: 'Todos',
  document: `query Todos($filter: TodosFilter, $page: Int!, $perPage: Int!, $relativeToProject: String, $relativeToGroup: String) {
  todos(filter: $filter, page: $page, perPage: $perPage) {
    nodes {
      ...TodoFields
    }
    pageInfo {
      page
      perPage
      total
      nextCursor
    }
  }
}

fragment TodoFields on Todo {
  id
  groupId
  actionName
  targetType
  state
  createdAt
  updatedAt
  project {
    id
    name
    nameWithNamespace
    path
    pathWithNamespace
    description
    createdAt
  }
  author {
    ...UserBasicFields
  }
  targetIssue {
    ...IssueFields
  }
  targetMergeRequest {
    ...MergeRequestFields
  }
}

fragment UserBasicFields on User {
  id
  username
  name
  state
  locked
  avatarUrl
  webUrl
}

fragment IssueFields on Issue {
  id
  iid
  projectId
  title
  description
  state
  createdAt
  updatedAt
  closedAt
  closedBy {
    ...UserBasicFields
  }
  labels {
    id
    name
    color
    description
    descriptionHtml
    textColor
  }
  milestone {
    ...MilestoneFields
  }
  assignees {
    ...UserBasicFields
  }
  author {
    ...UserBasicFields
  }
  issueType
  userNotesCount
  mergeRequestsCount
  upvotes
  downvotes
  dueDate
  confidential
  discussionLocked
  webUrl
  timeStats {
    ...TimeStatsFields
  }
  taskCompletionStatus {
    count
    completedCount
  }
  weight
  taskStatus
  severity
  subscribed
  movedToId
  healthStatus
  epic {
    ...EpicBaseFields
  }
  references(
    relativeToProject: $relativeToProject
    relativeToGroup: $relativeToGroup
  ) {
    short
    relative
    full
  }
}

fragment MilestoneFields on Milestone {
  id
  iid
  projectId
  groupId
  title
  description
  state
  createdAt
  updatedAt
  dueDate
  startDate
  expired
  webUrl
}

fragment TimeStatsFields on TimeStats {
  timeEstimate
  totalTimeSpent
  humanTimeEstimate
  humanTotalTimeSpent
}

fragment EpicBaseFields on Epic {
  id
  iid
  title
  webPath
  groupId
  humanReadableEndDate
  humanReadableTimestamp
}

fragment MergeRequestFields on MergeRequest {
  ...MergeRequestBasicFields
  subscribed
  changesCount
  mergeError
  divergedCommitsCount
  diffRefs {
    baseSha
    headSha
    startSha
  }
  headPipeline {
    ...PipelineFields
  }
}

fragment MergeRequestBasicFields on MergeRequest {
  id
  iid
  projectId
  title
  description
  state
  createdAt
  updatedAt
  mergedAt
  closedAt
  preparedAt
  mergeUser {
    ...UserBasicFields
  }
  closedBy {
    ...UserBasicFields
  }
  targetBranch
  sourceBranch
  userNotesCount
  upvotes
  downvotes
  author {
    ...UserBasicFields
  }
  assignees {
    ...UserBasicFields
  }
  reviewers {
    ...UserBasicFields
  }
  sourceProjectId
  targetProjectId
  labels {
    id
    name
    color
    description
    descriptionHtml
    textColor
  }
  draft
  milestone {
    ...MilestoneFields
  }
  mergeStatus
  detailedMergeStatus
  diffHeadSha
  mergeCommitSha
  squashCommitSha
  discussionLocked
  forceRemoveSourceBranch
  webUrl
  squash
  hasConflicts
  timeStats {
    ...TimeStatsFields
  }
  taskCompletionStatus {
    count
    completedCount
  }
  references(
    relativeToProject: $relativeToProject
    relativeToGroup: $relativeToGroup
  ) {
    short
    relative
    full
  }
}

fragment PipelineFields on Pipeline {
  ...PipelineBasicFields
  beforeSha
  tag
  yamlErrors
  user {
    ...UserBasicFields
  }
  startedAt
  finishedAt
  committedAt
  duration
  queuedDuration
  coverage
  detailedStatus {
    icon
    text
    label
    group
    tooltip
    hasDetails
    detailsPath
    illustration
    favicon
  }
}

fragment PipelineBasicFields on Pipeline {
  id
  iid
  projectId
  sha
  ref
  status
  source
  createdAt
  updatedAt
  name
  project {
    webUrl
  }
}`,
};

export type MarkIssueTodoResult = {
  markIssueTodo: {
    todo: TodoFields | null;
  };
};

export const MarkIssueTodo: Operation<MarkIssueTodoResult> = {
  name: 'MarkIssueTodo',
  document: `mutation MarkIssueTodo($ref: String!, $iid: Int!, $relativeToProject: String, $relativeToGroup: String) {
  markIssueTodo(projectRef: $ref, iid: $iid) {
    todo {
      ...TodoFields
    }
  }
}

fragment TodoFields on Todo {
  id
  groupId
  actionName
  targetType
  state
  createdAt
  updatedAt
  project {
    id
    name
    nameWithNamespace
    path
    pathWithNamespace
    description
    createdAt
  }
  author {
    ...UserBasicFields
  }
  targetIssue {
    ...IssueFields
  }
  targetMergeRequest {
    ...MergeRequestFields
  }
}

fragment UserBasicFields on User {
  id
  username
  name
  state
  locked
  avatarUrl
  webUrl
}

fragment IssueFields on Issue {
  id
  iid
  projectId
  title
  description
  state
  createdAt
  updatedAt
  closedAt
  closedBy {
    ...UserBasicFields
  }
  labels {
    id
    name
    color
    description
    descriptionHtml
    textColor
  }
  milestone {
    ...MilestoneFields
  }
  assignees {
    ...UserBasicFields
  }
  author {
    ...UserBasicFields
  }
  issueType
  userNotesCount
  mergeRequestsCount
  upvotes
  downvotes
  dueDate
  confidential
  discussionLocked
  webUrl
  timeStats {
    ...TimeStatsFields
  }
  taskCompletionStatus {
    count
    completedCount
  }
  weight
  taskStatus
  severity
  subscribed
  movedToId
  healthStatus
  epic {
    ...EpicBaseFields
  }
  references(
    relativeToProject: $relativeToProject
    relativeToGroup: $relativeToGroup
  ) {
    short
    relative
    full
  }
}

fragment MilestoneFields on Milestone {
  id
  iid
  projectId
  groupId
  title
  description
  state
  createdAt
  updatedAt
  dueDate
  startDate
  expired
  webUrl
}

fragment TimeStatsFields on TimeStats {
  timeEstimate
  totalTimeSpent
  humanTimeEstimate
  humanTotalTimeSpent
}

fragment EpicBaseFields on Epic {
  id
  iid
  title
  webPath
  groupId
  humanReadableEndDate
  humanReadableTimestamp
}

fragment MergeRequestFields on MergeRequest {
  ...MergeRequestBasicFields
  subscribed
  changesCount
  mergeError
  divergedCommitsCount
  diffRefs {
    baseSha
    headSha
    startSha
  }
  headPipeline {
    ...PipelineFields
  }
}

fragment MergeRequestBasicFields on MergeRequest {
  id
  iid
  projectId
  title
  description
  state
  createdAt
  updatedAt
  mergedAt
  closedAt
  preparedAt
  mergeUser {
    ...UserBasicFields
  }
  closedBy {
    ...UserBasicFields
  }
  targetBranch
  sourceBranch
  userNotesCount
  upvotes
  downvotes
  author {
    ...UserBasicFields
  }
  assignees {
    ...UserBasicFields
  }
  reviewers {
    ...UserBasicFields
  }
  sourceProjectId
  targetProjectId
  labels {
    id
    name
    color
    description
    descriptionHtml
    textColor
  }
  draft
  milestone {
    ...MilestoneFields
  }
  mergeStatus
  detailedMergeStatus
  diffHeadSha
  mergeCommitSha
  squashCommitSha
  discussionLocked
  forceRemoveSourceBranch
  webUrl
  squash
  hasConflicts
  timeStats {
    ...TimeStatsFields
  }
  taskCompletionStatus {
    count
    completedCount
  }
  references(
    relativeToProject: $relativeToProject
    relativeToGroup: $relativeToGroup
  ) {
    short
    relative
    full
  }
}

fragment PipelineFields on Pipeline {
  ...PipelineBasicFields
  beforeSha
  tag
  yamlErrors
  user {
    ...UserBasicFields
  }
  startedAt
  finishedAt
  committedAt
  duration
  queuedDuration
  coverage
  detailedStatus {
    icon
    text
    label
    group
    tooltip
    hasDetails
    detailsPath
    illustration
    favicon
  }
}

fragment PipelineBasicFields on Pipeline {
  id
  iid
  projectId
  sha
  ref
  status
  source
  createdAt
  updatedAt
  name
  project {
    webUrl
  }
}`,
};

export type MarkMergeRequestTodoResult = {
  markMergeRequestTodo: {
    todo: TodoFields | null;
  };
};

export const MarkMergeRequestTodo: Operation<MarkMergeRequestTodoResult> = {
  name: 'MarkMergeRequestTodo',
  document: `mutation MarkMergeRequestTodo($ref: String!, $iid: Int!, $relativeToProject: String, $relativeToGroup: String) {
  markMergeRequestTodo(projectRef: $ref, iid: $iid) {
    todo {
      ...TodoFields
    }
  }
}

fragment TodoFields on Todo {
  id
  groupId
  actionName
  targetType
  state
  createdAt
  updatedAt
  project {
    id
    name
    nameWithNamespace
    path
    pathWithNamespace
    description
    createdAt
  }
  author {
    ...UserBasicFields
  }
  targetIssue {
    ...IssueFields
  }
  targetMergeRequest {
    ...MergeRequestFields
  }
}

fragment UserBasicFields on User {
  id
  username
  name
  state
  locked
  avatarUrl
  webUrl
}

fragment IssueFields on Issue {
  id
  iid
  projectId
  title
  description
  state
  createdAt
  updatedAt
  closedAt
  closedBy {
    ...UserBasicFields
  }
  labels {
    id
    name
    color
    description
    descriptionHtml
    textColor
  }
  milestone {
    ...MilestoneFields
  }
  assignees {
    ...UserBasicFields
  }
  author {
    ...UserBasicFields
  }
  issueType
  userNotesCount
  mergeRequestsCount
  upvotes
  downvotes
  dueDate
  confidential
  discussionLocked
  webUrl
  timeStats {
    ...TimeStatsFields
  }
  taskCompletionStatus {
    count
    completedCount
  }
  weight
  taskStatus
  severity
  subscribed
  movedToId
  healthStatus
  epic {
    ...EpicBaseFields
  }
  references(
    relativeToProject: $relativeToProject
    relativeToGroup: $relativeToGroup
  ) {
    short
    relative
    full
  }
}

fragment MilestoneFields on Milestone {
  id
  iid
  projectId
  groupId
  title
  description
  state
  createdAt
  updatedAt
  dueDate
  startDate
  expired
  webUrl
}

fragment TimeStatsFields on TimeStats {
  timeEstimate
  totalTimeSpent
  humanTimeEstimate
  humanTotalTimeSpent
}

fragment EpicBaseFields on Epic {
  id
  iid
  title
  webPath
  groupId
  humanReadableEndDate
  humanReadableTimestamp
}

fragment MergeRequestFields on MergeRequest {
  ...MergeRequestBasicFields
  subscribed
  changesCount
  mergeError
  divergedCommitsCount
  diffRefs {
    baseSha
    headSha
    startSha
  }
  headPipeline {
    ...PipelineFields
  }
}

fragment MergeRequestBasicFields on MergeRequest {
  id
  iid
  projectId
  title
  description
  state
  createdAt
  updatedAt
  mergedAt
  closedAt
  preparedAt
  mergeUser {
    ...UserBasicFields
  }
  closedBy {
    ...UserBasicFields
  }
  targetBranch
  sourceBranch
  userNotesCount
  upvotes
  downvotes
  author {
    ...UserBasicFields
  }
  assignees {
    ...UserBasicFields
  }
  reviewers {
    ...UserBasicFields
  }
  sourceProjectId
  targetProjectId
  labels {
    id
    name
    color
    description
    descriptionHtml
    textColor
  }
  draft
  milestone {
    ...MilestoneFields
  }
  mergeStatus
  detailedMergeStatus
  diffHeadSha
  mergeCommitSha
  squashCommitSha
  discussionLocked
  forceRemoveSourceBranch
  webUrl
  squash
  hasConflicts
  timeStats {
    ...TimeStatsFields
  }
  taskCompletionStatus {
    count
    completedCount
  }
  references(
    relativeToProject: $relativeToProject
    relativeToGroup: $relativeToGroup
  ) {
    short
    relative
    full
  }
}

fragment PipelineFields on Pipeline {
  ...PipelineBasicFields
  beforeSha
  tag
  yamlErrors
  user {
    ...UserBasicFields
  }
  startedAt
  finishedAt
  committedAt
  duration
  queuedDuration
  coverage
  detailedStatus {
    icon
    text
    label
    group
    tooltip
    hasDetails
    detailsPath
    illustration
    favicon
  }
}

fragment PipelineBasicFields on Pipeline {
  id
  iid
  projectId
  sha
  ref
  status
  source
  createdAt
  updatedAt
  name
  project {
    webUrl
  }
}`,
};

export type MarkTodoDoneResult = {
  markTodoDone: TodoFields;
};

export const MarkTodoDone: Operation<MarkTodoDoneResult> = {
  name: 'MarkTodoDone',
  document: `mutation MarkTodoDone($id: ID!, $relativeToProject: String, $relativeToGroup: String) {
  markTodoDone(id: $id) {
    ...TodoFields
  }
}

fragment TodoFields on Todo {
  id
  groupId
  actionName
  targetType
  state
  createdAt
  updatedAt
  project {
    id
    name
    nameWithNamespace
    path
    pathWithNamespace
    description
    createdAt
  }
  author {
    ...UserBasicFields
  }
  targetIssue {
    ...IssueFields
  }
  targetMergeRequest {
    ...MergeRequestFields
  }
}

fragment UserBasicFields on User {
  id
  username
  name
  state
  locked
  avatarUrl
  webUrl
}

fragment IssueFields on Issue {
  id
  iid
  projectId
  title
  description
  state
  createdAt
  updatedAt
  closedAt
  closedBy {
    ...UserBasicFields
  }
  labels {
    id
    name
    color
    description
    descriptionHtml
    textColor
  }
  milestone {
    ...MilestoneFields
  }
  assignees {
    ...UserBasicFields
  }
  author {
    ...UserBasicFields
  }
  issueType
  userNotesCount
  mergeRequestsCount
  upvotes
  downvotes
  dueDate
  confidential
  discussionLocked
  webUrl
  timeStats {
    ...TimeStatsFields
  }
  taskCompletionStatus {
    count
    completedCount
  }
  weight
  taskStatus
  severity
  subscribed
  movedToId
  healthStatus
  epic {
    ...EpicBaseFields
  }
  references(
    relativeToProject: $relativeToProject
    relativeToGroup: $relativeToGroup
  ) {
    short
    relative
    full
  }
}

fragment MilestoneFields on Milestone {
  id
  iid
  projectId
  groupId
  title
  description
  state
  createdAt
  updatedAt
  dueDate
  startDate
  expired
  webUrl
}

fragment TimeStatsFields on TimeStats {
  timeEstimate
  totalTimeSpent
  humanTimeEstimate
  humanTotalTimeSpent
}

fragment EpicBaseFields on Epic {
  id
  iid
  title
  webPath
  groupId
  humanReadableEndDate
  humanReadableTimestamp
}

fragment MergeRequestFields on MergeRequest {
  ...MergeRequestBasicFields
  subscribed
  changesCount
  mergeError
  divergedCommitsCount
  diffRefs {
    baseSha
    headSha
    startSha
  }
  headPipeline {
    ...PipelineFields
  }
}

fragment MergeRequestBasicFields on MergeRequest {
  id
  iid
  projectId
  title
  description
  state
  createdAt
  updatedAt
  mergedAt
  closedAt
  preparedAt
  mergeUser {
    ...UserBasicFields
  }
  closedBy {
    ...UserBasicFields
  }
  targetBranch
  sourceBranch
  userNotesCount
  upvotes
  downvotes
  author {
    ...UserBasicFields
  }
  assignees {
    ...UserBasicFields
  }
  reviewers {
    ...UserBasicFields
  }
  sourceProjectId
  targetProjectId
  labels {
    id
    name
    color
    description
    descriptionHtml
    textColor
  }
  draft
  milestone {
    ...MilestoneFields
  }
  mergeStatus
  detailedMergeStatus
  diffHeadSha
  mergeCommitSha
  squashCommitSha
  discussionLocked
  forceRemoveSourceBranch
  webUrl
  squash
  hasConflicts
  timeStats {
    ...TimeStatsFields
  }
  taskCompletionStatus {
    count
    completedCount
  }
  references(
    relativeToProject: $relativeToProject
    relativeToGroup: $relativeToGroup
  ) {
    short
    relative
    full
  }
}

fragment PipelineFields on Pipeline {
  ...PipelineBasicFields
  beforeSha
  tag
  yamlErrors
  user {
    ...UserBasicFields
  }
  startedAt
  finishedAt
  committedAt
  duration
  queuedDuration
  coverage
  detailedStatus {
    icon
    text
    label
    group
    tooltip
    hasDetails
    detailsPath
    illustration
    favicon
  }
}

fragment PipelineBasicFields on Pipeline {
  id
  iid
  projectId
  sha
  ref
  status
  source
  createdAt
  updatedAt
  name
  project {
    webUrl
  }
}`,
};

export type MarkAllTodosDoneResult = {
  markAllTodosDone: boolean;
};

export const MarkAllTodosDone: Operation<MarkAllTodosDoneResult> = {
  name: 'MarkAllTodosDone',
  document: `mutation MarkAllTodosDone {
  markAllTodosDone
}`,
};
