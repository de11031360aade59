// Generated from fragments/remote-mirror.graphql by `npm run operations` (rest-facade/operations/codegen): do not edit.

export type RemoteMirrorFields = {
  id: string;
  enabled: boolean;
  url: string;
  updateStatus: string;
  lastUpdateAt: string | null;
  lastUpdateStartedAt: string | null;
  lastSuccessfulUpdateAt: string | null;
  lastError: string | null;
  onlyProtectedBranches: boolean;
  keepDivergentRefs: boolean;
  authMethod: string;
  mirrorBranchRegex: string | null;
};
