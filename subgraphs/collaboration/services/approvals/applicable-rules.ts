import type { SubgraphContext } from '@forgegraph/platform';
import type { ApprovalRule } from '../../entities/approval-rule.entity';
import type { MergeRequest } from '../../entities/merge-request.entity';
import type { ProjectApprovalSettings } from '../../entities/project-approval-settings.entity';
import { branchKey, protectedBranchMatchesLoader } from '../domains/repository-protected-branches.client';
import {
  approvalRuleLoader, inheritedGroupApprovalRulesLoader, mergeRequestApprovalRulesLoader, projectApprovalRulesLoader, ruleProtectedBranchIdsLoader,
} from './approval-loaders';

/** The rules an approval state wraps, and whether the merge request's own rules replace the project's. */
export interface ApplicableRules {
  overwritten: boolean;
  rules: ApprovalRule[];
}

/** Where a merge request goes: its project and target branch. */
export type BranchTarget = Pick<MergeRequest, 'projectId' | 'targetBranch'>;

/** ApprovalRuleLike#user_defined?: the rules people write, as opposed to code owner and report rules. */
export const isUserDefined = (rule: ApprovalRule) => rule.ruleType === 'regular' || rule.ruleType === 'any_approver';

/**
 * ApprovalState#wrapped_approval_rules: the user-defined rules (the merge request's own when it has
 * some and the project lets them override, else the project's and its groups'), then the code owner
 * and report approver rules. Only rules that apply to the target branch take part.
 */
export async function applicableRules(ctx: SubgraphContext, mr: MergeRequest, settings: ProjectApprovalSettings): Promise<ApplicableRules> {
  const own = await mergeRequestApprovalRulesLoader(ctx).load(mr.id);
  const overwritten = !settings.disableOverridingApproversPerMergeRequest && own.some(isUserDefined);
  const projectRules = await projectApprovalRulesLoader(ctx).load(mr.projectId);
  const groupRules = overwritten ? [] : await inheritedGroupApprovalRulesLoader(ctx).load(mr.projectId);
  const userDefined = overwritten ? own.filter(isUserDefined) : [...projectRules.filter(isUserDefined), ...groupRules];
  const reports = [...own.filter((rule) => !isUserDefined(rule)), ...projectRules.filter((rule) => rule.ruleType === 'report_approver')];
  const applying = await keepApplying(ctx, mr, [...userDefined, ...reports]);
  return { overwritten, rules: [...userDefinedOrder(applying.filter(isUserDefined)), ...applying.filter((rule) => !isUserDefined(rule))] };
}

/** EE::Project#user_defined_rules: `order(rule_type: :desc, id: :asc)`, the any-approver rule first. */
function userDefinedOrder(rules: ApprovalRule[]): ApprovalRule[] {
  return [...rules.filter((rule) => rule.ruleType === 'any_approver'), ...rules.filter((rule) => rule.ruleType !== 'any_approver')];
}

/**
 * ApprovalProjectRule#applies_to_branch?: a rule without protected branches applies to every target
 * branch, one with some (or with all protected branches) only when the target branch is protected so.
 * A merge request rule copied from a project rule keeps its source's branches
 * (ApprovalMergeRequestRule#applicable_to_branch?); group rules cover all protected branches
 * (ApprovalGroupRule: `applies_to_all_protected_branches` is always on). The repository subgraph says
 * which protected branch rules cover the target branch, asked only when a rule is scoped.
 */
export async function keepApplying(ctx: SubgraphContext, mr: BranchTarget, rules: ApprovalRule[]): Promise<ApprovalRule[]> {
  const sourceIds = [...new Set(rules.map((rule) => (rule.mergeRequestId !== null ? rule.sourceRuleId : null)).filter((id): id is number => id !== null))];
  const sources = new Map((await approvalRuleLoader(ctx).loadMany(sourceIds)).map((source, i) => [sourceIds[i], asRule(source)]));
  const scopes = rules.map((rule) => (rule.mergeRequestId === null ? rule : sources.get(rule.sourceRuleId ?? 0) ?? null));
  const branchIds = await ruleProtectedBranchIdsLoader(ctx).loadMany(scopes.filter((scope) => scope !== null).map((scope) => scope.id));
  const idsOf = new Map(scopes.filter((scope) => scope !== null).map((scope, i) => [scope.id, asIds(branchIds[i])]));
  const scoped = rules.map((rule, i) => rule.groupId !== null || Boolean(scopes[i]?.appliesToAllProtectedBranches) || (idsOf.get(scopes[i]?.id ?? 0) ?? []).length > 0);
  const matching = scoped.some(Boolean) ? await matchingProtectedBranchIds(ctx, mr) : new Set<number>();
  return rules.filter((rule, i) => {
    if (!scoped[i]) return true;
    if (rule.groupId !== null || scopes[i]!.appliesToAllProtectedBranches) return matching.size > 0;
    return idsOf.get(scopes[i]!.id)!.some((id) => matching.has(id));
  });
}

async function matchingProtectedBranchIds(ctx: SubgraphContext, mr: BranchTarget): Promise<Set<number>> {
  return new Set(await protectedBranchMatchesLoader(ctx).load(branchKey({ projectId: mr.projectId, branch: mr.targetBranch })));
}

const asRule = (value: ApprovalRule | null | Error): ApprovalRule | null => (value instanceof Error ? null : value);
const asIds = (value: number[] | Error): number[] => (Array.isArray(value) ? value : []);
