// Generated from fragments/group.graphql by `npm run operations` (rest-facade/operations/codegen): do not edit.
import type { CustomAttributeFields } from './user';
import type { ProjectFields } from './project';

export type GroupFields = {
  id: string;
  webUrl: string;
  name: string;
  path: string;
  description: string;
  visibility: string;
  shareWithGroupLock: boolean;
  requireTwoFactorAuthentication: boolean;
  twoFactorGracePeriod: number;
  projectCreationLevel: string;
  autoDevopsEnabled: boolean | null;
  subgroupCreationLevel: string;
  emailsEnabled: boolean;
  mentionsDisabled: boolean | null;
  lfsEnabled: boolean;
  defaultBranch: string | null;
  defaultBranchProtection: number;
  avatarUrl: string | null;
  requestAccessEnabled: boolean;
  fullName: string;
  fullPath: string;
  createdAt: string;
  parentId: string | null;
  customAttributes: Array<CustomAttributeFields> | null;
  statistics: {
    storageSize: number;
    repositorySize: number;
    wikiSize: number;
    lfsObjectsSize: number;
    jobArtifactsSize: number;
    pipelineArtifactsSize: number;
    packagesSize: number;
    snippetsSize: number;
    uploadsSize: number;
  } | null;
};

export type SharedGroupFields = {
  sharedWithGroupId: string;
  groupAccess: number;
  expiresAt: string | null;
  sharedWithGroup: {
    name: string;
    fullPath: string;
  } | null;
};

export type GroupDetailFields = GroupFields & {
  sharedWithGroups: Array<SharedGroupFields>;
  projects?: Array<ProjectFields>;
  sharedProjects?: Array<ProjectFields>;
};
