import type { SubgraphContext } from '@forgegraph/platform';
import type { ApprovalRule } from '../../entities/approval-rule.entity';
import type { MergeRequest } from '../../entities/merge-request.entity';
import type { ProjectApprovalSettings } from '../../entities/project-approval-settings.entity';
import { isCommitter } from '../domains/merge-request-committers.client';
import { protectedBranchesLoader, protectedNameMatches } from '../domains/repository-protected-branches.client';
import {
  approvalSettingsLoader, eligibleApproverIds, mergeRequestApprovalRulesLoader, mergeRequestApprovalsLoader, projectApprovalRulesLoader,
  ruleProtectedBranchIdsLoader, type MergeRequestApproval,
} from './approval-loaders';

/** ApprovalWrappedRule: a rule as it stands on one merge request. */
export interface RuleState {
  rule: ApprovalRule;
  /** Who may approve for it (the author only when authors may approve). */
  eligibleIds: number[];
  approvedByIds: number[];
  approved: boolean;
  approvalsLeft: number;
}

/** ApprovalState: the rules that apply to a merge request and how far its approvals meet them. */
export interface ApprovalState {
  mr: MergeRequest;
  settings: ProjectApprovalSettings;
  /** The merge request has rules of its own, and the project lets them override its rules. */
  overwritten: boolean;
  rules: RuleState[];
  approvals: MergeRequestApproval[];
  approvalsRequired: number;
  approvalsLeft: number;
  approved: boolean;
}

/** Keyed by the merge request object; the rules, links and approvals below it load in batches. */
export function approvalStateLoader(ctx: SubgraphContext) {
  return ctx.loaders.get<MergeRequest, ApprovalState>('collaboration.approval-state', (mrs) => Promise.all(mrs.map((mr) => computeApprovalState(ctx, mr))));
}

/** After approvals or rules change in this request, what was loaded before is stale. */
export function forgetApprovalState(ctx: SubgraphContext, mergeRequestId: number): void {
  approvalStateLoader(ctx).clearAll();
  mergeRequestApprovalsLoader(ctx).clear(mergeRequestId);
  mergeRequestApprovalRulesLoader(ctx).clear(mergeRequestId);
}

async function computeApprovalState(ctx: SubgraphContext, mr: MergeRequest): Promise<ApprovalState> {
  const [settings, ownRules, approvals] = await Promise.all([
    approvalSettingsLoader(ctx).load(mr.projectId), mergeRequestApprovalRulesLoader(ctx).load(mr.id), mergeRequestApprovalsLoader(ctx).load(mr.id),
  ]);
  const overwritten = ownRules.length > 0 && !settings.disableOverridingApproversPerMergeRequest;
  const rules = overwritten ? ownRules : await projectRulesFor(ctx, mr);
  const approverIds = approvals.map((approval) => approval.userId);
  const states = await Promise.all(rules.map(async (rule) => {
    const eligible = (await eligibleApproverIds(ctx, rule.id)).filter((id) => settings.mergeRequestsAuthorApproval || id !== mr.authorId);
    const approvedByIds = rule.ruleType === 'any_approver' ? approverIds : approverIds.filter((id) => eligible.includes(id));
    const approvalsLeft = Math.max(rule.approvalsRequired - approvedByIds.length, 0);
    return { rule, eligibleIds: eligible, approvedByIds, approved: approvalsLeft === 0, approvalsLeft };
  }));
  const approvalsLeft = states.reduce((sum, state) => sum + state.approvalsLeft, 0);
  return {
    mr, settings, overwritten, rules: states, approvals,
    approvalsRequired: states.reduce((sum, state) => sum + state.rule.approvalsRequired, 0),
    approvalsLeft,
    approved: states.every((state) => state.approved),
  };
}

/**
 * ApprovalProjectRule#applies_to_branch?: a rule without protected branches applies to every target
 * branch; one with them (or with all protected branches) only when the target branch is protected so.
 */
async function projectRulesFor(ctx: SubgraphContext, mr: MergeRequest): Promise<ApprovalRule[]> {
  const rules = await projectApprovalRulesLoader(ctx).load(mr.projectId);
  const branchIds = await ruleProtectedBranchIdsLoader(ctx).loadMany(rules.map((rule) => rule.id));
  const scoped = rules.some((rule, i) => rule.appliesToAllProtectedBranches || (branchIds[i] as number[]).length > 0);
  const protectedBranches = scoped ? await protectedBranchesLoader(ctx).load(mr.projectId) : [];
  const matching = new Set(protectedBranches.filter((branch) => protectedNameMatches(branch.name, mr.targetBranch)).map((branch) => branch.id));
  return rules.filter((rule, i) => {
    const ids = branchIds[i] as number[];
    if (rule.appliesToAllProtectedBranches) return matching.size > 0;
    return ids.length === 0 || ids.some((id) => matching.has(id));
  });
}

/**
 * ApprovalState#eligible_for_approval_by?: someone the rules still wait for may approve; otherwise
 * once only, and the author only when the project lets authors approve.
 */
export function isEligibleApprover(state: ApprovalState, userId: number): boolean {
  const hasApproved = state.approvals.some((approval) => approval.userId === userId);
  const unactioned = state.rules.some((rule) => !rule.approved && rule.eligibleIds.includes(userId) && !rule.approvedByIds.includes(userId));
  if (unactioned) return true;
  if (hasApproved) return false;
  return !(userId === state.mr.authorId && !state.settings.mergeRequestsAuthorApproval);
}

/**
 * isEligibleApprover, and committers may not approve where the project forbids it
 * (`merge_requests_disable_committers_approval`; asked of the repository only then).
 */
export async function canApproveNow(ctx: SubgraphContext, state: ApprovalState, userId: number): Promise<boolean> {
  if (!isEligibleApprover(state, userId)) return false;
  return !(state.settings.mergeRequestsDisableCommittersApproval && (await isCommitter(ctx, state.mr, userId)));
}

/** The rules' eligible approvers, who could approve (merge_request_group_approver in the policy). */
export function isRuleApprover(state: ApprovalState, userId: number): boolean {
  return state.rules.some((rule) => rule.eligibleIds.includes(userId));
}
