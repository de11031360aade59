// Generated from job-artifacts.graphql by `npm run operations` (rest-facade/operations/codegen): do not edit.
import type { Operation } from './operation';
import type { JobFields } from './fragments/pipeline';

export type JobArtifactObject = {
  filename: string;
  size: number;
  objectKey: string;
  fileType: string;
  fileFormat: string;
};

export type JobArtifactEntryFields = {
  path: string;
  size: number;
  compressedSize: number;
  headerOffset: number;
  method: number;
};

export type JobArtifactsArchiveResult = {
  jobArtifactsArchive: JobArtifactObject;
};

export const JobArtifactsArchive: Operation<JobArtifactsArchiveResult> = {
  name: 'JobArtifactsArchive',
  document: `query JobArtifactsArchive($projectRef: String!, $jobId: Int!) {
  jobArtifactsArchive(projectRef: $projectRef, jobId: $jobId) {
    ...JobArtifactObject
  }
}

fragment JobArtifactObject on JobArtifact {
  filename
  size
  objectKey
  fileType
  fileFormat
}`,
};

export type JobArtifactFileResult = {
  jobArtifactFile: {
    artifact: JobArtifactObject;
    entry: JobArtifactEntryFields;
  };
};

export const JobArtifactFile: Operation<JobArtifactFileResult> = {
  name: 'JobArtifactFile',
  document: `query JobArtifactFile($projectRef: String!, $jobId: Int!, $path: String!) {
  jobArtifactFile(projectRef: $projectRef, jobId: $jobId, path: $path) {
    artifact {
      ...JobArtifactObject
    }
    entry {
      ...JobArtifactEntryFields
    }
  }
}

fragment JobArtifactObject on JobArtifact {
  filename
  size
  objectKey
  fileType
  fileFormat
}

fragment JobArtifactEntryFields on JobArtifactEntry {
  path
  size
  compressedSize
  headerOffset
  method
}`,
};

export type RefArtifactsArchiveResult = {
  refArtifactsArchive: JobArtifactObject;
};

export const RefArtifactsArchive: Operation<RefArtifactsArchiveResult> = {
  name: 'RefArtifactsArchive',
  document: `query RefArtifactsArchive($projectRef: String!, $refName: String!, $jobName: String!) {
  refArtifactsArchive(
    projectRef: $projectRef
    refName: $refName
    jobName: $jobName
  ) {
    ...JobArtifactObject
  }
}

fragment JobArtifactObject on JobArtifact {
  filename
  size
  objectKey
  fileType
  fileFormat
}`,
};

export type RefArtifactFileResult = {
  refArtifactFile: {
    artifact: JobArtifactObject;
    entry: JobArtifactEntryFields;
  };
};

export const RefArtifactFile: Operation<RefArtifactFileResult> = {
  name: 'RefArtifactFile',
  document: `query RefArtifactFile($projectRef: String!, $refName: String!, $jobName: String!, $path: String!) {
  refArtifactFile(
    projectRef: $projectRef
    refName: $refName
    jobName: $jobName
    path: $path
  ) {
    artifact {
      ...JobArtifactObject
    }
    entry {
      ...JobArtifactEntryFields
    }
  }
}

fragment JobArtifactObject on JobArtifact {
  filename
  size
  objectKey
  fileType
  fileFormat
}

fragment JobArtifactEntryFields on JobArtifactEntry {
  path
  size
  compressedSize
  headerOffset
  method
}`,
};

export type DependencyArtifactsArchiveResult = {
  dependencyArtifactsArchive: JobArtifactObject;
};

export const DependencyArtifactsArchive: Operation<DependencyArtifactsArchiveResult> = {
  name: 'DependencyArtifactsArchive',
  document: `query DependencyArtifactsArchive($jobId: Int!, $token: String) {
  dependencyArtifactsArchive(jobId: $jobId, token: $token) {
    ...JobArtifactObject
  }
}

fragment JobArtifactObject on JobArtifact {
  filename
  size
  objectKey
  fileType
  fileFormat
}`,
};

export type AuthorizeJobArtifactUploadResult = {
  authorizeJobArtifactUpload: number;
};

export const AuthorizeJobArtifactUpload: Operation<AuthorizeJobArtifactUploadResult> = {
  name: 'AuthorizeJobArtifactUpload',
  document: `mutation AuthorizeJobArtifactUpload($jobId: Int!, $token: String) {
  authorizeJobArtifactUpload(jobId: $jobId, token: $token)
}`,
};

export type CreateJobArtifactResult = {
  createJobArtifact: {
    fileType: string;
  };
};

export const CreateJobArtifact: Operation<CreateJobArtifactResult> = {
  name: 'CreateJobArtifact',
  document: `mutation CreateJobArtifact($input: CreateJobArtifactInput!) {
  createJobArtifact(input: $input) {
    fileType
  }
}`,
};

export type KeepJobArtifactsResult = {
  keepJobArtifacts: JobFields;
};

export const KeepJobArtifacts: Operation<KeepJobArtifactsResult> = {
  name: 'KeepJobArtifacts',
  document: `mutation KeepJobArtifacts($projectRef: String!, $jobId: Int!) {
  keepJobArtifacts(projectRef: $projectRef, jobId: $jobId) {
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

export type DeleteJobArtifactsResult = {
  deleteJobArtifacts: boolean;
};

export const DeleteJobArtifacts: Operation<DeleteJobArtifactsResult> = {
  name: 'DeleteJobArtifacts',
  document: `mutation DeleteJobArtifacts($projectRef: String!, $jobId: Int!) {
  deleteJobArtifacts(projectRef: $projectRef, jobId: $jobId)
}`,
};

export type DeleteProjectArtifactsResult = {
  deleteProjectArtifacts: boolean;
};

export const DeleteProjectArtifacts: Operation<DeleteProjectArtifactsResult> = {
  name: 'DeleteProjectArtifacts',
  document: `mutation DeleteProjectArtifacts($projectRef: String!) {
  deleteProjectArtifacts(projectRef: $projectRef)
}`,
};
