// Generated from fragments/group-hook.graphql by `npm run operations` (rest-facade/operations/codegen): do not edit.

export type GroupHookFields = {
  id: string;
  url: string;
  name: string | null;
  description: string | null;
  createdAt: string;
  pushEvents: boolean;
  tagPushEvents: boolean;
  mergeRequestsEvents: boolean;
  repositoryUpdateEvents: boolean;
  enableSslVerification: boolean;
  alertStatus: string;
  disabledUntil: string | null;
  urlVariableKeys: Array<string>;
  pushEventsBranchFilter: string | null;
  branchFilterStrategy: string;
  customWebhookTemplate: string | null;
  customHeaderKeys: Array<string>;
  groupId: string;
  issuesEvents: boolean;
  confidentialIssuesEvents: boolean;
  noteEvents: boolean;
  confidentialNoteEvents: boolean;
  pipelineEvents: boolean;
  wikiPageEvents: boolean;
  jobEvents: boolean;
  deploymentEvents: boolean;
  featureFlagEvents: boolean;
  releasesEvents: boolean;
  milestoneEvents: boolean;
  subgroupEvents: boolean;
  emojiEvents: boolean;
  resourceAccessTokenEvents: boolean;
  memberEvents: boolean;
  vulnerabilityEvents: boolean;
  projectEvents: boolean;
};
