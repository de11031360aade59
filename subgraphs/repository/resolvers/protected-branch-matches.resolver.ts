import type { SubgraphContext } from '@forgegraph/platform';
import { Arg, Ctx, ID, Query, Resolver } from 'type-graphql';
import { ProtectedBranchTargetInput } from '../schema/protected-branch-target.input';
import { requireServiceOrAdmin } from '../services/access/code-access';
import { matchingRules, protectedRulesLoader } from '../services/refs/protected-branch-rules';

/**
 * Which protected branch rules cover each given branch (ProtectedBranch.matching), for the other
 * subgraphs (collaboration's approval rules scoped to protected branches); one list of rule ids per
 * target, in order, with the projects' rules read once.
 */
@Resolver()
export class ProtectedBranchMatchesResolver {
  @Query(() => [[ID]], { description: 'Internal: ids of the protected branch rules matching each branch (service actor or admin).' })
  async protectedBranchMatches(@Arg('targets', () => [ProtectedBranchTargetInput]) targets: ProtectedBranchTargetInput[], @Ctx() ctx: SubgraphContext): Promise<string[][]> {
    requireServiceOrAdmin(ctx);
    const rules = await protectedRulesLoader(ctx).loadMany(targets.map((target) => Number(target.projectId) || 0));
    return targets.map((target, i) => (Array.isArray(rules[i]) ? matchingRules(rules[i], target.branch).map((rule) => String(rule.id)) : []));
  }
}
