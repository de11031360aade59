// Generated from fragments/project.graphql by `npm run operations` (rest-facade/operations/codegen): do not edit.
import type { CustomAttributeFields, UserBasicFields } from './user';

export type NamespaceBasicFields = {
  id: string;
  name: string;
  path: string;
  kind: string;
  fullPath: string;
  parentId: string | null;
  webUrl: string;
  owner: {
    avatarUrl: string | null;
  } | null;
};

export type ProjectBasicFields = {
  id: string;
  description: string | null;
  name: string;
  nameWithNamespace: string;
  path: string;
  pathWithNamespace: string;
  createdAt: string;
  defaultBranchOrMain: string;
  topics: Array<string>;
  sshUrlToRepo: string;
  httpUrlToRepo: string;
  webUrl: string;
  starCount: number;
  lastActivityAt: string;
  viewerCanReadCode: boolean;
  namespace: NamespaceBasicFields;
  customAttributes: Array<CustomAttributeFields> | null;
};

export type ProjectFields = ProjectBasicFields & {
  archived: boolean;
  visibility: string;
  owner: UserBasicFields | null;
  resolveOutdatedDiffDiscussions: boolean;
  features: {
    issues: string;
    repository: string;
    mergeRequests: string;
    forking: string;
    wiki: string;
    builds: string;
    snippets: string;
    pages: string;
    operations: string;
    analytics: string;
    containerRegistry: string;
    securityAndCompliance: string;
    releases: string;
    environments: string;
    featureFlags: string;
    infrastructure: string;
    monitor: string;
    modelExperiments: string;
    modelRegistry: string;
    requirements: string;
  };
  emailsEnabled: boolean;
  sharedRunnersEnabled: boolean;
  lfsEnabled: boolean;
  creator: {
    id: string;
  };
  publicJobs: boolean;
  buildTimeout: number;
  ciConfigPath: string | null;
  onlyAllowMergeIfPipelineSucceeds: boolean;
  allowMergeOnSkippedPipeline: boolean;
  requestAccessEnabled: boolean;
  onlyAllowMergeIfAllDiscussionsAreResolved: boolean;
  removeSourceBranchAfterMerge: boolean;
  printingMergeRequestLinkEnabled: boolean;
  mergeMethod: string;
  squashOption: string;
  suggestionCommitMessage: string | null;
  autocloseReferencedIssues: boolean;
  updatedAt: string;
  viewerCanCreateMergeRequestIn: boolean;
  openIssuesCount: number;
  statistics: {
    commitCount: number;
    storageSize: number;
    repositorySize: number;
    wikiSize: number;
    lfsObjectsSize: number;
    jobArtifactsSize: number;
    pipelineArtifactsSize: number;
    packagesSize: number;
    snippetsSize: number;
    uploadsSize: number;
    containerRegistrySize: number;
  } | null;
  repository: {
    defaultBranch: string | null;
    empty: boolean;
    storage: string;
    sizeBytes: number;
    commitCount: number;
  } | null;
  permissions: {
    projectAccess: {
      accessLevel: number;
      notificationLevel: number;
    } | null;
    groupAccess: {
      accessLevel: number;
      notificationLevel: number;
    } | null;
  };
};
