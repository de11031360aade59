import type {
  ApprovalRuleFields, ApprovalSettingsFields, MergeRequestApprovalRuleFields, MergeRequestApprovalStateFields,
} from '../operations/fragments/approval';
import type { ProtectedBranchFields } from '../operations/fragments/branch';
import type { RouteContext } from '../routes/route';
import { presentProtectedBranch } from './branch.presenter';
import { presentGroup } from './group.presenter';
import { presentUserBasic } from './user.presenter';

type Ctx = Pick<RouteContext, 'params'>;

/** EE::API::Entities::ApprovalSettings: `approvers`/`approver_groups` are deprecated and always empty. */
export function presentApprovalSettings(settings: ApprovalSettingsFields) {
  return {
    approvers: [],
    approver_groups: [],
    approvals_before_merge: settings.approvalsBeforeMerge,
    reset_approvals_on_push: settings.resetApprovalsOnPush,
    selective_code_owner_removals: settings.selectiveCodeOwnerRemovals,
    disable_overriding_approvers_per_merge_request: settings.disableOverridingApproversPerMergeRequest,
    merge_requests_author_approval: settings.mergeRequestsAuthorApproval,
    merge_requests_disable_committers_approval: settings.mergeRequestsDisableCommittersApproval,
    require_password_to_approve: settings.requirePasswordToApprove,
  };
}

/** Entities::ApprovalRule (ApprovalRuleShort's id, name, rule_type, report_type and the approvers). */
export function presentApprovalRule(rule: ApprovalRuleFields, ctx: Ctx) {
  return {
    id: Number(rule.id),
    name: rule.name,
    rule_type: rule.ruleType,
    report_type: rule.reportType,
    eligible_approvers: rule.eligibleApprovers.map(presentUserBasic),
    approvals_required: rule.approvalsRequired,
    users: rule.users.map(presentUserBasic),
    groups: rule.groups.map((group) => presentGroup(group, ctx)),
    contains_hidden_groups: rule.containsHiddenGroups,
  };
}

/** Entities::ProjectApprovalRule: a rule with its protected branches. */
export function presentProjectApprovalRule(rule: ApprovalRuleFields & { protectedBranches: ProtectedBranchFields[] }, ctx: Ctx) {
  return {
    ...presentApprovalRule(rule, ctx),
    protected_branches: rule.protectedBranches.map(presentProtectedBranch),
    applies_to_all_protected_branches: rule.appliesToAllProtectedBranches,
  };
}

/**
 * Entities::MergeRequestApprovalRule: a rule copied from a project rule shows its source's approvals
 * required and whether it since differs (project and group rules have no source).
 */
export function presentMergeRequestApprovalRule(rule: MergeRequestApprovalRuleFields, ctx: Ctx) {
  return {
    ...presentApprovalRule(rule, ctx),
    section: rule.section,
    source_rule: rule.sourceRule ? { approvals_required: rule.sourceRule.approvalsRequired } : null,
    overridden: rule.overridden,
  };
}

type State = MergeRequestApprovalStateFields['approvalState'];
const short = (rule: State['rules'][number]['rule']) => ({ id: Number(rule.id), name: rule.name, rule_type: rule.ruleType, report_type: rule.reportType });

/** The merge request part every approval entity merges in (Entities::IssuableEntity). */
function presentIssuable(mr: MergeRequestApprovalStateFields) {
  return {
    id: Number(mr.id), iid: mr.iid, project_id: Number(mr.projectId), title: mr.title, description: mr.description, state: mr.state,
    created_at: mr.createdAt, updated_at: mr.updatedAt,
  };
}

/** EE Entities::ApprovalState (GET …/approvals, and the answer of approve and unapprove). */
export function presentMergeRequestApprovals(mr: MergeRequestApprovalStateFields) {
  const state = mr.approvalState;
  return {
    ...presentIssuable(mr),
    merge_status: mr.mergeStatus,
    approved: state.approved,
    approvals_required: state.approvalsRequired,
    approvals_left: state.approvalsLeft,
    require_password_to_approve: state.requirePasswordToApprove,
    approved_by: state.approvedBy.map((approval) => ({ user: presentUserBasic(approval.user), approved_at: approval.approvedAt })),
    suggested_approvers: state.suggestedApprovers.map(presentUserBasic),
    approvers: [],
    approver_groups: [],
    user_has_approved: state.userHasApproved,
    user_can_approve: state.userCanApprove,
    approval_rules_left: state.rules.filter((rule) => !rule.approved).map((rule) => short(rule.rule)),
    has_approval_rules: state.hasApprovalRules,
    merge_request_approvers_available: true,
    multiple_approval_rules_available: true,
    invalid_approvers_rules: [],
  };
}

/** EE Entities::MergeRequestApprovalState (GET …/approval_state): each rule with who approved for it. */
export function presentMergeRequestApprovalState(mr: MergeRequestApprovalStateFields, ctx: Ctx) {
  const state = mr.approvalState;
  return {
    approval_rules_overwritten: state.approvalRulesOverwritten,
    rules: state.rules.map((rule) => ({
      ...presentMergeRequestApprovalRule({ ...rule.rule, eligibleApprovers: rule.eligibleApprovers }, ctx),
      code_owner: rule.rule.ruleType === 'code_owner',
      approved_by: rule.approvedBy.map(presentUserBasic),
      approved: rule.approved,
    })),
  };
}
