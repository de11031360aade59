// Generated from issues.graphql by `npm run operations` (rest-facade/operations/codegen): do not edit.
import type { Operation } from './operation';
import type { IssueFields, TimeStatsFields } from './fragments/issue';

export type ProjectIssuesResult = {
  projectIssues: {
    nodes: Array<IssueFields>;
    pageInfo: {
      page: number;
      perPage: number;
      total: number | null;
      nextCursor: string | null;
    };
  };
};

export const ProjectIssues: Operation<ProjectIssuesResult> = {
  name: 'ProjectIssues',
  document: `query ProjectIssues($ref: String!, $filter: IssuesFilter, $page: Int!, $perPage: Int!, $relativeToProject: String, $relativeToGroup: String) {
  projectIssues(projectRef: $ref, filter: $filter, page: $page, perPage: $perPage) {
    nodes {
      ...IssueFields
    }
    pageInfo {
      page
      perPage
      total
      nextCursor
    }
  }
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

fragment UserBasicFields on User {
  id
  username
  name
  state
  locked
  avatarUrl
  webUrl
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
}`,
};

export type GroupIssuesResult = {
  groupIssues: {
    nodes: Array<IssueFields>;
    pageInfo: {
      page: number;
      perPage: number;
      total: number | null;
      nextCursor: string | null;
    };
  };
};

export const GroupIssues: Operation<GroupIssuesResult> = {
  name: 'GroupIssues',
  document: `query GroupIssues($ref: String!, $filter: IssuesFilter, $page: Int!, $perPage: Int!, $relativeToProject: String, $relativeToGroup: String) {
  groupIssues(groupRef: $ref, filter: $filter, page: $page, perPage: $perPage) {
    nodes {
      ...IssueFields
    }
    pageInfo {
      page
      perPage
      total
      nextCursor
    }
  }
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

fragment UserBasicFields on User {
  id
  username
  name
  state
  locked
  avatarUrl
  webUrl
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
}`,
};

export type IssuesResult = {
  issues: {
    nodes: Array<IssueFields>;
    pageInfo: {
      page: number;
      perPage: number;
      total: number | null;
      nextCursor: string | null;
    };
  };
};

export const Issues: Operation<IssuesResult> = {
  name: 'Issues',
  document: `query Issues($filter: IssuesFilter, $page: Int!, $perPage: Int!, $relativeToProject: String, $relativeToGroup: String) {
  issues(filter: $filter, page: $page, perPage: $perPage) {
    nodes {
      ...IssueFields
    }
    pageInfo {
      page
      perPage
      total
      nextCursor
    }
  }
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

fragment UserBasicFields on User {
  id
  username
  name
  state
  locked
  avatarUrl
  webUrl
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
}`,
};

export type ProjectIssueResult = {
  projectIssue: IssueFields;
};

export const ProjectIssue: Operation<ProjectIssueResult> = {
  name: 'ProjectIssue',
  document: `query ProjectIssue($ref: String!, $iid: Int!, $relativeToProject: String, $relativeToGroup: String) {
  projectIssue(projectRef: $ref, iid: $iid) {
    ...IssueFields
  }
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

fragment UserBasicFields on User {
  id
  username
  name
  state
  locked
  avatarUrl
  webUrl
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
}`,
};

export type CreateIssueResult = {
  createIssue: IssueFields;
};

export const CreateIssue: Operation<CreateIssueResult> = {
  name: 'CreateIssue',
  document: `mutation CreateIssue($ref: String!, $input: CreateIssueInput!, $relativeToProject: String, $relativeToGroup: String) {
  createIssue(projectRef: $ref, input: $input) {
    ...IssueFields
  }
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

fragment UserBasicFields on User {
  id
  username
  name
  state
  locked
  avatarUrl
  webUrl
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
}`,
};

export type UpdateIssueResult = {
  updateIssue: IssueFields;
};

export const UpdateIssue: Operation<UpdateIssueResult> = {
  name: 'UpdateIssue',
  document: `mutation UpdateIssue($ref: String!, $iid: Int!, $input: UpdateIssueInput!, $relativeToProject: String, $relativeToGroup: String) {
  updateIssue(projectRef: $ref, iid: $iid, input: $input) {
    ...IssueFields
  }
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

fragment UserBasicFields on User {
  id
  username
  name
  state
  locked
  avatarUrl
  webUrl
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
}`,
};

export type DeleteIssueResult = {
  deleteIssue: boolean;
};

export const DeleteIssue: Operation<DeleteIssueResult> = {
  name: 'DeleteIssue',
  document: `mutation DeleteIssue($ref: String!, $iid: Int!) {
  deleteIssue(projectRef: $ref, iid: $iid)
}`,
};

export type IssueTimeStatsResult = {
  projectIssue: {
    timeStats: TimeStatsFields;
  };
};

export const IssueTimeStats: Operation<IssueTimeStatsResult> = {
  name: 'IssueTimeStats',
  document: `query IssueTimeStats($ref: String!, $iid: Int!) {
  projectIssue(projectRef: $ref, iid: $iid) {
    timeStats {
      ...TimeStatsFields
    }
  }
}

fragment TimeStatsFields on TimeStats {
  timeEstimate
  totalTimeSpent
  humanTimeEstimate
  humanTotalTimeSpent
}`,
};

export type SetIssueTimeEstimateResult = {
  setIssueTimeEstimate: {
    timeStats: TimeStatsFields;
  };
};

export const SetIssueTimeEstimate: Operation<SetIssueTimeEstimateResult> = {
  name: 'SetIssueTimeEstimate',
  document: `mutation SetIssueTimeEstimate($ref: String!, $iid: Int!, $duration: String) {
  setIssueTimeEstimate(projectRef: $ref, iid: $iid, duration: $duration) {
    timeStats {
      ...TimeStatsFields
    }
  }
}

fragment TimeStatsFields on TimeStats {
  timeEstimate
  totalTimeSpent
  humanTimeEstimate
  humanTotalTimeSpent
}`,
};

export type AddIssueSpentTimeResult = {
  addIssueSpentTime: {
    timeStats: TimeStatsFields;
  };
};

export const AddIssueSpentTime: Operation<AddIssueSpentTimeResult> = {
  name: 'AddIssueSpentTime',
  document: `mutation AddIssueSpentTime($ref: String!, $iid: Int!, $duration: String, $summary: String) {
  addIssueSpentTime(
    projectRef: $ref
    iid: $iid
    duration: $duration
    summary: $summary
  ) {
    timeStats {
      ...TimeStatsFields
    }
  }
}

fragment TimeStatsFields on TimeStats {
  timeEstimate
  totalTimeSpent
  humanTimeEstimate
  humanTotalTimeSpent
}`,
};

export type SetIssueSubscriptionResult = {
  setIssueSubscription: {
    changed: boolean;
    issue: IssueFields;
  };
};

export const SetIssueSubscription: Operation<SetIssueSubscriptionResult> = {
  name: 'SetIssueSubscription',
  document: `mutation SetIssueSubscription($ref: String!, $iid: Int!, $subscribed: Boolean!, $relativeToProject: String, $relativeToGroup: String) {
  setIssueSubscription(projectRef: $ref, iid: $iid, subscribed: $subscribed) {
    changed
    issue {
      ...IssueFields
    }
  }
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

fragment UserBasicFields on User {
  id
  username
  name
  state
  locked
  avatarUrl
  webUrl
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
}`,
};

export type MoveIssueResult = {
  moveIssue: IssueFields;
};

export const MoveIssue: Operation<MoveIssueResult> = {
  name: 'MoveIssue',
  document: `mutation MoveIssue($ref: String!, $iid: Int!, $toProjectId: Int!, $relativeToProject: String, $relativeToGroup: String) {
  moveIssue(projectRef: $ref, iid: $iid, toProjectId: $toProjectId) {
    ...IssueFields
  }
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

fragment UserBasicFields on User {
  id
  username
  name
  state
  locked
  avatarUrl
  webUrl
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
}`,
};
