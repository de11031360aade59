// Generated from epic-issues.graphql by `npm run operations` (rest-facade/operations/codegen): do not edit.
import type { Operation } from './operation';
import type { EpicFields } from './fragments/epic';
import type { IssueFields } from './fragments/issue';

export type EpicIssuesResult = {
  epicIssues: {
    nodes: Array<{
      epicIssueId: string;
      relativePosition: number;
      issue: IssueFields;
    }>;
    pageInfo: {
      page: number;
      perPage: number;
      total: number | null;
      nextCursor: string | null;
    };
  };
};

export const EpicIssues: Operation<EpicIssuesResult> = {
  name: 'EpicIssues',
  document: `query EpicIssues($ref: String!, $iid: Int!, $page: Int!, $perPage: Int!, $relativeToProject: String, $relativeToGroup: String) {
  epicIssues(groupRef: $ref, iid: $iid, page: $page, perPage: $perPage) {
    nodes {
      epicIssueId
      relativePosition
      issue {
        ...IssueFields
      }
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

export type AssignEpicIssueResult = {
  assignEpicIssue: {
    id: string;
    relativePosition: number;
    epic: EpicFields;
    issue: IssueFields;
  };
};

export const AssignEpicIssue: Operation<AssignEpicIssueResult> = {
  name: 'AssignEpicIssue',
  document: `mutation AssignEpicIssue($ref: String!, $iid: Int!, $issueId: Int!, $relativeToProject: String, $relativeToGroup: String) {
  assignEpicIssue(groupRef: $ref, iid: $iid, issueId: $issueId) {
    id
    relativePosition
    epic {
      ...EpicFields
    }
    issue {
      ...IssueFields
    }
  }
}

fragment EpicFields on Epic {
  id
  iid
  color
  textColor
  groupId
  parentId
  parent {
    id
    iid
    groupId
  }
  title
  description
  confidential
  author {
    ...UserBasicFields
  }
  startDate
  startDateIsFixed
  startDateFixed
  startDateFromInheritedSource
  dueDate
  dueDateIsFixed
  dueDateFixed
  dueDateFromInheritedSource
  state
  webPath
  webUrl
  canAdmin
  references(relativeToGroup: $relativeToGroup) {
    short
    relative
    full
  }
  reference
  createdAt
  updatedAt
  closedAt
  labels {
    id
    name
    color
    description
    descriptionHtml
    textColor
  }
  upvotes
  downvotes
  subscribed
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
}`,
};

export type MoveEpicIssueResult = {
  moveEpicIssue: Array<{
    epicIssueId: string;
    relativePosition: number;
    issue: IssueFields;
  }>;
};

export const MoveEpicIssue: Operation<MoveEpicIssueResult> = {
  name: 'MoveEpicIssue',
  document: `mutation MoveEpicIssue($ref: String!, $iid: Int!, $epicIssueId: Int!, $moveBeforeId: Int, $moveAfterId: Int, $relativeToProject: String, $relativeToGroup: String) {
  moveEpicIssue(
    groupRef: $ref
    iid: $iid
    epicIssueId: $epicIssueId
    moveBeforeId: $moveBeforeId
    moveAfterId: $moveAfterId
  ) {
    epicIssueId
    relativePosition
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

export type RemoveEpicIssueResult = {
  removeEpicIssue: {
    id: string;
    relativePosition: number;
    epic: EpicFields;
    issue: IssueFields;
  };
};

export const RemoveEpicIssue: Operation<RemoveEpicIssueResult> = {
  name: 'RemoveEpicIssue',
  document: `mutation RemoveEpicIssue($ref: String!, $iid: Int!, $epicIssueId: Int!, $relativeToProject: String, $relativeToGroup: String) {
  removeEpicIssue(groupRef: $ref, iid: $iid, epicIssueId: $epicIssueId) {
    id
    relativePosition
    epic {
      ...EpicFields
    }
    issue {
      ...IssueFields
    }
  }
}

fragment EpicFields on Epic {
  id
  iid
  color
  textColor
  groupId
  parentId
  parent {
    id
    iid
    groupId
  }
  title
  description
  confidential
  author {
    ...UserBasicFields
  }
  startDate
  startDateIsFixed
  startDateFixed
  startDateFromInheritedSource
  dueDate
  dueDateIsFixed
  dueDateFixed
  dueDateFromInheritedSource
  state
  webPath
  webUrl
  canAdmin
  references(relativeToGroup: $relativeToGroup) {
    short
    relative
    full
  }
  reference
  createdAt
  updatedAt
  closedAt
  labels {
    id
    name
    color
    description
    descriptionHtml
    textColor
  }
  upvotes
  downvotes
  subscribed
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
}`,
};
