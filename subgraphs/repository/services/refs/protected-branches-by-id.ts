import { byKeys, type SubgraphContext } from '@forgegraph/platform';
import { ProtectedBranch } from '../../entities/protected-branch.entity';
import type { ProtectedBranchNode } from '../../schema/protected-branch.type';
import { protectedBranchNode } from './protected-branch.service';

/** Protected branches by id with their project (for other subgraphs' references), one query per request batch. */
export function protectedBranchesByIdLoader(ctx: SubgraphContext) {
  return ctx.loaders.get<number, (ProtectedBranchNode & { projectId: number }) | null>('repository.protected-by-id', async (ids) => {
    const rules = await ctx.em.find(ProtectedBranch, { id: { $in: [...ids] } }, { populate: ['accessLevels'] });
    return byKeys(ids, rules.map((rule) => ({ ...protectedBranchNode(rule), projectId: rule.projectId })), (node) => Number(node.id));
  });
}
