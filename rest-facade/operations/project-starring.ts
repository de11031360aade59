// Generated from project-starring.graphql by `npm run operations` (rest-facade/operations/codegen): do not edit.
import type { Operation } from './operation';
import type { ProjectFields } from './fragments/project';
import type { UserBasicFields } from './fragments/user';

export type SetProjectStarResult = {
  setProjectStar: {
    changed: boolean;
    project: ProjectFields;
  };
};

export const SetProjectStar: Operation<SetProjectStarResult> = {
  name: 'SetProjectStar',
  document: `mutation SetProjectStar($ref: String!, $starred: Boolean!) {
  setProjectStar(ref: $ref, starred: $starred) {
    changed
    project {
      ...ProjectFields
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

export type ProjectStarrersResult = {
  projectStarrers: {
    nodes: Array<{
      starredSince: string;
      user: UserBasicFields;
    }>;
    pageInfo: {
      page: number;
      perPage: number;
      total: number | null;
      nextCursor: string | null;
    };
  };
};

export const ProjectStarrers: Operation<ProjectStarrersResult> = {
  name: 'ProjectStarrers',
  document: `query ProjectStarrers($ref: String!, $search: String, $page: Int!, $perPage: Int!) {
  projectStarrers(ref: $ref, search: $search, page: $page, perPage: $perPage) {
    nodes {
      starredSince
      user {
        ...UserBasicFields
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

export type UserStarredProjectsResult = {
  userStarredProjects: {
    nodes: Array<ProjectFields>;
    pageInfo: {
      page: number;
      perPage: number;
      total: number | null;
      nextCursor: string | null;
    };
  };
};

export const UserStarredProjects: Operation<UserStarredProjectsResult> = {
  name: 'UserStarredProjects',
  document: `query UserStarredProjects($userRef: String!, $filter: ProjectFilter, $page: Int!, $perPage: Int!, $keyset: Boolean, $cursor: String) {
  userStarredProjects(
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
