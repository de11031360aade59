// Generated from fragments/group-push-rule.graphql by `npm run operations` (rest-facade/operations/codegen): do not edit.

export type GroupPushRuleFields = {
  id: string;
  createdAt: string;
  commitMessageRegex: string | null;
  commitMessageNegativeRegex: string | null;
  branchNameRegex: string | null;
  authorEmailRegex: string | null;
  fileNameRegex: string | null;
  denyDeleteTag: boolean;
  memberCheck: boolean;
  preventSecrets: boolean;
  maxFileSize: number;
  commitCommitterCheck: boolean;
  commitCommitterNameCheck: boolean;
  rejectUnsignedCommits: boolean;
  rejectNonDcoCommits: boolean;
};
