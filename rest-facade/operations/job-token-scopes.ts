// Generated from job-token-scopes.graphql by `npm run operations` (rest-facade/operations/codegen): do not edit.
import type { Operation } from './operation';
import type { ProjectBasicFields } from './fragments/project';

export type JobTokenScopeResult = {
  jobTokenScope: {
    inboundEnabled: boolean;
    outboundEnabled: boolean;
  };
};

export const JobTokenScope: Operation<JobTokenScopeResult> = {
  name: 'JobTokenScope',
  document: `query JobTokenScope($projectRef: String!) {
  jobTokenScope(projectRef: $projectRef) {
    inboundEnabled
    outboundEnabled
  }
}`,
};

export type UpdateJobTokenScopeResult = {
  updateJobTokenScope: boolean;
};

export const UpdateJobTokenScope: Operation<UpdateJobTokenScopeResult> = {
  name: 'UpdateJobTokenScope',
  document: `mutation UpdateJobTokenScope($projectRef: String!, $enabled: Boolean!) {
  updateJobTokenScope(projectRef: $projectRef, enabled: $enabled)
}`,
};

export type JobTokenAllowlistProjectsResult = {
  jobTokenAllowlistProjects: {
    nodes: Array<ProjectBasicFields>;
    pageInfo: {
      page: number;
      perPage: number;
      total: number | null;
      nextCursor: string | null;
    };
  };
};

export const JobTokenAllowlistProjects: Operation<JobTokenAllowlistProjectsResult> = {
  name: 'JobTokenAllowlistProjects',
  document: `query JobTokenAllowlistProjects($projectRef: String!, $page: Int!, $perPage: Int!) {
  jobTokenAllowlistProjects(
    projectRef: $projectRef
    page: $page
    perPage: $perPage
  ) {
    nodes {
      ...ProjectBasicFields
    }
    pageInfo {
      page
      perPage
      total
      nextCursor
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
}`,
};

export type JobTokenAllowlistGroupsResult = {
  jobTokenAllowlistGroups: {
    nodes: Array<{
      id: string;
      name: string;
      webUrl: string;
    }>;
    pageInfo: {
      page: number;
      perPage: number;
      total: number | null;
      nextCursor: string | null;
    };
  };
};

export const JobTokenAllowlistGroups: Operation<JobTokenAllowlistGroupsResult> = {
  name: 'JobTokenAllowlistGroups',
  document: `query JobTokenAllowlistGroups($projectRef: String!, $page: Int!, $perPage: Int!) {
  jobTokenAllowlistGroups(projectRef: $projectRef, page: $page, perPage: $perPage) {
    nodes {
      id
      name
      webUrl
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

export type AddJobTokenAllowlistProjectResult = {
  addJobTokenAllowlistProject: {
    sourceProjectId: number;
    targetProjectId: number;
  };
};

export const AddJobTokenAllowlistProject: Operation<AddJobTokenAllowlistProjectResult> = {
  name: 'AddJobTokenAllowlistProject',
  document: `mutation AddJobTokenAllowlistProject($projectId: Int!, $targetProjectId: Int!) {
  addJobTokenAllowlistProject(
    projectId: $projectId
    targetProjectId: $targetProjectId
  ) {
    sourceProjectId
    targetProjectId
  }
}`,
};

export type RemoveJobTokenAllowlistProjectResult = {
  removeJobTokenAllowlistProject: boolean;
};

export const RemoveJobTokenAllowlistProject: Operation<RemoveJobTokenAllowlistProjectResult> = {
  name: 'RemoveJobTokenAllowlistProject',
  document: `mutation RemoveJobTokenAllowlistProject($projectRef: String!, $targetProjectId: Int!) {
  removeJobTokenAllowlistProject(
    projectRef: $projectRef
    targetProjectId: $targetProjectId
  )
}`,
};

export type AddJobTokenAllowlistGroupResult = {
  addJobTokenAllowlistGroup: {
    sourceProjectId: number;
    targetGroupId: number;
  };
};

export const AddJobTokenAllowlistGroup: Operation<AddJobTokenAllowlistGroupResult> = {
  name: 'AddJobTokenAllowlistGroup',
  document: `mutation AddJobTokenAllowlistGroup($projectId: Int!, $targetGroupId: Int!) {
  addJobTokenAllowlistGroup(projectId: $projectId, targetGroupId: $targetGroupId) {
    sourceProjectId
    targetGroupId
  }
}`,
};

export type RemoveJobTokenAllowlistGroupResult = {
  removeJobTokenAllowlistGroup: boolean;
};

export const RemoveJobTokenAllowlistGroup: Operation<RemoveJobTokenAllowlistGroupResult> = {
  name: 'RemoveJobTokenAllowlistGroup',
  document: `mutation RemoveJobTokenAllowlistGroup($projectRef: String!, $targetGroupId: Int!) {
  removeJobTokenAllowlistGroup(
    projectRef: $projectRef
    targetGroupId: $targetGroupId
  )
}`,
};
