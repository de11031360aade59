// Generated from group-webhooks.graphql by `npm run operations` (rest-facade/operations/codegen): do not edit.
import type { Operation } from './operation';
import type { GroupHookFields } from './fragments/group-hook';
import type { WebHookLogFields } from './fragments/web-hook';

export type GroupHooksResult = {
  groupHooks: {
    nodes: Array<GroupHookFields>;
    pageInfo: {
      page: number;
      perPage: number;
      total: number | null;
      nextCursor: string | null;
    };
  };
};

export const GroupHooks: Operation<GroupHooksResult> = {
  name: 'GroupHooks',
  document: `query GroupHooks($groupRef: String!, $page: Int!, $perPage: Int!) {
  groupHooks(groupRef: $groupRef, page: $page, perPage: $perPage) {
    nodes {
      ...GroupHookFields
    }
    pageInfo {
      page
      perPage
      total
      nextCursor
    }
  }
}

fragment GroupHookFields on GroupHook {
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
  groupId
  issuesEvents
  confidentialIssuesEvents
  noteEvents
  confidentialNoteEvents
  pipelineEvents
  wikiPageEvents
  jobEvents
  deploymentEvents
  featureFlagEvents
  releasesEvents
  milestoneEvents
  subgroupEvents
  emojiEvents
  resourceAccessTokenEvents
  memberEvents
  vulnerabilityEvents
  projectEvents
}`,
};

export type GroupHookResult = {
  groupHook: GroupHookFields;
};

export const GroupHook: Operation<GroupHookResult> = {
  name: 'GroupHook',
  document: `query GroupHook($groupRef: String!, $hookId: ID!) {
  groupHook(groupRef: $groupRef, hookId: $hookId) {
    ...GroupHookFields
  }
}

fragment GroupHookFields on GroupHook {
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
  groupId
  issuesEvents
  confidentialIssuesEvents
  noteEvents
  confidentialNoteEvents
  pipelineEvents
  wikiPageEvents
  jobEvents
  deploymentEvents
  featureFlagEvents
  releasesEvents
  milestoneEvents
  subgroupEvents
  emojiEvents
  resourceAccessTokenEvents
  memberEvents
  vulnerabilityEvents
  projectEvents
}`,
};

export type CreateGroupHookResult = {
  createGroupHook: GroupHookFields;
};

export const CreateGroupHook: Operation<CreateGroupHookResult> = {
  name: 'CreateGroupHook',
  document: `mutation CreateGroupHook($groupRef: String!, $input: CreateGroupHookInput!) {
  createGroupHook(groupRef: $groupRef, input: $input) {
    ...GroupHookFields
  }
}

fragment GroupHookFields on GroupHook {
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
  groupId
  issuesEvents
  confidentialIssuesEvents
  noteEvents
  confidentialNoteEvents
  pipelineEvents
  wikiPageEvents
  jobEvents
  deploymentEvents
  featureFlagEvents
  releasesEvents
  milestoneEvents
  subgroupEvents
  emojiEvents
  resourceAccessTokenEvents
  memberEvents
  vulnerabilityEvents
  projectEvents
}`,
};

export type UpdateGroupHookResult = {
  updateGroupHook: GroupHookFields;
};

export const UpdateGroupHook: Operation<UpdateGroupHookResult> = {
  name: 'UpdateGroupHook',
  document: `mutation UpdateGroupHook($groupRef: String!, $hookId: ID!, $input: UpdateGroupHookInput!) {
  updateGroupHook(groupRef: $groupRef, hookId: $hookId, input: $input) {
    ...GroupHookFields
  }
}

fragment GroupHookFields on GroupHook {
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
  groupId
  issuesEvents
  confidentialIssuesEvents
  noteEvents
  confidentialNoteEvents
  pipelineEvents
  wikiPageEvents
  jobEvents
  deploymentEvents
  featureFlagEvents
  releasesEvents
  milestoneEvents
  subgroupEvents
  emojiEvents
  resourceAccessTokenEvents
  memberEvents
  vulnerabilityEvents
  projectEvents
}`,
};

export type DeleteGroupHookResult = {
  deleteGroupHook: boolean;
};

export const DeleteGroupHook: Operation<DeleteGroupHookResult> = {
  name: 'DeleteGroupHook',
  document: `mutation DeleteGroupHook($groupRef: String!, $hookId: ID!) {
  deleteGroupHook(groupRef: $groupRef, hookId: $hookId)
}`,
};

export type TestGroupHookResult = {
  testGroupHook: boolean;
};

export const TestGroupHook: Operation<TestGroupHookResult> = {
  name: 'TestGroupHook',
  document: `mutation TestGroupHook($groupRef: String!, $hookId: ID!, $trigger: String!) {
  testGroupHook(groupRef: $groupRef, hookId: $hookId, trigger: $trigger)
}`,
};

export type GroupHookLogsResult = {
  groupHookLogs: {
    nodes: Array<WebHookLogFields>;
    pageInfo: {
      page: number;
      perPage: number;
      total: number | null;
      nextCursor: string | null;
    };
  };
};

export const GroupHookLogs: Operation<GroupHookLogsResult> = {
  name: 'GroupHookLogs',
  document: `query GroupHookLogs($groupRef: String!, $hookId: ID!, $filter: WebHookLogFilter, $page: Int!, $perPage: Int!) {
  groupHookLogs(
    groupRef: $groupRef
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

export type ResendGroupHookLogResult = {
  resendGroupHookLog: {
    responseStatus: number;
  };
};

export const ResendGroupHookLog: Operation<ResendGroupHookLogResult> = {
  name: 'ResendGroupHookLog',
  document: `mutation ResendGroupHookLog($groupRef: String!, $hookId: ID!, $logId: ID!) {
  resendGroupHookLog(groupRef: $groupRef, hookId: $hookId, logId: $logId) {
    responseStatus
  }
}`,
};
