// Generated from projects.graphql by `npm run operations` (rest-facade/operations/codegen): do not edit.
import type { Operation } from './operation';
import type { ProjectFields } from './fragments/project';

export type ProjectsResult = {
  projects: {
    nodes: Array<ProjectFields>;
    pageInfo: {
      page: number;
      perPage: number;
      total: number | null;
      nextCursor: string | null;
    };
  };
};

export const Projects: Operation<ProjectsResult> = {
  name: 'Projects',
  document: `query Projects($filter: ProjectFilter, $page: Int!, $perPage: Int!, $keyset: Boolean, $cursor: String) {
  projects(
    filter: $filter
    page: $page
    perPage: $perPage
    keyset: $keyset
    cursor: $cursor
  ) {
    nodes {
      ...ProjectFields
    }
    pageInfo {
      page
      perPage
      total
      nextCursor
    }
  }
}

fragment ProjectFields on Project {
  ...ProjectBasicFields
  archived
  visibility
  owner {
    ...UserBasicFields
  }
  resolveOutdatedDiffDiscussions
  features {
    issues
    repository
    mergeRequests
    forking
    wiki
    builds
    snippets
    pages
    operations
    analytics
    containerRegistry
    securityAndCompliance
    releases
    environments
    featureFlags
    infrastructure
    monitor
    modelExperiments
    modelRegistry
    requirements
  }
  emailsEnabled
  sharedRunnersEnabled
  lfsEnabled
  creator {
    id
  }
  publicJobs
  buildTimeout
  ciConfigPath
  onlyAllowMergeIfPipelineSucceeds
  allowMergeOnSkippedPipeline
  requestAccessEnabled
  onlyAllowMergeIfAllDiscussionsAreResolved
  removeSourceBranchAfterMerge
  printingMergeRequestLinkEnabled
  mergeMethod
  squashOption
  suggestionCommitMessage
  autocloseReferencedIssues
  updatedAt
  viewerCanCreateMergeRequestIn
  openIssuesCount
  statistics {
    commitCount
    storageSize
    repositorySize
    wikiSize
    lfsObjectsSize
    jobArtifactsSize
    pipelineArtifactsSize
    packagesSize
    snippetsSize
    uploadsSize
    containerRegistrySize
  }
  repository {
    defaultBranch
    empty
    storage
    sizeBytes
    commitCount
  }
  permissions {
    projectAccess {
      accessLevel
      notificationLevel
    }
    groupAccess {
      accessLevel
      notificationLevel
    }
  }
}

fragment ProjectBasicFields on Project {
  id
  description
  name
  nameWithNamespace
  path
  pathWithNamespace
  createdAt
  defaultBranchOrMain
  topics
  sshUrlToRepo
  httpUrlToRepo
  webUrl
  starCount
  lastActivityAt
  viewerCanReadCode
  namespace {
    ...NamespaceBasicFields
  }
  customAttributes {
    ...CustomAttributeFields
  }
}

fragment NamespaceBasicFields on Namespace {
  id
  name
  path
  kind
  fullPath
  parentId
  webUrl
  owner {
    avatarUrl
  }
}

fragment CustomAttributeFields on CustomAttribute {
  key
  value
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

export type ProjectResult = {
  project: ProjectFields;
};

export const Project: Operation<ProjectResult> = {
  name: 'Project',
  document: `query Project($ref: String!) {
  project(ref: $ref) {
    ...ProjectFields
  }
}

fragment ProjectFields on Project {
  ...ProjectBasicFields
  archived
  visibility
  owner {
    ...UserBasicFields
  }
  resolveOutdatedDiffDiscussions
  features {
    issues
    repository
    mergeRequests
    forking
    wiki
    builds
    snippets
    pages
    operations
    analytics
    containerRegistry
    securityAndCompliance
    releases
    environments
    featureFlags
    infrastructure
    monitor
    modelExperiments
    modelRegistry
    requirements
  }
  emailsEnabled
  sharedRunnersEnabled
  lfsEnabled
  creator {
    id
  }
  publicJobs
  buildTimeout
  ciConfigPath
  onlyAllowMergeIfPipelineSucceeds
  allowMergeOnSkippedPipeline
  requestAccessEnabled
  onlyAllowMergeIfAllDiscussionsAreResolved
  removeSourceBranchAfterMerge
  printingMergeRequestLinkEnabled
  mergeMethod
  squashOption
  suggestionCommitMessage
  autocloseReferencedIssues
  updatedAt
  viewerCanCreateMergeRequestIn
  openIssuesCount
  statistics {
    commitCount
    storageSize
    repositorySize
    wikiSize
    lfsObjectsSize
    jobArtifactsSize
    pipelineArtifactsSize
    packagesSize
    snippetsSize
    uploadsSize
    containerRegistrySize
  }
  repository {
    defaultBranch
    empty
    storage
    sizeBytes
    commitCount
  }
  permissions {
    projectAccess {
      accessLevel
      notificationLevel
    }
    groupAccess {
      accessLevel
      notificationLevel
    }
  }
}

fragment ProjectBasicFields on Project {
  id
  description
  name
  nameWithNamespace
  path
  pathWithNamespace
  createdAt
  defaultBranchOrMain
  topics
  sshUrlToRepo
  httpUrlToRepo
  webUrl
  starCount
  lastActivityAt
  viewerCanReadCode
  namespace {
    ...NamespaceBasicFields
  }
  customAttributes {
    ...CustomAttributeFields
  }
}

fragment NamespaceBasicFields on Namespace {
  id
  name
  path
  kind
  fullPath
  parentId
  webUrl
  owner {
    avatarUrl
  }
}

fragment CustomAttributeFields on CustomAttribute {
  key
  value
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

export type CreateProjectResult = {
  createProject: ProjectFields;
};

export const CreateProject: Operation<CreateProjectResult> = {
  name: 'CreateProject',
  document: `mutation CreateProject($input: CreateProjectInput!, $userId: ID) {
  createProject(input: $input, userId: $userId) {
    ...ProjectFields
  }
}

fragment ProjectFields on Project {
  ...ProjectBasicFields
  archived
  visibility
  owner {
    ...UserBasicFields
  }
  resolveOutdatedDiffDiscussions
  features {
    issues
    repository
    mergeRequests
    forking
    wiki
    builds
    snippets
    pages
    operations
    analytics
    containerRegistry
    securityAndCompliance
    releases
    environments
    featureFlags
    infrastructure
    monitor
    modelExperiments
    modelRegistry
    requirements
  }
  emailsEnabled
  sharedRunnersEnabled
  lfsEnabled
  creator {
    id
  }
  publicJobs
  buildTimeout
  ciConfigPath
  onlyAllowMergeIfPipelineSucceeds
  allowMergeOnSkippedPipeline
  requestAccessEnabled
  onlyAllowMergeIfAllDiscussionsAreResolved
  removeSourceBranchAfterMerge
  printingMergeRequestLinkEnabled
  mergeMethod
  squashOption
  suggestionCommitMessage
  autocloseReferencedIssues
  updatedAt
  viewerCanCreateMergeRequestIn
  openIssuesCount
  statistics {
    commitCount
    storageSize
    repositorySize
    wikiSize
    lfsObjectsSize
    jobArtifactsSize
    pipelineArtifactsSize
    packagesSize
    snippetsSize
    uploadsSize
    containerRegistrySize
  }
  repository {
    defaultBranch
    empty
    storage
    sizeBytes
    commitCount
  }
  permissions {
    projectAccess {
      accessLevel
      notificationLevel
    }
    groupAccess {
      accessLevel
      notificationLevel
    }
  }
}

fragment ProjectBasicFields on Project {
  id
  description
  name
  nameWithNamespace
  path
  pathWithNamespace
  createdAt
  defaultBranchOrMain
  topics
  sshUrlToRepo
  httpUrlToRepo
  webUrl
  starCount
  lastActivityAt
  viewerCanReadCode
  namespace {
    ...NamespaceBasicFields
  }
  customAttributes {
    ...CustomAttributeFields
  }
}

fragment NamespaceBasicFields on Namespace {
  id
  name
  path
  kind
  fullPath
  parentId
  webUrl
  owner {
    avatarUrl
  }
}

fragment CustomAttributeFields on CustomAttribute {
  key
  value
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

export type UpdateProjectResult = {
  updateProject: ProjectFields;
};

export const UpdateProject: Operation<UpdateProjectResult> = {
  name: 'UpdateProject',
  document: `mutation UpdateProject($ref: String!, $input: UpdateProjectInput!) {
  updateProject(ref: $ref, input: $input) {
    ...ProjectFields
  }
}

fragment ProjectFields on Project {
  ...ProjectBasicFields
  archived
  visibility
  owner {
    ...UserBasicFields
  }
  resolveOutdatedDiffDiscussions
  features {
    issues
    repository
    mergeRequests
    forking
    wiki
    builds
    snippets
    pages
    operations
    analytics
    containerRegistry
    securityAndCompliance
    releases
    environments
    featureFlags
    infrastructure
    monitor
    modelExperiments
    modelRegistry
    requirements
  }
  emailsEnabled
  sharedRunnersEnabled
  lfsEnabled
  creator {
    id
  }
  publicJobs
  buildTimeout
  ciConfigPath
  onlyAllowMergeIfPipelineSucceeds
  allowMergeOnSkippedPipeline
  requestAccessEnabled
  onlyAllowMergeIfAllDiscussionsAreResolved
  removeSourceBranchAfterMerge
  printingMergeRequestLinkEnabled
  mergeMethod
  squashOption
  suggestionCommitMessage
  autocloseReferencedIssues
  updatedAt
  viewerCanCreateMergeRequestIn
  openIssuesCount
  statistics {
    commitCount
    storageSize
    repositorySize
    wikiSize
    lfsObjectsSize
    jobArtifactsSize
    pipelineArtifactsSize
    packagesSize
    snippetsSize
    uploadsSize
    containerRegistrySize
  }
  repository {
    defaultBranch
    empty
    storage
    sizeBytes
    commitCount
  }
  permissions {
    projectAccess {
      accessLevel
      notificationLevel
    }
    groupAccess {
      accessLevel
      notificationLevel
    }
  }
}

fragment ProjectBasicFields on Project {
  id
  description
  name
  nameWithNamespace
  path
  pathWithNamespace
  createdAt
  defaultBranchOrMain
  topics
  sshUrlToRepo
  httpUrlToRepo
  webUrl
  starCount
  lastActivityAt
  viewerCanReadCode
  namespace {
    ...NamespaceBasicFields
  }
  customAttributes {
    ...CustomAttributeFields
  }
}

fragment NamespaceBasicFields on Namespace {
  id
  name
  path
  kind
  fullPath
  parentId
  webUrl
  owner {
    avatarUrl
  }
}

fragment CustomAttributeFields on CustomAttribute {
  key
  value
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

export type DeleteProjectResult = {
  deleteProject: boolean;
};

export const DeleteProject: Operation<DeleteProjectResult> = {
  name: 'DeleteProject',
  document: `mutation DeleteProject($ref: String!) {
  deleteProject(ref: $ref)
}`,
};

export type ArchiveProjectResult = {
  archiveProject: ProjectFields;
};

export const ArchiveProject: Operation<ArchiveProjectResult> = {
  name: 'ArchiveProject',
  document: `mutation ArchiveProject($ref: String!) {
  archiveProject(ref: $ref) {
    ...ProjectFields
  }
}

fragment ProjectFields on Project {
  ...ProjectBasicFields
  archived
  visibility
  owner {
    ...UserBasicFields
  }
  resolveOutdatedDiffDiscussions
  features {
    issues
    repository
    mergeRequests
    forking
    wiki
    builds
    snippets
    pages
    operations
    analytics
    containerRegistry
    securityAndCompliance
    releases
    environments
    featureFlags
    infrastructure
    monitor
    modelExperiments
    modelRegistry
    requirements
  }
  emailsEnabled
  sharedRunnersEnabled
  lfsEnabled
  creator {
    id
  }
  publicJobs
  buildTimeout
  ciConfigPath
  onlyAllowMergeIfPipelineSucceeds
  allowMergeOnSkippedPipeline
  requestAccessEnabled
  onlyAllowMergeIfAllDiscussionsAreResolved
  removeSourceBranchAfterMerge
  printingMergeRequestLinkEnabled
  mergeMethod
  squashOption
  suggestionCommitMessage
  autocloseReferencedIssues
  updatedAt
  viewerCanCreateMergeRequestIn
  openIssuesCount
  statistics {
    commitCount
    storageSize
    repositorySize
    wikiSize
    lfsObjectsSize
    jobArtifactsSize
    pipelineArtifactsSize
    packagesSize
    snippetsSize
    uploadsSize
    containerRegistrySize
  }
  repository {
    defaultBranch
    empty
    storage
    sizeBytes
    commitCount
  }
  permissions {
    projectAccess {
      accessLevel
      notificationLevel
    }
    groupAccess {
      accessLevel
      notificationLevel
    }
  }
}

fragment ProjectBasicFields on Project {
  id
  description
  name
  nameWithNamespace
  path
  pathWithNamespace
  createdAt
  defaultBranchOrMain
  topics
  sshUrlToRepo
  httpUrlToRepo
  webUrl
  starCount
  lastActivityAt
  viewerCanReadCode
  namespace {
    ...NamespaceBasicFields
  }
  customAttributes {
    ...CustomAttributeFields
  }
}

fragment NamespaceBasicFields on Namespace {
  id
  name
  path
  kind
  fullPath
  parentId
  webUrl
  owner {
    avatarUrl
  }
}

fragment CustomAttributeFields on CustomAttribute {
  key
  value
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

export type UnarchiveProjectResult = {
  unarchiveProject: ProjectFields;
};

export const UnarchiveProject: Operation<UnarchiveProjectResult> = {
  name: 'UnarchiveProject',
  document: `mutation UnarchiveProject($ref: String!) {
  unarchiveProject(ref: $ref) {
    ...ProjectFields
  }
}

fragment ProjectFields on Project {
  ...ProjectBasicFields
  archived
  visibility
  owner {
    ...UserBasicFields
  }
  resolveOutdatedDiffDiscussions
  features {
    issues
    repository
    mergeRequests
    forking
    wiki
    builds
    snippets
    pages
    operations
    analytics
    containerRegistry
    securityAndCompliance
    releases
    environments
    featureFlags
    infrastructure
    monitor
    modelExperiments
    modelRegistry
    requirements
  }
  emailsEnabled
  sharedRunnersEnabled
  lfsEnabled
  creator {
    id
  }
  publicJobs
  buildTimeout
  ciConfigPath
  onlyAllowMergeIfPipelineSucceeds
  allowMergeOnSkippedPipeline
  requestAccessEnabled
  onlyAllowMergeIfAllDiscussionsAreResolved
  removeSourceBranchAfterMerge
  printingMergeRequestLinkEnabled
  mergeMethod
  squashOption
  suggestionCommitMessage
  autocloseReferencedIssues
  updatedAt
  viewerCanCreateMergeRequestIn
  openIssuesCount
  statistics {
    commitCount
    storageSize
    repositorySize
    wikiSize
    lfsObjectsSize
    jobArtifactsSize
    pipelineArtifactsSize
    packagesSize
    snippetsSize
    uploadsSize
    containerRegistrySize
  }
  repository {
    defaultBranch
    empty
    storage
    sizeBytes
    commitCount
  }
  permissions {
    projectAccess {
      accessLevel
      notificationLevel
    }
    groupAccess {
      accessLevel
      notificationLevel
    }
  }
}

fragment ProjectBasicFields on Project {
  id
  description
  name
  nameWithNamespace
  path
  pathWithNamespace
  createdAt
  defaultBranchOrMain
  topics
  sshUrlToRepo
  httpUrlToRepo
  webUrl
  starCount
  lastActivityAt
  viewerCanReadCode
  namespace {
    ...NamespaceBasicFields
  }
  customAttributes {
    ...CustomAttributeFields
  }
}

fragment NamespaceBasicFields on Namespace {
  id
  name
  path
  kind
  fullPath
  parentId
  webUrl
  owner {
    avatarUrl
  }
}

fragment CustomAttributeFields on CustomAttribute {
  key
  value
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
