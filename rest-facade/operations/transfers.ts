// Generated from transfers.graphql by `npm run operations` (rest-facade/operations/codegen): do not edit.
import type { Operation } from './operation';
import type { GroupDetailFields } from './fragments/group';
import type { ProjectFields } from './fragments/project';

export type TransferProjectResult = {
  transferProject: ProjectFields;
};

export const TransferProject: Operation<TransferProjectResult> = {
  name: 'TransferProject',
  document: `mutation TransferProject($ref: String!, $namespace: String!) {
  transferProject(ref: $ref, namespace: $namespace) {
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

export type TransferGroupResult = {
  transferGroup: GroupDetailFields;
};

export const TransferGroup: Operation<TransferGroupResult> = {
  name: 'TransferGroup',
  document: `mutation TransferGroup($withProjects: Boolean!, $ref: String!, $parentId: ID) {
  transferGroup(ref: $ref, parentId: $parentId) {
    ...GroupDetailFields
  }
}

fragment GroupDetailFields on Group {
  ...GroupFields
  sharedWithGroups {
    ...SharedGroupFields
  }
  projects @include(if: $withProjects) {
    ...ProjectFields
  }
  sharedProjects @include(if: $withProjects) {
    ...ProjectFields
  }
}

fragment GroupFields on Group {
  id
  webUrl
  name
  path
  description
  visibility
  shareWithGroupLock
  requireTwoFactorAuthentication
  twoFactorGracePeriod
  projectCreationLevel
  autoDevopsEnabled
  subgroupCreationLevel
  emailsEnabled
  mentionsDisabled
  lfsEnabled
  defaultBranch
  defaultBranchProtection
  avatarUrl
  requestAccessEnabled
  fullName
  fullPath
  createdAt
  parentId
  customAttributes {
    ...CustomAttributeFields
  }
  statistics {
    storageSize
    repositorySize
    wikiSize
    lfsObjectsSize
    jobArtifactsSize
    pipelineArtifactsSize
    packagesSize
    snippetsSize
    uploadsSize
  }
}

fragment CustomAttributeFields on CustomAttribute {
  key
  value
}

fragment SharedGroupFields on GroupShare {
  sharedWithGroupId
  groupAccess
  expiresAt
  sharedWithGroup {
    name
    fullPath
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

export type ProjectTransferLocationsResult = {
  projectTransferLocations: {
    nodes: Array<{
      id: string;
      webUrl: string;
      name: string;
      avatarUrl: string | null;
      fullName: string;
      fullPath: string;
    }>;
    pageInfo: {
      page: number;
      perPage: number;
      total: number | null;
      nextCursor: string | null;
    };
  };
};

export const ProjectTransferLocations: Operation<ProjectTransferLocationsResult> = {
  name: 'ProjectTransferLocations',
  document: `query ProjectTransferLocations($ref: String!, $search: String, $page: Int!, $perPage: Int!) {
  projectTransferLocations(
    ref: $ref
    search: $search
    page: $page
    perPage: $perPage
  ) {
    nodes {
      id
      webUrl
      name
      avatarUrl
      fullName
      fullPath
    }
    pageInfo {
      page
      perPage
      total
      nextCursor
    }
  }
}`,
};
