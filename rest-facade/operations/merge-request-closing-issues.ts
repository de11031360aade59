// Generated from merge-request-closing-issues.graphql by `npm run operations` (rest-facade/operations/codegen): do not edit.
import type { Operation } from './operation';
import type { IssueFields } from './fragments/issue';
import type { MergeRequestBasicFields } from './fragments/merge-request';

export type MergeRequestClosesIssuesResult = {
  mergeRequestClosesIssues: {
    nodes: Array<IssueFields>;
    pageInfo: {
      page: number;
      perPage: number;
      total: number | null;
      nextCursor: string | null;
    };
  };
};

export const MergeRequestClosesIssues: Operation<MergeRequestClosesIssuesResult> = {
  name: 'MergeRequestClosesIssues',
  document: `query MergeRequestClosesIssues($ref: String!, $iid: Int!, $page: Int!, $perPage: Int!, $relativeToProject: String, $relativeToGroup: String) {
  mergeRequestClosesIssues(
    projectRef: $ref
    iid: $iid
    page: $page
    perPage: $perPage
  ) {
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

export type IssueClosedByResult = {
  issueClosedBy: {
    nodes: Array<MergeRequestBasicFields>;
    pageInfo: {
      page: number;
      perPage: number;
      total: number | null;
      nextCursor: string | null;
    };
  };
};

export const IssueClosedBy: Operation<IssueClosedByResult> = {
  name: 'IssueClosedBy',
  document: `query IssueClosedBy($ref: String!, $iid: Int!, $page: Int!, $perPage: Int!, $relativeToProject: String, $relativeToGroup: String) {
  issueClosedBy(projectRef: $ref, iid: $iid, page: $page, perPage: $perPage) {
    nodes {
      ...MergeRequestBasicFields
    }
    pageInfo {
      page
      perPage
      total
      nextCursor
    }
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
}`,
};
