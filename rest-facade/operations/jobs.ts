// Generated from jobs.graphql by `npm run operations` (rest-facade/operations/codegen): do not edit.
import type { Operation } from './operation';
import type { JobFields } from './fragments/pipeline';

export type PipelineJobsResult = {
  pipelineJobs: {
    nodes: Array<JobFields>;
    pageInfo: {
      page: number;
      perPage: number;
      total: number | null;
      nextCursor: string | null;
    };
  };
};

export const PipelineJobs: Operation<PipelineJobsResult> = {
  name: 'PipelineJobs',
  document: `query PipelineJobs($projectRef: String!, $pipelineId: Int!, $scope: [String!], $includeRetried: Boolean!, $page: Int!, $perPage: Int!) {
  pipelineJobs(
    projectRef: $projectRef
    pipelineId: $pipelineId
    scope: $scope
    includeRetried: $includeRetried
    page: $page
    perPage: $perPage
  ) {
    nodes {
      ...JobFields
    }
    pageInfo {
      page
      perPage
      total
      nextCursor
    }
  }
}

fragment JobFields on Job {
  id
  status
  stage
  name
  ref
  tag
  coverage
  allowFailure
  createdAt
  startedAt
  finishedAt
  erasedAt
  duration
  queuedDuration
  failureReason
  tagList
  user {
    ...UserFields
  }
  commit {
    ...CommitFields
    trailers
    extendedTrailers
  }
  pipeline {
    ...PipelineBasicFields
  }
  project {
    webUrl
  }
  artifacts {
    fileType
    size
    filename
    fileFormat
    expireAt
  }
}

fragment UserFields on User {
  ...UserBasicFields
  createdAt
  canReadProfile
  bio
  bot
  location
  publicEmail
  skype
  linkedin
  twitter
  discord
  websiteUrl
  organization
  jobTitle
  pronouns
  followers
  following
  isFollowed
  localTime
  privateProfile
  privateDetails {
    email
    isAdmin
    lastSignInAt
    confirmedAt
    lastActivityOn
    themeId
    colorSchemeId
    projectsLimit
    currentSignInAt
    identities {
      provider
      externUid
      samlProviderId
    }
    canCreateGroup
    canCreateProject
    twoFactorEnabled
    external
    commitEmail
    namespaceId
    note
    createdBy {
      ...UserBasicFields
    }
    currentSignInIp
    lastSignInIp
    emailResetOfferedAt
    signInCount
    highestRole
    usingLicenseSeat
    sharedRunnersMinutesLimit
    extraSharedRunnersMinutesLimit
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

export type ProjectJobsResult = {
  projectJobs: {
    nodes: Array<JobFields>;
    pageInfo: {
      page: number;
      perPage: number;
      total: number | null;
      nextCursor: string | null;
    };
  };
};

export const ProjectJobs: Operation<ProjectJobsResult> = {
  name: 'ProjectJobs',
  document: `query ProjectJobs($projectRef: String!, $scope: [String!], $page: Int!, $perPage: Int!) {
  projectJobs(
    projectRef: $projectRef
    scope: $scope
    page: $page
    perPage: $perPage
  ) {
    nodes {
      ...JobFields
    }
    pageInfo {
      page
      perPage
      total
      nextCursor
    }
  }
}

fragment JobFields on Job {
  id
  status
  stage
  name
  ref
  tag
  coverage
  allowFailure
  createdAt
  startedAt
  finishedAt
  erasedAt
  duration
  queuedDuration
  failureReason
  tagList
  user {
    ...UserFields
  }
  commit {
    ...CommitFields
    trailers
    extendedTrailers
  }
  pipeline {
    ...PipelineBasicFields
  }
  project {
    webUrl
  }
  artifacts {
    fileType
    size
    filename
    fileFormat
    expireAt
  }
}

fragment UserFields on User {
  ...UserBasicFields
  createdAt
  canReadProfile
  bio
  bot
  location
  publicEmail
  skype
  linkedin
  twitter
  discord
  websiteUrl
  organization
  jobTitle
  pronouns
  followers
  following
  isFollowed
  localTime
  privateProfile
  privateDetails {
    email
    isAdmin
    lastSignInAt
    confirmedAt
    lastActivityOn
    themeId
    colorSchemeId
    projectsLimit
    currentSignInAt
    identities {
      provider
      externUid
      samlProviderId
    }
    canCreateGroup
    canCreateProject
    twoFactorEnabled
    external
    commitEmail
    namespaceId
    note
    createdBy {
      ...UserBasicFields
    }
    currentSignInIp
    lastSignInIp
    emailResetOfferedAt
    signInCount
    highestRole
    usingLicenseSeat
    sharedRunnersMinutesLimit
    extraSharedRunnersMinutesLimit
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

export type ProjectJobResult = {
  projectJob: JobFields;
};

export const ProjectJob: Operation<ProjectJobResult> = {
  name: 'ProjectJob',
  document: `query ProjectJob($projectRef: String!, $jobId: Int!) {
  projectJob(projectRef: $projectRef, jobId: $jobId) {
    ...JobFields
  }
}

fragment JobFields on Job {
  id
  status
  stage
  name
  ref
  tag
  coverage
  allowFailure
  createdAt
  startedAt
  finishedAt
  erasedAt
  duration
  queuedDuration
  failureReason
  tagList
  user {
    ...UserFields
  }
  commit {
    ...CommitFields
    trailers
    extendedTrailers
  }
  pipeline {
    ...PipelineBasicFields
  }
  project {
    webUrl
  }
  artifacts {
    fileType
    size
    filename
    fileFormat
    expireAt
  }
}

fragment UserFields on User {
  ...UserBasicFields
  createdAt
  canReadProfile
  bio
  bot
  location
  publicEmail
  skype
  linkedin
  twitter
  discord
  websiteUrl
  organization
  jobTitle
  pronouns
  followers
  following
  isFollowed
  localTime
  privateProfile
  privateDetails {
    email
    isAdmin
    lastSignInAt
    confirmedAt
    lastActivityOn
    themeId
    colorSchemeId
    projectsLimit
    currentSignInAt
    identities {
      provider
      externUid
      samlProviderId
    }
    canCreateGroup
    canCreateProject
    twoFactorEnabled
    external
    commitEmail
    namespaceId
    note
    createdBy {
      ...UserBasicFields
    }
    currentSignInIp
    lastSignInIp
    emailResetOfferedAt
    signInCount
    highestRole
    usingLicenseSeat
    sharedRunnersMinutesLimit
    extraSharedRunnersMinutesLimit
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

export type CancelJobResult = {
  cancelJob: JobFields;
};

export const CancelJob: Operation<CancelJobResult> = {
  name: 'CancelJob',
  document: `mutation CancelJob($projectRef: String!, $jobId: Int!) {
  cancelJob(projectRef: $projectRef, jobId: $jobId) {
    ...JobFields
  }
}

fragment JobFields on Job {
  id
  status
  stage
  name
  ref
  tag
  coverage
  allowFailure
  createdAt
  startedAt
  finishedAt
  erasedAt
  duration
  queuedDuration
  failureReason
  tagList
  user {
    ...UserFields
  }
  commit {
    ...CommitFields
    trailers
    extendedTrailers
  }
  pipeline {
    ...PipelineBasicFields
  }
  project {
    webUrl
  }
  artifacts {
    fileType
    size
    filename
    fileFormat
    expireAt
  }
}

fragment UserFields on User {
  ...UserBasicFields
  createdAt
  canReadProfile
  bio
  bot
  location
  publicEmail
  skype
  linkedin
  twitter
  discord
  websiteUrl
  organization
  jobTitle
  pronouns
  followers
  following
  isFollowed
  localTime
  privateProfile
  privateDetails {
    email
    isAdmin
    lastSignInAt
    confirmedAt
    lastActivityOn
    themeId
    colorSchemeId
    projectsLimit
    currentSignInAt
    identities {
      provider
      externUid
      samlProviderId
    }
    canCreateGroup
    canCreateProject
    twoFactorEnabled
    external
    commitEmail
    namespaceId
    note
    createdBy {
      ...UserBasicFields
    }
    currentSignInIp
    lastSignInIp
    emailResetOfferedAt
    signInCount
    highestRole
    usingLicenseSeat
    sharedRunnersMinutesLimit
    extraSharedRunnersMinutesLimit
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

export type RetryJobResult = {
  retryJob: JobFields;
};

export const RetryJob: Operation<RetryJobResult> = {
  name: 'RetryJob',
  document: `mutation RetryJob($projectRef: String!, $jobId: Int!) {
  retryJob(projectRef: $projectRef, jobId: $jobId) {
    ...JobFields
  }
}

fragment JobFields on Job {
  id
  status
  stage
  name
  ref
  tag
  coverage
  allowFailure
  createdAt
  startedAt
  finishedAt
  erasedAt
  duration
  queuedDuration
  failureReason
  tagList
  user {
    ...UserFields
  }
  commit {
    ...CommitFields
    trailers
    extendedTrailers
  }
  pipeline {
    ...PipelineBasicFields
  }
  project {
    webUrl
  }
  artifacts {
    fileType
    size
    filename
    fileFormat
    expireAt
  }
}

fragment UserFields on User {
  ...UserBasicFields
  createdAt
  canReadProfile
  bio
  bot
  location
  publicEmail
  skype
  linkedin
  twitter
  discord
  websiteUrl
  organization
  jobTitle
  pronouns
  followers
  following
  isFollowed
  localTime
  privateProfile
  privateDetails {
    email
    isAdmin
    lastSignInAt
    confirmedAt
    lastActivityOn
    themeId
    colorSchemeId
    projectsLimit
    currentSignInAt
    identities {
      provider
      externUid
      samlProviderId
    }
    canCreateGroup
    canCreateProject
    twoFactorEnabled
    external
    commitEmail
    namespaceId
    note
    createdBy {
      ...UserBasicFields
    }
    currentSignInIp
    lastSignInIp
    emailResetOfferedAt
    signInCount
    highestRole
    usingLicenseSeat
    sharedRunnersMinutesLimit
    extraSharedRunnersMinutesLimit
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

export type PlayJobResult = {
  playJob: JobFields;
};

export const PlayJob: Operation<PlayJobResult> = {
  name: 'PlayJob',
  document: `mutation PlayJob($projectRef: String!, $jobId: Int!) {
  playJob(projectRef: $projectRef, jobId: $jobId) {
    ...JobFields
  }
}

fragment JobFields on Job {
  id
  status
  stage
  name
  ref
  tag
  coverage
  allowFailure
  createdAt
  startedAt
  finishedAt
  erasedAt
  duration
  queuedDuration
  failureReason
  tagList
  user {
    ...UserFields
  }
  commit {
    ...CommitFields
    trailers
    extendedTrailers
  }
  pipeline {
    ...PipelineBasicFields
  }
  project {
    webUrl
  }
  artifacts {
    fileType
    size
    filename
    fileFormat
    expireAt
  }
}

fragment UserFields on User {
  ...UserBasicFields
  createdAt
  canReadProfile
  bio
  bot
  location
  publicEmail
  skype
  linkedin
  twitter
  discord
  websiteUrl
  organization
  jobTitle
  pronouns
  followers
  following
  isFollowed
  localTime
  privateProfile
  privateDetails {
    email
    isAdmin
    lastSignInAt
    confirmedAt
    lastActivityOn
    themeId
    colorSchemeId
    projectsLimit
    currentSignInAt
    identities {
      provider
      externUid
      samlProviderId
    }
    canCreateGroup
    canCreateProject
    twoFactorEnabled
    external
    commitEmail
    namespaceId
    note
    createdBy {
      ...UserBasicFields
    }
    currentSignInIp
    lastSignInIp
    emailResetOfferedAt
    signInCount
    highestRole
    usingLicenseSeat
    sharedRunnersMinutesLimit
    extraSharedRunnersMinutesLimit
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
