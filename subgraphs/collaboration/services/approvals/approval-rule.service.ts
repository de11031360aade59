import { FieldErrors, intArray, query, type SubgraphContext } from '@forgegraph/platform';
import { ApprovalRule, type ApprovalRuleType } from '../../entities/approval-rule.entity';
import type { ApprovalRuleInput } from '../../schema/approval.inputs';
import { T } from '../tables';
import { ruleGroupIdsLoader, ruleProtectedBranchIdsLoader, ruleUserIdsLoader } from './approval-loaders';
import { memberUserIds, projectProtectedBranchIds, userIdsOfUsernames, visibleGroupIds } from './approval-rule-members';

/** Whose rule it is: GitLab's ApprovalProjectRule, ApprovalGroupRule or ApprovalMergeRequestRule. */
export interface RuleOwner {
  kind: 'project' | 'group' | 'merge_request';
  id: number;
  /** The project a project or merge request rule belongs to (its approvers are that project's members). */
  projectId: number | null;
  /** The namespaces whose members may approve: the project's group and its ancestors, or the group. */
  namespaceIds: number[];
}

const APPROVALS_REQUIRED_MAX = 100;
const OWNER_COLUMN = { project: 'project_id', group: 'group_id', merge_request: 'merge_request_id' } as const;
const OWNER_NAME = { project: 'project', group: 'group', merge_request: 'merge request' } as const;

interface ResolvedLinks {
  userIds: number[] | null;
  groupIds: number[] | null;
  protectedBranchIds: number[] | null;
}

/**
 * ApprovalRules::CreateService: a rule without users or groups is an `any_approver` rule (GitLab's
 * handle_any_approver_rule_creation), otherwise `regular` unless the caller chose.
 */
export async function createApprovalRule(ctx: SubgraphContext, owner: RuleOwner, input: ApprovalRuleInput, sourceRuleId: number | null = null): Promise<ApprovalRule> {
  const rule = new ApprovalRule(ownerKey(owner), input.name ?? '');
  rule.sourceRuleId = sourceRuleId;
  const links = await resolveLinks(ctx, owner, input);
  const hasApprovers = Boolean(input.userIds?.length || input.groupIds?.length || input.usernames?.length);
  rule.ruleType = (input.ruleType ?? (hasApprovers ? 'regular' : 'any_approver')) as ApprovalRuleType;
  return saveRule(ctx, owner, rule, input, { userIds: links.userIds ?? [], groupIds: links.groupIds ?? [], protectedBranchIds: links.protectedBranchIds ?? [] });
}

/**
 * ApprovalRules::UpdateService: only the given fields change. New groups keep the groups the caller
 * cannot see, unless `remove_hidden_groups` (ApprovalRules::ParamsFilteringService).
 */
export async function updateApprovalRule(ctx: SubgraphContext, owner: RuleOwner, rule: ApprovalRule, input: ApprovalRuleInput): Promise<ApprovalRule> {
  if (input.name !== undefined && input.name !== null) rule.name = input.name;
  if (input.ruleType) rule.ruleType = input.ruleType as ApprovalRuleType;
  const links = await resolveLinks(ctx, owner, input);
  if (links.groupIds !== null && !input.removeHiddenGroups) {
    const current = await ruleGroupIdsLoader(ctx).load(rule.id);
    const visible = new Set(await visibleGroupIds(ctx, current));
    links.groupIds = [...links.groupIds, ...current.filter((id) => !visible.has(id) && !links.groupIds!.includes(id))];
  }
  const saved = await saveRule(ctx, owner, rule, input, links);
  for (const loader of [ruleUserIdsLoader(ctx), ruleGroupIdsLoader(ctx), ruleProtectedBranchIdsLoader(ctx)]) loader.clear(rule.id);
  return saved;
}

export async function deleteApprovalRule(ctx: SubgraphContext, rule: ApprovalRule): Promise<boolean> {
  await query(ctx.em, `delete from ${T.approvalRules} where id = ?`, [rule.id]);
  return true;
}

async function saveRule(ctx: SubgraphContext, owner: RuleOwner, rule: ApprovalRule, input: ApprovalRuleInput, links: ResolvedLinks): Promise<ApprovalRule> {
  if (input.approvalsRequired !== undefined && input.approvalsRequired !== null) rule.approvalsRequired = input.approvalsRequired;
  if (input.reportType !== undefined) rule.reportType = input.reportType ?? null;
  if (input.appliesToAllProtectedBranches !== undefined && input.appliesToAllProtectedBranches !== null) {
    rule.appliesToAllProtectedBranches = input.appliesToAllProtectedBranches;
  }
  await validateRule(ctx, owner, rule);
  await ctx.em.transactional(async (tx) => {
    tx.persist(rule);
    await tx.flush();
    await replaceLinks(tx, rule.id, T.approvalRuleUsers, 'user_id', links.userIds);
    await replaceLinks(tx, rule.id, T.approvalRuleGroups, 'group_id', links.groupIds);
    await replaceLinks(tx, rule.id, T.approvalRuleProtectedBranches, 'protected_branch_id', links.protectedBranchIds);
  });
  return rule;
}

async function resolveLinks(ctx: SubgraphContext, owner: RuleOwner, input: ApprovalRuleInput): Promise<ResolvedLinks> {
  const named = input.usernames ? await userIdsOfUsernames(ctx, input.usernames) : null;
  const requested = input.userIds || named ? [...(input.userIds ?? []).map(Number), ...(named ?? [])] : null;
  return {
    userIds: requested ? await memberUserIds(ctx, requested.filter(Number.isInteger), owner.namespaceIds, owner.projectId) : null,
    groupIds: input.groupIds ? await visibleGroupIds(ctx, input.groupIds.map(Number).filter(Number.isInteger)) : null,
    protectedBranchIds: input.protectedBranchIds && owner.kind === 'project'
      ? await projectProtectedBranchIds(ctx, owner.projectId!, input.protectedBranchIds.map(Number).filter(Number.isInteger)) : null,
  };
}

/** ApprovalRuleLike's validations, as `{"message":{field:[...]}}`. */
async function validateRule(ctx: SubgraphContext, owner: RuleOwner, rule: ApprovalRule): Promise<void> {
  const errors = new FieldErrors();
  if (!rule.name.trim()) errors.add('name', "can't be blank");
  if (rule.approvalsRequired < 0) errors.add('approvals_required', 'must be greater than or equal to 0');
  if (rule.approvalsRequired > APPROVALS_REQUIRED_MAX) errors.add('approvals_required', `must be less than or equal to ${APPROVALS_REQUIRED_MAX}`);
  const column = OWNER_COLUMN[owner.kind];
  const siblings = await query<{ name: string; rule_type: string }>(ctx.em,
    `select name, rule_type from ${T.approvalRules} where ${column} = ? and id <> ?`, [owner.id, rule.id ?? 0]);
  if (siblings.some((other) => other.name === rule.name)) errors.add('name', 'has already been taken');
  if (rule.ruleType === 'any_approver' && siblings.some((other) => other.rule_type === 'any_approver')) {
    errors.add('rule_type', `any-approver for the ${OWNER_NAME[owner.kind]} already exists`);
  }
  errors.throwIfAny();
}

async function replaceLinks(em: SubgraphContext['em'], ruleId: number, table: string, column: string, ids: number[] | null): Promise<void> {
  if (ids === null) return;
  await query(em, `delete from ${table} where approval_rule_id = ?`, [ruleId]);
  if (ids.length) await query(em, `insert into ${table} (approval_rule_id, ${column}) select ?, unnest(?::int[])`, [ruleId, intArray(ids)]);
}

function ownerKey(owner: RuleOwner): { projectId?: number; groupId?: number; mergeRequestId?: number } {
  if (owner.kind === 'project') return { projectId: owner.id };
  if (owner.kind === 'group') return { groupId: owner.id };
  return { mergeRequestId: owner.id };
}
