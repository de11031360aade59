// Generated from merge-requests.graphql by `npm run operations` (rest-facade/operations/codegen): do not edit.
import type { Operation } from './operation';
import type { CommitFields, DiffFields } from './fragments/commit';
import type { MergeRequestBasicFields, MergeRequestFields } from './fragments/merge-request';

export type ProjectMergeRequestsResult = {
  projectMergeRequests: {
    nodes: Array<MergeRequestBasicFields>;
    pageInfo: {
      page: number;
      perPage: number;
      total: number | null;
      nextCursor: string | null;
    };
  };
};

export const ProjectMergeRequests: Operation<ProjectMergeRequestsResult> = {
  name: 'ProjectMergeRequests',
  document: `query ProjectMergeRequests($ref: String!, $filter: MergeRequestsFilter, $page: Int!, $perPage: Int!, $relativeToProject: String, $relativeToGroup: String) {
  projectMergeRequests(
    projectRef: $ref
    filter: $filter
    page: $page
    perPage: $perPage
  ) {
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

export type GroupMergeRequestsResult = {
  groupMergeRequests: {
    nodes: Array<MergeRequestBasicFields>;
    pageInfo: {
      page: number;
      perPage: number;
      total: number | null;
      nextCursor: string | null;
    };
  };
};

export const GroupMergeRequests: Operation<GroupMergeRequestsResult> = {
  name: 'GroupMergeRequests',
  document: `query GroupMergeRequests($ref: String!, $filter: MergeRequestsFilter, $page: Int!, $perPage: Int!, $relativeToProject: String, $relativeToGroup: String) {
  groupMergeRequests(
    groupRef: $ref
    filter: $filter
    page: $page
    perPage: $perPage
  ) {
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

export type MergeRequestsResult = {
  mergeRequests: {
    nodes: Array<MergeRequestBasicFields>;
    pageInfo: {
      page: number;
      perPage: number;
      total: number | null;
      nextCursor: string | null;
    };
  };
};

export const MergeRequests: Operation<MergeRequestsResult> = {
  name: 'MergeRequests',
  document: `query MergeRequests($filter: MergeRequestsFilter, $page: Int!, $perPage: Int!, $relativeToProject: String, $relativeToGroup: String) {
  mergeRequests(filter: $filter, page: $page, perPage: $perPage) {
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

export type ProjectMergeRequestResult = {
  projectMergeRequest: MergeRequestFields & {
    userCanMerge: boolean;
  };
};

export const ProjectMergeRequest: Operation<ProjectMergeRequestResult> = {
  name: 'ProjectMergeRequest',
  document: `query ProjectMergeRequest($ref: String!, $iid: Int!, $relativeToProject: String, $relativeToGroup: String) {
  projectMergeRequest(projectRef: $ref, iid: $iid) {
    ...MergeRequestFields
    userCanMerge
  }
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

export type CreateMergeRequestResult = {
  createMergeRequest: MergeRequestFields & {
    userCanMerge: boolean;
  };
};

export const CreateMergeRequest: Operation<CreateMergeRequestResult> = {
  name: 'CreateMergeRequest',
  document: `mutation CreateMergeRequest($ref: String!, $input: CreateMergeRequestInput!, $relativeToProject: String, $relativeToGroup: String) {
  createMergeRequest(projectRef: $ref, input: $input) {
    ...MergeRequestFields
    userCanMerge
  }
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

export type UpdateMergeRequestResult = {
  updateMergeRequest: MergeRequestFields & {
    userCanMerge: boolean;
  };
};

export const UpdateMergeRequest: Operation<UpdateMergeRequestResult> = {
  name: 'UpdateMergeRequest',
  document: `mutation UpdateMergeRequest($ref: String!, $iid: Int!, $input: UpdateMergeRequestInput!, $relativeToProject: String, $relativeToGroup: String) {
  updateMergeRequest(projectRef: $ref, iid: $iid, input: $input) {
    ...MergeRequestFields
    userCanMerge
  }
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

export type MergeMergeRequestResult = {
  mergeMergeRequest: MergeRequestFields & {
    userCanMerge: boolean;
  };
};

export const MergeMergeRequest: Operation<MergeMergeRequestResult> = {
  name: 'MergeMergeRequest',
  document: `mutation MergeMergeRequest($ref: String!, $iid: Int!, $input: MergeMergeRequestInput!, $relativeToProject: String, $relativeToGroup: String) {
  mergeMergeRequest(projectRef: $ref, iid: $iid, input: $input) {
    ...MergeRequestFields
    userCanMerge
  }
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

export type DeleteMergeRequestResult = {
  deleteMergeRequest: boolean;
};

export const DeleteMergeRequest: Operation<DeleteMergeRequestResult> = {
  name: 'DeleteMergeRequest',
  document: `mutation DeleteMergeRequest($ref: String!, $iid: Int!) {
  deleteMergeRequest(projectRef: $ref, iid: $iid)
}`,
};

export type MergeRequestCommitsResult = {
  projectMergeRequest: {
    commits: {
      nodes: Array<CommitFields>;
      pageInfo: {
        page: number;
        perPage: number;
        total: number | null;
        nextCursor: string | null;
      };
    };
  };
};

export const MergeRequestCommits: Operation<MergeRequestCommitsResult> = {
  name: 'MergeRequestCommits',
  document: `query MergeRequestCommits($ref: String!, $iid: Int!, $page: Int!, $perPage: Int!) {
  projectMergeRequest(projectRef: $ref, iid: $iid) {
    commits(page: $page, perPage: $perPage) {
      nodes {
        ...CommitFields
      }
      pageInfo {
        page
        perPage
        total
        nextCursor
      }
    }
  }
}

fragment CommitFields on Commit {
  sha
  shortId
  createdAt
  parentIds
  title
  message
  authorName
  authorEmail
  authoredDate
  committerName
  committerEmail
  committedDate
  projectId
  project {
    webUrl
  }
}`,
};

export type MergeRequestDiffsResult = {
  projectMergeRequest: {
    diffs: {
      nodes: Array<DiffFields>;
      pageInfo: {
        page: number;
        perPage: number;
        total: number | null;
        nextCursor: string | null;
      };
    };
  };
};

export const MergeRequestDiffs: Operation<MergeRequestDiffsResult> = {
  name: 'MergeRequestDiffs',
  document: `query MergeRequestDiffs($ref: String!, $iid: Int!, $page: Int!, $perPage: Int!) {
  projectMergeRequest(projectRef: $ref, iid: $iid) {
    diffs(page: $page, perPage: $perPage) {
      nodes {
        ...DiffFields
      }
      pageInfo {
        page
        perPage
        total
        nextCursor
      }
    }
  }
}

fragment DiffFields on Diff {
  diff
  collapsed
  tooLarge
  newPath
  oldPath
  aMode
  bMode
  newFile
  renamedFile
  deletedFile
  generatedFile
}`,
};

export type MergeRequestChangesResult = {
  projectMergeRequest: MergeRequestFields & {
    userCanMerge: boolean;
    diffs: {
      nodes: Array<DiffFields>;
      pageInfo: {
        total: number | null;
      };
    };
  };
};

export const MergeRequestChanges: Operation<MergeRequestChangesResult> = {
  name: 'MergeRequestChanges',
  document: `query MergeRequestChanges($ref: String!, $iid: Int!, $relativeToProject: String, $relativeToGroup: String) {
  projectMergeRequest(projectRef: $ref, iid: $iid) {
    ...MergeRequestFields
    userCanMerge
    diffs(page: 1, perPage: 1000) {
      nodes {
        ...DiffFields
      }
      pageInfo {
        total
      }
    }
  }
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
}

fragment DiffFields on Diff {
  diff
  collapsed
  tooLarge
  newPath
  oldPath
  aMode
  bMode
  newFile
  renamedFile
  deletedFile
  generatedFile
}`,
};

export type SetMergeRequestSubscriptionResult = {
  setMergeRequestSubscription: {
    changed: boolean;
    mergeRequest: MergeRequestFields & {
      userCanMerge: boolean;
    };
  };
};

export const SetMergeRequestSubscription: Operation<SetMergeRequestSubscriptionResult> = {
  name: 'SetMergeRequestSubscription',
  document: `mutation SetMergeRequestSubscription($ref: String!, $iid: Int!, $subscribed: Boolean!, $relativeToProject: String, $relativeToGroup: String) {
  setMergeRequestSubscription(
    projectRef: $ref
    iid: $iid
    subscribed: $subscribed
  ) {
    changed
    mergeRequest {
      ...MergeRequestFields
      userCanMerge
    }
  }
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
