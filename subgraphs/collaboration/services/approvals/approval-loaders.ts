import { byKeys, intArray, plainRecords, query, type SubgraphContext } from '@forgegraph/platform';
import { ApprovalRule } from '../../entities/approval-rule.entity';
import { ProjectApprovalSettings } from '../../entities/project-approval-settings.entity';
import { groupedBy } from '../issues/issue-loaders';
import { activeMember, T } from '../tables';

/** Per-request batched reads of approval settings, rules, their links and approvals: one query per kind. */
export function approvalSettingsLoader(ctx: SubgraphContext) {
  return ctx.loaders.get<number, ProjectApprovalSettings>('collaboration.approval-settings', async (projectIds) => {
    const rows = plainRecords(ctx.em, ProjectApprovalSettings,
      await query(ctx.em, `select * from ${T.approvalSettings} where project_id = any(?::int[])`, [intArray(projectIds)]));
    const found = new Map(rows.map((row) => [row.projectId, row]));
    return projectIds.map((id) => found.get(id) ?? new ProjectApprovalSettings(id));
  });
}

export function approvalRuleLoader(ctx: SubgraphContext) {
  return ctx.loaders.get<number, ApprovalRule | null>('collaboration.approval-rule', async (ids) => {
    const rows = plainRecords(ctx.em, ApprovalRule, await query(ctx.em, `select * from ${T.approvalRules} where id = any(?::int[])`, [intArray(ids)]));
    return byKeys(ids, rows, (rule) => rule.id);
  });
}

function rulesOfLoader(ctx: SubgraphContext, owner: 'project_id' | 'merge_request_id') {
  return ctx.loaders.get<number, ApprovalRule[]>(`collaboration.approval-rules-of-${owner}`, async (ids) => {
    const rows = plainRecords(ctx.em, ApprovalRule,
      await query(ctx.em, `select * from ${T.approvalRules} where ${owner} = any(?::int[]) order by id`, [intArray(ids)]));
    return groupedBy(ids, rows, (rule) => (owner === 'project_id' ? rule.projectId : rule.mergeRequestId)!, (rule) => rule);
  });
}

export const projectApprovalRulesLoader = (ctx: SubgraphContext) => rulesOfLoader(ctx, 'project_id');
export const mergeRequestApprovalRulesLoader = (ctx: SubgraphContext) => rulesOfLoader(ctx, 'merge_request_id');

/**
 * The regular and any-approver rules of the groups above each project: its group and that group's
 * ancestors (ApprovalRules::ApprovalGroupRule), root groups' rules first. One query for all projects.
 */
export function inheritedGroupApprovalRulesLoader(ctx: SubgraphContext) {
  return ctx.loaders.get<number, ApprovalRule[]>('collaboration.approval-rules-of-project-groups', async (projectIds) => {
    const rows = await query<Record<string, unknown> & { for_project_id: number }>(ctx.em,
      `select r.*, p.id as for_project_id from ${T.projects} p
        join ${T.namespaces} n on n.id = p.namespace_id and n.kind = 'group'
        join ${T.approvalRules} r on r.group_id = any(n.traversal_ids) and r.rule_type in ('regular', 'any_approver')
        where p.id = any(?::int[])
        order by p.id, array_position(n.traversal_ids, r.group_id), r.id`, [intArray(projectIds)]);
    const rules = plainRecords(ctx.em, ApprovalRule, rows.map(({ for_project_id: _, ...rule }) => rule));
    return groupedBy(projectIds, rows.map((row, i) => ({ projectId: row.for_project_id, rule: rules[i] })), (row) => row.projectId, (row) => row.rule);
  });
}

function ruleLinksLoader(ctx: SubgraphContext, table: string, column: string) {
  return ctx.loaders.get<number, number[]>(`collaboration.approval-rule-${column}`, async (ids) => {
    const rows = await query<{ approval_rule_id: number; value: number }>(ctx.em,
      `select approval_rule_id, ${column} as value from ${table} where approval_rule_id = any(?::int[]) order by approval_rule_id, ${column}`, [intArray(ids)]);
    return groupedBy(ids, rows, (row) => row.approval_rule_id, (row) => row.value);
  });
}

export const ruleUserIdsLoader = (ctx: SubgraphContext) => ruleLinksLoader(ctx, T.approvalRuleUsers, 'user_id');
export const ruleGroupIdsLoader = (ctx: SubgraphContext) => ruleLinksLoader(ctx, T.approvalRuleGroups, 'group_id');
export const ruleProtectedBranchIdsLoader = (ctx: SubgraphContext) => ruleLinksLoader(ctx, T.approvalRuleProtectedBranches, 'protected_branch_id');

/** Direct active members of a group (GitLab's `group.users` for rule approvers). */
export function groupMemberIdsLoader(ctx: SubgraphContext) {
  return ctx.loaders.get<number, number[]>('collaboration.approval-group-members', async (groupIds) => {
    const rows = await query<{ source_id: number; user_id: number }>(ctx.em,
      `select m.source_id, m.user_id from ${T.members} m where m.source_type = 'Namespace' and m.source_id = any(?::int[]) and ${activeMember('m')}
        order by m.source_id, m.user_id`, [intArray(groupIds)]);
    return groupedBy(groupIds, rows, (row) => row.source_id, (row) => row.user_id);
  });
}

export interface MergeRequestApproval {
  userId: number;
  approvedAt: Date;
}

/** The approvals of each merge request, oldest first. */
export function mergeRequestApprovalsLoader(ctx: SubgraphContext) {
  return ctx.loaders.get<number, MergeRequestApproval[]>('collaboration.merge-request-approvals', async (ids) => {
    const rows = await query<{ merge_request_id: number; user_id: number; created_at: Date }>(ctx.em,
      `select merge_request_id, user_id, created_at from ${T.mergeRequestApprovals} where merge_request_id = any(?::int[]) order by merge_request_id, created_at, user_id`,
      [intArray(ids)]);
    return groupedBy(ids, rows, (row) => row.merge_request_id, (row) => ({ userId: row.user_id, approvedAt: new Date(row.created_at) }));
  });
}

/** A rule's eligible approvers: its users, then the members of its groups, each once (ApprovalRuleLike#approvers). */
export async function eligibleApproverIds(ctx: SubgraphContext, ruleId: number): Promise<number[]> {
  return (await eligibleApproverIdsOf(ctx, [ruleId]))[0];
}

/** eligibleApproverIds of several rules: users, then groups, then group members, one batch each in turn. */
export async function eligibleApproverIdsOf(ctx: SubgraphContext, ruleIds: number[]): Promise<number[][]> {
  if (!ruleIds.length) return [];
  const userIds = (await ruleUserIdsLoader(ctx).loadMany(ruleIds)).map(idsOrNone);
  const groupIds = (await ruleGroupIdsLoader(ctx).loadMany(ruleIds)).map(idsOrNone);
  const memberIds = new Map<number, number[]>();
  const allGroups = [...new Set(groupIds.flat())];
  (await groupMemberIdsLoader(ctx).loadMany(allGroups)).forEach((ids, i) => memberIds.set(allGroups[i], idsOrNone(ids)));
  return ruleIds.map((_, i) => [...new Set([...userIds[i], ...groupIds[i].flatMap((id) => memberIds.get(id) ?? [])])]);
}

const idsOrNone = (ids: number[] | Error): number[] => (Array.isArray(ids) ? ids : []);
