import { DomainError, type SubgraphContext } from '@forgegraph/platform';

// What merge requests ask the repository subgraph (owner of the git side), through the gateway as
// the caller: the repository applies the caller's code access and branch protection itself.

export interface MergeCheck {
  sourceSha: string | null;
  targetSha: string | null;
  baseSha: string | null;
  hasConflicts: boolean;
  divergedCommitsCount: number;
  commitsCount: number;
  changesCount: number;
  canMerge: boolean;
}

const MERGE_CHECK = `query CollaborationMergeCheck($projectId: ID!, $source: String!, $target: String!) {
  projectRepository(projectId: $projectId) {
    mergeCheck(sourceBranch: $source, targetBranch: $target) {
      sourceSha targetSha baseSha hasConflicts divergedCommitsCount commitsCount changesCount canMerge
    }
  }
}`;

/** The two branches as the caller sees them; null when the caller may not read the code (or there is no repository). */
export async function checkBranches(ctx: SubgraphContext, projectId: number, source: string, target: string): Promise<MergeCheck | null> {
  const result = await ctx.runtime.engine.execute<{ projectRepository: { mergeCheck: MergeCheck } | null }>(
    MERGE_CHECK, { projectId: String(projectId), source, target }, ctx.actor, ctx.requestId);
  return result.data?.projectRepository?.mergeCheck ?? null;
}

export interface MergeBranches {
  projectId: number;
  sourceBranch: string;
  targetBranch: string;
  sourceSha: string;
  mergeMethod: string;
  mergeCommitMessage: string;
  squashCommitMessage: string | null;
  removeSourceBranch: boolean;
}

export interface MergeOutcome {
  mergeCommitSha: string | null;
  squashCommitSha: string | null;
  targetSha: string;
  sourceBranchRemoved: boolean;
}

const MERGE_BRANCHES = `mutation CollaborationMergeBranches($input: MergeBranchesInput!) {
  mergeBranches(input: $input) { mergeCommitSha squashCommitSha targetSha sourceBranchRemoved }
}`;

/** A failed merge as the repository explains it: its error code and GitLab body. */
export class MergeFailure extends DomainError {}

/** Performs the merge as the caller; a refusal comes back as a MergeFailure with the repository's code and text. */
export async function mergeBranches(ctx: SubgraphContext, input: MergeBranches): Promise<MergeOutcome> {
  const result = await ctx.runtime.engine.execute<{ mergeBranches: MergeOutcome }>(
    MERGE_BRANCHES, { input: { ...input, projectId: String(input.projectId) } }, ctx.actor, ctx.requestId);
  if (result.data?.mergeBranches) return result.data.mergeBranches;
  const error = result.errors?.[0];
  const code = (error?.extensions?.code as string | undefined) ?? 'INTERNAL';
  if (code === 'INTERNAL' || !error) throw new Error(`mergeBranches failed: ${error?.message ?? 'no answer'}`);
  throw new MergeFailure(code as never, error.message, error.extensions?.body ?? { message: error.message });
}
