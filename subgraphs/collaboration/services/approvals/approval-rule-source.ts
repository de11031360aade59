import type { SubgraphContext } from '@forgegraph/platform';
import type { ApprovalRule } from '../../entities/approval-rule.entity';
import { approvalRuleLoader, ruleGroupIdsLoader, ruleUserIdsLoader } from './approval-loaders';

/**
 * ApprovalRuleLike#overridden?: a merge request rule copied from a project rule whose name, approvals
 * required, users or groups no longer match the source's. A rule without a source is not overridden.
 */
export async function isOverridden(ctx: SubgraphContext, rule: ApprovalRule): Promise<boolean> {
  if (rule.sourceRuleId === null) return false;
  const source = await approvalRuleLoader(ctx).load(rule.sourceRuleId);
  if (!source) return false;
  if (source.name !== rule.name || source.approvalsRequired !== rule.approvalsRequired) return true;
  const [users, sourceUsers] = await Promise.all([ruleUserIdsLoader(ctx).load(rule.id), ruleUserIdsLoader(ctx).load(source.id)]);
  const [groups, sourceGroups] = await Promise.all([ruleGroupIdsLoader(ctx).load(rule.id), ruleGroupIdsLoader(ctx).load(source.id)]);
  return !sameIds(users, sourceUsers) || !sameIds(groups, sourceGroups);
}

function sameIds(a: number[], b: number[]): boolean {
  const set = new Set(a);
  return set.size === new Set(b).size && b.every((id) => set.has(id));
}
