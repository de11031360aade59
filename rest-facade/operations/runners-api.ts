// Generated from runners-api.graphql by `npm run operations` (rest-facade/operations/codegen): do not edit.
import type { Operation } from './operation';
import type { JobFields } from './fragments/pipeline';
import type { RunnerDetailsFields, RunnerFields, RunnerManagerFields } from './fragments/runner';

export type OwnedRunnersResult = {
  ownedRunners: {
    nodes: Array<RunnerFields>;
    pageInfo: {
      page: number;
      perPage: number;
      total: number | null;
      nextCursor: string | null;
    };
  };
};

export const OwnedRunners: Operation<OwnedRunnersResult> = {
  name: 'OwnedRunners',
  document: `query OwnedRunners($filter: RunnerFilter, $page: Int!, $perPage: Int!) {
  ownedRunners(filter: $filter, page: $page, perPage: $perPage) {
    nodes {
      ...RunnerFields
    }
    pageInfo {
      page
      perPage
      total
      nextCursor
    }
  }
}

fragment RunnerFields on Runner {
  id
  description
  paused
  runnerType
  online
  status
  jobExecutionStatus
  createdAt
  creator {
    ...UserBasicFields
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
}`,
};

export type AllRunnersResult = {
  allRunners: {
    nodes: Array<RunnerFields>;
    pageInfo: {
      page: number;
      perPage: number;
      total: number | null;
      nextCursor: string | null;
    };
  };
};

export const AllRunners: Operation<AllRunnersResult> = {
  name: 'AllRunners',
  document: `query AllRunners($filter: RunnerFilter, $page: Int!, $perPage: Int!) {
  allRunners(filter: $filter, page: $page, perPage: $perPage) {
    nodes {
      ...RunnerFields
    }
    pageInfo {
      page
      perPage
      total
      nextCursor
    }
  }
}

fragment RunnerFields on Runner {
  id
  description
  paused
  runnerType
  online
  status
  jobExecutionStatus
  createdAt
  creator {
    ...UserBasicFields
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
}`,
};

export type ProjectRunnersResult = {
  projectRunners: {
    nodes: Array<RunnerFields>;
    pageInfo: {
      page: number;
      perPage: number;
      total: number | null;
      nextCursor: string | null;
    };
  };
};

export const ProjectRunners: Operation<ProjectRunnersResult> = {
  name: 'ProjectRunners',
  document: `query ProjectRunners($projectRef: String!, $filter: RunnerFilter, $page: Int!, $perPage: Int!) {
  projectRunners(
    projectRef: $projectRef
    filter: $filter
    page: $page
    perPage: $perPage
  ) {
    nodes {
      ...RunnerFields
    }
    pageInfo {
      page
      perPage
      total
      nextCursor
    }
  }
}

fragment RunnerFields on Runner {
  id
  description
  paused
  runnerType
  online
  status
  jobExecutionStatus
  createdAt
  creator {
    ...UserBasicFields
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
}`,
};

export type GroupRunnersResult = {
  groupRunners: {
    nodes: Array<RunnerFields>;
    pageInfo: {
      page: number;
      perPage: number;
      total: number | null;
      nextCursor: string | null;
    };
  };
};

export const GroupRunners: Operation<GroupRunnersResult> = {
  name: 'GroupRunners',
  document: `query GroupRunners($groupRef: String!, $filter: RunnerFilter, $page: Int!, $perPage: Int!) {
  groupRunners(
    groupRef: $groupRef
    filter: $filter
    page: $page
    perPage: $perPage
  ) {
    nodes {
      ...RunnerFields
    }
    pageInfo {
      page
      perPage
      total
      nextCursor
    }
  }
}

fragment RunnerFields on Runner {
  id
  description
  paused
  runnerType
  online
  status
  jobExecutionStatus
  createdAt
  creator {
    ...UserBasicFields
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
}`,
};

export type RunnerDetailsResult = {
  runner: RunnerDetailsFields;
};

export const RunnerDetails: Operation<RunnerDetailsResult> = {
  name: 'RunnerDetails',
  document: `query RunnerDetails($id: Int!) {
  runner(id: $id) {
    ...RunnerDetailsFields
  }
}

fragment RunnerDetailsFields on Runner {
  ...RunnerFields
  tagList
  runUntagged
  locked
  maximumTimeout
  accessLevel
  contactedAt
  maintenanceNote
  viewerCanUpdate
  latestManager {
    version
    revision
    platform
    architecture
  }
  projects {
    id
    name
    nameWithNamespace
    path
    pathWithNamespace
  }
  groups {
    id
    webUrl
    name
  }
}

fragment RunnerFields on Runner {
  id
  description
  paused
  runnerType
  online
  status
  jobExecutionStatus
  createdAt
  creator {
    ...UserBasicFields
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
}`,
};

export type RunnerManagersResult = {
  runnerManagers: Array<RunnerManagerFields>;
};

export const RunnerManagers: Operation<RunnerManagersResult> = {
  name: 'RunnerManagers',
  document: `query RunnerManagers($id: Int!) {
  runnerManagers(id: $id) {
    ...RunnerManagerFields
  }
}

fragment RunnerManagerFields on RunnerManager {
  id
  systemId
  version
  revision
  platform
  architecture
  createdAt
  contactedAt
  ipAddress
}`,
};

export type RunnerJobsResult = {
  runnerJobs: {
    nodes: Array<JobFields & {
      project: {
        id: string;
        description: string | null;
        name: string;
        nameWithNamespace: string;
        path: string;
        pathWithNamespace: string;
        createdAt: string;
      };
    }>;
    pageInfo: {
      page: number;
      perPage: number;
      total: number | null;
      nextCursor: string | null;
    };
  };
};

export const RunnerJobs: Operation<RunnerJobsResult> = {
  name: 'RunnerJobs',
  document: `query RunnerJobs($id: Int!, $filter: RunnerJobsFilter, $page: Int!, $perPage: Int!, $cursor: String, $keyset: Boolean) {
  runnerJobs(
    id: $id
    filter: $filter
    page: $page
    perPage: $perPage
    cursor: $cursor
    keyset: $keyset
  ) {
    nodes {
      ...JobFields
      project {
        id
        description
        name
        nameWithNamespace
        path
        pathWithNamespace
        createdAt
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

export type UpdateRunnerResult = {
  updateRunner: RunnerDetailsFields;
};

export const UpdateRunner: Operation<UpdateRunnerResult> = {
  name: 'UpdateRunner',
  document: `mutation UpdateRunner($id: Int!, $input: UpdateRunnerInput!) {
  updateRunner(id: $id, input: $input) {
    ...RunnerDetailsFields
  }
}

fragment RunnerDetailsFields on Runner {
  ...RunnerFields
  tagList
  runUntagged
  locked
  maximumTimeout
  accessLevel
  contactedAt
  maintenanceNote
  viewerCanUpdate
  latestManager {
    version
    revision
    platform
    architecture
  }
  projects {
    id
    name
    nameWithNamespace
    path
    pathWithNamespace
  }
  groups {
    id
    webUrl
    name
  }
}

fragment RunnerFields on Runner {
  id
  description
  paused
  runnerType
  online
  status
  jobExecutionStatus
  createdAt
  creator {
    ...UserBasicFields
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
}`,
};

export type DeleteRunnerResult = {
  deleteRunner: boolean;
};

export const DeleteRunner: Operation<DeleteRunnerResult> = {
  name: 'DeleteRunner',
  document: `mutation DeleteRunner($id: Int!) {
  deleteRunner(id: $id)
}`,
};

export type ResetRunnerAuthenticationTokenByIdResult = {
  resetRunnerAuthenticationTokenById: {
    token: string;
    tokenExpiresAt: string | null;
  };
};

export const ResetRunnerAuthenticationTokenById: Operation<ResetRunnerAuthenticationTokenByIdResult> = {
  name: 'ResetRunnerAuthenticationTokenById',
  document: `mutation ResetRunnerAuthenticationTokenById($id: Int!) {
  resetRunnerAuthenticationTokenById(id: $id) {
    token
    tokenExpiresAt
  }
}`,
};

export type AssignProjectRunnerResult = {
  assignProjectRunner: RunnerFields;
};

export const AssignProjectRunner: Operation<AssignProjectRunnerResult> = {
  name: 'AssignProjectRunner',
  document: `mutation AssignProjectRunner($projectRef: String!, $runnerId: Int!) {
  assignProjectRunner(projectRef: $projectRef, runnerId: $runnerId) {
    ...RunnerFields
  }
}

fragment RunnerFields on Runner {
  id
  description
  paused
  runnerType
  online
  status
  jobExecutionStatus
  createdAt
  creator {
    ...UserBasicFields
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
}`,
};

export type UnassignProjectRunnerResult = {
  unassignProjectRunner: boolean;
};

export const UnassignProjectRunner: Operation<UnassignProjectRunnerResult> = {
  name: 'UnassignProjectRunner',
  document: `mutation UnassignProjectRunner($projectRef: String!, $runnerId: Int!) {
  unassignProjectRunner(projectRef: $projectRef, runnerId: $runnerId)
}`,
};
