// Generated from fragments/approval.graphql by `npm run operations` (rest-facade/operations/codegen): do not edit.
import type { GroupFields } from './group';
import type { UserBasicFields } from './user';

export type ApprovalSettingsFields = {
  approvalsBeforeMerge: number;
  resetApprovalsOnPush: boolean;
  selectiveCodeOwnerRemovals: boolean;
  disableOverridingApproversPerMergeRequest: boolean;
  mergeRequestsAuthorApproval: boolean;
  mergeRequestsDisableCommittersApproval: boolean;
  requirePasswordToApprove: boolean;
};

export type ApprovalRuleFields = {
  id: string;
  name: string;
  ruleType: string;
  reportType: string | null;
  approvalsRequired: number;
  appliesToAllProtectedBranches: boolean;
  containsHiddenGroups: boolean;
  eligibleApprovers: Array<UserBasicFields>;
  users: Array<UserBasicFields>;
  groups: Array<GroupFields>;
};

export type MergeRequestApprovalRuleFields = ApprovalRuleFields & {
  section: string | null;
  overridden: boolean;
  sourceRule: {
    approvalsRequired: number;
  } | null;
};

export type MergeRequestApprovalStateFields = {
  id: string;
  iid: number;
  projectId: string;
  title: string;
  description: string | null;
  state: string;
  createdAt: string;
  updatedAt: string;
  mergeStatus: string;
  approvalState: {
    approved: boolean;
    approvalsRequired: number;
    approvalsLeft: number;
    requirePasswordToApprove: boolean;
    userHasApproved: boolean;
    userCanApprove: boolean;
    approvalRulesOverwritten: boolean;
    hasApprovalRules: boolean;
    approvedBy: Array<{
      approvedAt: string;
      user: UserBasicFields;
    }>;
    suggestedApprovers: Array<UserBasicFields>;
    rules: Array<{
      approved: boolean;
      approvalsLeft: number;
      eligibleApprovers: Array<UserBasicFields>;
      approvedBy: Array<UserBasicFields>;
      rule: MergeRequestApprovalRuleFields;
    }>;
  };
};
