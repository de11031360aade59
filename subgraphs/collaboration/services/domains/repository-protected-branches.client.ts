import { SERVICE_ACTOR, type SubgraphContext } from '@forgegraph/platform';

// The repository subgraph owns protected branches (ARCHITECTURE §3): approval rules hold their ids,
// and ask it, through the gateway as the internal service actor, which ones a project has.
const PROTECTED_BRANCHES = `query CollaborationProtectedBranches($projectId: ID!) {
  repositoryProtectedBranches(projectId: $projectId, page: 1, perPage: 100) { nodes { id name } }
}`;

export interface ProtectedBranchName {
  id: number;
  name: string;
}

/** A project's protected branches (id and name pattern), once per request and project. */
export function protectedBranchesLoader(ctx: SubgraphContext) {
  return ctx.loaders.get<number, ProtectedBranchName[]>('collaboration.protected-branches', (projectIds) => Promise.all(projectIds.map(async (projectId) => {
    const result = await ctx.runtime.engine.execute<{ repositoryProtectedBranches: { nodes: Array<{ id: string; name: string }> } }>(
      PROTECTED_BRANCHES, { projectId: String(projectId) }, SERVICE_ACTOR, ctx.requestId);
    return (result.data?.repositoryProtectedBranches.nodes ?? []).map((node) => ({ id: Number(node.id), name: node.name }));
  })));
}

/** ProtectedBranch.matching: `release/*` style wildcards match any run of characters. */
export function protectedNameMatches(pattern: string, branch: string): boolean {
  if (!pattern.includes('*')) return pattern === branch;
  const source = pattern.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*?');
  return new RegExp(`^${source}$`).test(branch);
}
