// Generated from fragments/project-hook.graphql by `npm run operations` (rest-facade/operations/codegen): do not edit.

export type ProjectHookFields = {
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
  projectId: string;
  issuesEvents: boolean;
  confidentialIssuesEvents: boolean;
  noteEvents: boolean;
  confidentialNoteEvents: boolean;
  pipelineEvents: boolean;
  wikiPageEvents: boolean;
  deploymentEvents: boolean;
  featureFlagEvents: boolean;
  jobEvents: boolean;
  releasesEvents: boolean;
  milestoneEvents: boolean;
  emojiEvents: boolean;
  resourceAccessTokenEvents: boolean;
  resourceDeployTokenEvents: boolean;
  vulnerabilityEvents: boolean;
};
