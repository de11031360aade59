import type { SubgraphContext } from '@forgegraph/platform';
import type { ApprovalRule } from '../../entities/approval-rule.entity';
import type { MergeRequest } from '../../entities/merge-request.entity';
import type { ProjectApprovalSettings } from '../../entities/project-approval-settings.entity';
import { isCommitter } from '../domains/merge-request-committers.client';
import { applicableRules } from './applicable-rules';
import {
  approvalSettingsLoader, eligibleApproverIdsOf, mergeRequestApprovalRulesLoader, mergeRequestApprovalsLoader, type MergeRequestApproval,
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
  const settings = await approvalSettingsLoader(ctx).load(mr.projectId);
  const approvals = await mergeRequestApprovalsLoader(ctx).load(mr.id);
  const { overwritten, rules } = await applicableRules(ctx, mr, settings);
  const eligibleIds = await eligibleApproverIdsOf(ctx, rules.map((rule) => rule.id));
  const byAuthor = (id: number) => settings.mergeRequestsAuthorApproval || id !== mr.authorId;
  // ApprovalState#filter_approvers: the author's approval counts only where authors may approve.
  const counting = approvals.map((approval) => approval.userId).filter(byAuthor);
  const states = rules.map((rule, i) => {
    const eligible = eligibleIds[i].filter(byAuthor);
    // ApprovalWrappedAnyApproverRule: every approval that counts at all counts for the "All eligible users" rule.
    const approvedByIds = rule.ruleType === 'any_approver' ? counting : counting.filter((id) => eligible.includes(id));
    const approvalsLeft = Math.max(rule.approvalsRequired - approvedByIds.length, 0);
    return { rule, eligibleIds: eligible, approvedByIds, approved: approvalsLeft === 0, approvalsLeft };
  });
  return {
    mr, settings, overwritten, rules: states, approvals,
    approvalsRequired: states.reduce((sum, state) => sum + state.rule.approvalsRequired, 0),
    approvalsLeft: states.reduce((sum, state) => sum + state.approvalsLeft, 0),
    approved: states.every((state) => state.approved),
  };
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
