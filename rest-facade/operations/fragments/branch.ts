// Generated from fragments/branch.graphql by `npm run operations` (rest-facade/operations/codegen): do not edit.
import type { CommitFields } from './commit';

export type BranchFields = {
  name: string;
  merged: boolean;
  protected: boolean;
  developersCanPush: boolean;
  developersCanMerge: boolean;
  canPush: boolean;
  default: boolean;
  project: {
    webUrl: string;
  };
  commit: CommitFields;
};

export type ProtectedRefAccessFields = {
  id: string;
  accessLevel: number | null;
  accessLevelDescription: string;
  userId: string | null;
  groupId: string | null;
  deployKeyId: string | null;
};

export type ProtectedBranchFields = {
  id: string;
  name: string;
  allowForcePush: boolean;
  codeOwnerApprovalRequired: boolean;
  pushAccessLevels: Array<ProtectedRefAccessFields>;
  mergeAccessLevels: Array<ProtectedRefAccessFields>;
  unprotectAccessLevels: Array<ProtectedRefAccessFields>;
};
