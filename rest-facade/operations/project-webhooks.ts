// Generated from project-webhooks.graphql by `npm run operations` (rest-facade/operations/codegen): do not edit.
import type { Operation } from './operation';
import type { ProjectHookFields } from './fragments/project-hook';
import type { WebHookLogFields } from './fragments/web-hook';

export type ProjectHooksResult = {
  projectHooks: {
    nodes: Array<ProjectHookFields>;
    pageInfo: {
      page: number;
      perPage: number;
      total: number | null;
      nextCursor: string | null;
    };
  };
};

export const ProjectHooks: Operation<ProjectHooksResult> = {
  name: 'ProjectHooks',
  document: `query ProjectHooks($projectRef: String!, $page: Int!, $perPage: Int!) {
  projectHooks(projectRef: $projectRef, page: $page, perPage: $perPage) {
    nodes {
      ...ProjectHookFields
    }
    pageInfo {
      page
      perPage
      total
      nextCursor
    }
  }
}

fragment ProjectHookFields on ProjectHook {
  id
  url
  name
  description
  createdAt
  pushEvents
  tagPushEvents
  mergeRequestsEvents
  repositoryUpdateEvents
  enableSslVerification
  alertStatus
  disabledUntil
  urlVariableKeys
  pushEventsBranchFilter
  branchFilterStrategy
  customWebhookTemplate
  customHeaderKeys
  projectId
  issuesEvents
  confidentialIssuesEvents
  noteEvents
  confidentialNoteEvents
  pipelineEvents
  wikiPageEvents
  deploymentEvents
  featureFlagEvents
  jobEvents
  releasesEvents
  milestoneEvents
  emojiEvents
  resourceAccessTokenEvents
  resourceDeployTokenEvents
  vulnerabilityEvents
}`,
};

export type ProjectHookResult = {
  projectHook: ProjectHookFields;
};

export const ProjectHook: Operation<ProjectHookResult> = {
  name: 'ProjectHook',
  document: `query ProjectHook($projectRef: String!, $hookId: ID!) {
  projectHook(projectRef: $projectRef, hookId: $hookId) {
    ...ProjectHookFields
  }
}

fragment ProjectHookFields on ProjectHook {
  id
  url
  name
  description
  createdAt
  pushEvents
  tagPushEvents
  mergeRequestsEvents
  repositoryUpdateEvents
  enableSslVerification
  alertStatus
  disabledUntil
  urlVariableKeys
  pushEventsBranchFilter
  branchFilterStrategy
  customWebhookTemplate
  customHeaderKeys
  projectId
  issuesEvents
  confidentialIssuesEvents
  noteEvents
  confidentialNoteEvents
  pipelineEvents
  wikiPageEvents
  deploymentEvents
  featureFlagEvents
  jobEvents
  releasesEvents
  milestoneEvents
  emojiEvents
  resourceAccessTokenEvents
  resourceDeployTokenEvents
  vulnerabilityEvents
}`,
};

export type CreateProjectHookResult = {
  createProjectHook: ProjectHookFields;
};

export const CreateProjectHook: Operation<CreateProjectHookResult> = {
  name: 'CreateProjectHook',
  document: `mutation CreateProjectHook($projectRef: String!, $input: CreateProjectHookInput!) {
  createProjectHook(projectRef: $projectRef, input: $input) {
    ...ProjectHookFields
  }
}

fragment ProjectHookFields on ProjectHook {
  id
  url
  name
  description
  createdAt
  pushEvents
  tagPushEvents
  mergeRequestsEvents
  repositoryUpdateEvents
  enableSslVerification
  alertStatus
  disabledUntil
  urlVariableKeys
  pushEventsBranchFilter
  branchFilterStrategy
  customWebhookTemplate
  customHeaderKeys
  projectId
  issuesEvents
  confidentialIssuesEvents
  noteEvents
  confidentialNoteEvents
  pipelineEvents
  wikiPageEvents
  deploymentEvents
  featureFlagEvents
  jobEvents
  releasesEvents
  milestoneEvents
  emojiEvents
  resourceAccessTokenEvents
  resourceDeployTokenEvents
  vulnerabilityEvents
}`,
};

export type UpdateProjectHookResult = {
  updateProjectHook: ProjectHookFields;
};

export const UpdateProjectHook: Operation<UpdateProjectHookResult> = {
  name: 'UpdateProjectHook',
  document: `mutation UpdateProjectHook($projectRef: String!, $hookId: ID!, $input: UpdateProjectHookInput!) {
  updateProjectHook(projectRef: $projectRef, hookId: $hookId, input: $input) {
    ...ProjectHookFields
  }
}

fragment ProjectHookFields on ProjectHook {
  id
  url
  name
  description
  createdAt
  pushEvents
  tagPushEvents
  mergeRequestsEvents
  repositoryUpdateEvents
  enableSslVerification
  alertStatus
  disabledUntil
  urlVariableKeys
  pushEventsBranchFilter
  branchFilterStrategy
  customWebhookTemplate
  customHeaderKeys
  projectId
  issuesEvents
  confidentialIssuesEvents
  noteEvents
  confidentialNoteEvents
  pipelineEvents
  wikiPageEvents
  deploymentEvents
  featureFlagEvents
  jobEvents
  releasesEvents
  milestoneEvents
  emojiEvents
  resourceAccessTokenEvents
  resourceDeployTokenEvents
  vulnerabilityEvents
}`,
};

export type DeleteProjectHookResult = {
  deleteProjectHook: boolean;
};

export const DeleteProjectHook: Operation<DeleteProjectHookResult> = {
  name: 'DeleteProjectHook',
  document: `mutation DeleteProjectHook($projectRef: String!, $hookId: ID!) {
  deleteProjectHook(projectRef: $projectRef, hookId: $hookId)
}`,
};

export type TestProjectHookResult = {
  testProjectHook: boolean;
};

export const TestProjectHook: Operation<TestProjectHookResult> = {
  name: 'TestProjectHook',
  document: `mutation TestProjectHook($projectRef: String!, $hookId: ID!, $trigger: String!) {
  testProjectHook(projectRef: $projectRef, hookId: $hookId, trigger: $trigger)
}`,
};

export type ProjectHookLogsResult = {
  projectHookLogs: {
    nodes: Array<WebHookLogFields>;
    pageInfo: {
      page: number;
      perPage: number;
      total: number | null;
      nextCursor: string | null;
    };
  };
};

export const ProjectHookLogs: Operation<ProjectHookLogsResult> = {
  name: 'ProjectHookLogs',
  document: `query ProjectHookLogs($projectRef: String!, $hookId: ID!, $filter: WebHookLogFilter, $page: Int!, $perPage: Int!) {
  projectHookLogs(
    projectRef: $projectRef
    hookId: $hookId
    filter: $filter
    page: $page
    perPage: $perPage
  ) {
    nodes {
      ...WebHookLogFields
    }
    pageInfo {
      page
      perPage
      total
      nextCursor
    }
  }
}

fragment WebHookLogFields on WebHookLog {
  id
  url
  trigger
  requestHeaders
  requestData
  responseHeaders
  responseBody
  executionDuration
  responseStatus
  createdAt
}`,
};

export type ResendProjectHookLogResult = {
  resendProjectHookLog: {
    responseStatus: number;
  };
};

export const ResendProjectHookLog: Operation<ResendProjectHookLogResult> = {
  name: 'ResendProjectHookLog',
  document: `mutation ResendProjectHookLog($projectRef: String!, $hookId: ID!, $logId: ID!) {
  resendProjectHookLog(projectRef: $projectRef, hookId: $hookId, logId: $logId) {
    responseStatus
  }
}`,
};
