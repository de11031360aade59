import { intArray, query, type SubgraphContext } from '@forgegraph/platform';
import { T } from '../tables';
import type { MergeRequestRulesPlan, PlannedRule } from './merge-request-rules-plan';

type Em = SubgraphContext['em'];

/**
 * Writes a checked plan inside the caller's transaction (the merge request's own create or update),
 * one statement after another: a reset first drops the merge request's regular and any-approver
 * rules, then each planned rule is inserted or changed with its users and groups.
 */
export async function writeMergeRequestRules(em: Em, mergeRequestId: number, plan: MergeRequestRulesPlan): Promise<void> {
  if (plan.resetToDefaults) {
    await query(em, `delete from ${T.approvalRules} where merge_request_id = ? and rule_type in ('regular', 'any_approver')`, [mergeRequestId]);
  }
  for (const rule of plan.rules) {
    const id = rule.id === null ? await insertRule(em, mergeRequestId, rule) : await updateRule(em, rule);
    await replaceLinks(em, id, T.approvalRuleUsers, 'user_id', rule.userIds);
    await replaceLinks(em, id, T.approvalRuleGroups, 'group_id', rule.groupIds);
  }
}

async function insertRule(em: Em, mergeRequestId: number, rule: PlannedRule): Promise<number> {
  const [row] = await query<{ id: number }>(em, `insert into ${T.approvalRules} (merge_request_id, name, rule_type, approvals_required, source_rule_id)
    values (?, ?, ?, ?, ?) returning id`, [mergeRequestId, rule.name, rule.ruleType, rule.approvalsRequired, rule.sourceRuleId]);
  return row.id;
}

async function updateRule(em: Em, rule: PlannedRule): Promise<number> {
  await query(em, `update ${T.approvalRules} set name = ?, approvals_required = ? where id = ?`, [rule.name, rule.approvalsRequired, rule.id]);
  return rule.id!;
}

async function replaceLinks(em: Em, ruleId: number, table: string, column: string, ids: number[] | null): Promise<void> {
  if (ids === null) return;
  await query(em, `delete from ${table} where approval_rule_id = ?`, [ruleId]);
  if (ids.length) await query(em, `insert into ${table} (approval_rule_id, ${column}) select ?, unnest(?::int[])`, [ruleId, intArray(ids)]);
}
