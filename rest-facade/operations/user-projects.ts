// Generated from user-projects.graphql by `npm run operations` (rest-facade/operations/codegen): do not edit.
import type { Operation } from './operation';
import type { ProjectFields } from './fragments/project';

export type UserProjectsResult = {
  userProjects: {
    nodes: Array<ProjectFields>;
    pageInfo: {
      page: number;
      perPage: number;
      total: number | null;
      nextCursor: string | null;
    };
  };
};

export const UserProjects: Operation<UserProjectsResult> = {
  name: 'UserProjects',
  document: `query UserProjects($userRef: String!, $filter: ProjectFilter, $page: Int!, $perPage: Int!, $keyset: Boolean, $cursor: String) {
  userProjects(
    userRef: $userRef
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
