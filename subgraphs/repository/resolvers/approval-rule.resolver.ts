import type { SubgraphContext } from '@forgegraph/platform';
import { Ctx, Directive, FieldResolver, Resolver, Root } from 'type-graphql';
import { ApprovalRuleRef } from '../schema/approval-rule-ref.type';
import { ProtectedBranchNode } from '../schema/protected-branch.type';
import { protectedBranchesByIdLoader } from '../services/refs/protected-branches-by-id';

/** The protected branches of collaboration's approval rules. */
@Resolver(() => ApprovalRuleRef)
export class ApprovalRuleBranchesResolver {
  @FieldResolver(() => [ProtectedBranchNode], { description: "The rule's protected branches that still exist in its project, by name." })
  @Directive('@requires(fields: "projectId protectedBranchIds")')
  async protectedBranches(@Root() rule: ApprovalRuleRef, @Ctx() ctx: SubgraphContext): Promise<ProtectedBranchNode[]> {
    const branches = await protectedBranchesByIdLoader(ctx).loadMany((rule.protectedBranchIds ?? []).map(Number));
    const found = branches.filter((b): b is ProtectedBranchNode & { projectId: number } => b !== null && !(b instanceof Error));
    return found.filter((b) => String(b.projectId) === String(rule.projectId)).sort((a, b) => a.name.localeCompare(b.name));
  }
}
