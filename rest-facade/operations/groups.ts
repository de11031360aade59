// Generated from groups.graphql by `npm run operations` (rest-facade/operations/codegen): do not edit.
import type { Operation } from './operation';
import type { GroupDetailFields, GroupFields } from './fragments/group';
import type { ProjectFields } from './fragments/project';

export type GroupsResult = {
  groups: {
    nodes: Array<GroupFields>;
    pageInfo: {
      page: number;
      perPage: number;
      total: number | null;
      nextCursor: string | null;
    };
  };
};

export const Groups: Operation<GroupsResult> = {
  name: 'Groups',
  document: `query Groups($filter: GroupFilter, $page: Int!, $perPage: Int!, $keyset: Boolean, $cursor: String) {
  groups(
    filter: $filter
    page: $page
    perPage: $perPage
    keyset: $keyset
    cursor: $cursor
  ) {
    nodes {
      ...GroupFields
    }
    pageInfo {
      page
      perPage
      total
      nextCursor
    }
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
}`,
};

export type GroupResult = {
  group: GroupDetailFields;
};

export const Group: Operation<GroupResult> = {
  name: 'Group',
  document: `query Group($withProjects: Boolean!, $ref: String!) {
  group(ref: $ref) {
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

export type CreateGroupResult = {
  createGroup: GroupDetailFields;
};

export const CreateGroup: Operation<CreateGroupResult> = {
  name: 'CreateGroup',
  document: `mutation CreateGroup($withProjects: Boolean!, $input: CreateGroupInput!) {
  createGroup(input: $input) {
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

export type UpdateGroupResult = {
  updateGroup: GroupDetailFields;
};

export const UpdateGroup: Operation<UpdateGroupResult> = {
  name: 'UpdateGroup',
  document: `mutation UpdateGroup($withProjects: Boolean!, $ref: String!, $input: UpdateGroupInput!) {
  updateGroup(ref: $ref, input: $input) {
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

export type DeleteGroupResult = {
  deleteGroup: boolean;
};

export const DeleteGroup: Operation<DeleteGroupResult> = {
  name: 'DeleteGroup',
  document: `mutation DeleteGroup($ref: String!) {
  deleteGroup(ref: $ref)
}`,
};

export type GroupSubgroupsResult = {
  groupSubgroups: {
    nodes: Array<GroupFields>;
    pageInfo: {
      page: number;
      perPage: number;
      total: number | null;
      nextCursor: string | null;
    };
  };
};

export const GroupSubgroups: Operation<GroupSubgroupsResult> = {
  name: 'GroupSubgroups',
  document: `query GroupSubgroups($ref: String!, $descendants: Boolean!, $filter: GroupFilter, $page: Int!, $perPage: Int!) {
  groupSubgroups(
    ref: $ref
    descendants: $descendants
    filter: $filter
    page: $page
    perPage: $perPage
  ) {
    nodes {
      ...GroupFields
    }
    pageInfo {
      page
      perPage
      total
      nextCursor
    }
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
}`,
};

export type GroupProjectsResult = {
  groupProjects: {
    nodes: Array<ProjectFields>;
    pageInfo: {
      page: number;
      perPage: number;
      total: number | null;
      nextCursor: string | null;
    };
  };
};

export const GroupProjects: Operation<GroupProjectsResult> = {
  name: 'GroupProjects',
  document: `query GroupProjects($ref: String!, $filter: ProjectFilter, $page: Int!, $perPage: Int!) {
  groupProjects(ref: $ref, filter: $filter, page: $page, perPage: $perPage) {
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

export type ShareGroupResult = {
  shareGroup: GroupDetailFields;
};

export const ShareGroup: Operation<ShareGroupResult> = {
  name: 'ShareGroup',
  document: `mutation ShareGroup($ref: String!, $input: ShareGroupInput!, $withProjects: Boolean!) {
  shareGroup(ref: $ref, input: $input) {
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

export type UnshareGroupResult = {
  unshareGroup: boolean;
};

export const UnshareGroup: Operation<UnshareGroupResult> = {
  name: 'UnshareGroup',
  document: `mutation UnshareGroup($ref: String!, $groupId: ID!) {
  unshareGroup(ref: $ref, groupId: $groupId)
}`,
};

export type SyncGroupWithLdapResult = {
  syncGroupWithLdap: boolean;
};

export const SyncGroupWithLdap: Operation<SyncGroupWithLdapResult> = {
  name: 'SyncGroupWithLdap',
  document: `mutation SyncGroupWithLdap($ref: String!) {
  syncGroupWithLdap(groupRef: $ref)
}`,
};
