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

const MATCHES = `query CollaborationProtectedBranchMatches($targets: [ProtectedBranchTargetInput!]!) {
  protectedBranchMatches(targets: $targets)
}`;

/** A branch of a project, as the key of protectedBranchMatchesLoader. */
export interface BranchOfProject {
  projectId: number;
  branch: string;
}

/**
 * The ids of the protected branch rules that cover each branch (`release/*` covers `release/1`),
 * as the repository subgraph matches them: one gateway call per request for every branch asked together.
 */
export function protectedBranchMatchesLoader(ctx: SubgraphContext) {
  return ctx.loaders.get<string, number[]>('collaboration.protected-branch-matches', async (keys) => {
    const targets = keys.map((key) => JSON.parse(key) as BranchOfProject).map((target) => ({ projectId: String(target.projectId), branch: target.branch }));
    const result = await ctx.runtime.engine.execute<{ protectedBranchMatches: string[][] }>(MATCHES, { targets }, SERVICE_ACTOR, ctx.requestId);
    return keys.map((_, i) => (result.data?.protectedBranchMatches[i] ?? []).map(Number));
  });
}

/** The key protectedBranchMatchesLoader loads a branch of a project by. */
export const branchKey = (target: BranchOfProject): string => JSON.stringify({ projectId: target.projectId, branch: target.branch });
