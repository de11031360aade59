import { AccessLevel, type SubgraphContext } from '@forgegraph/platform';
import type { MergeCheck } from '../../schema/merge.types';
import { requireReadCode } from '../access/code-access';
import type { ProjectGrant } from '../domains/collaboration.client';
import { gitText, runGit } from '../git/git-command';
import { cachedResult } from '../git/immutable-results';
import { findRef, mergeBase } from '../git/refs';
import { isAllowedBy, matchingRules, protectedRulesLoader } from '../refs/protected-branch-rules';
import { branchRef } from '../repositories/push-events';
import { openRepository } from '../repositories/repository-store';

/**
 * The two branches of a merge request as the caller sees them: heads, merge base, whether they
 * merge cleanly, how far each is ahead. Everything past the two heads depends only on commit ids,
 * so it is computed once per pair and served from the result cache afterwards.
 */
export async function checkMerge(ctx: SubgraphContext, projectId: number, source: string, target: string): Promise<MergeCheck> {
  const grant = await requireReadCode(ctx, projectId);
  const repo = await openRepository(ctx, projectId);
  const [sourceRef, targetRef] = await Promise.all([findRef(repo.gitDir, branchRef(source)), findRef(repo.gitDir, branchRef(target))]);
  const sourceSha = sourceRef?.commitId ?? null;
  const targetSha = targetRef?.commitId ?? null;
  const canMerge = await canMergeInto(ctx, projectId, grant, target);
  if (!sourceSha || !targetSha) {
    return { sourceSha, targetSha, baseSha: null, hasConflicts: false, divergedCommitsCount: 0, commitsCount: 0, changesCount: 0, canMerge };
  }
  const pair = await cachedResult(`merge-check:${repo.gitDir}:${sourceSha}:${targetSha}`, () => comparePair(repo.gitDir, sourceSha, targetSha), () => 200);
  return { sourceSha, targetSha, ...pair, canMerge };
}

async function comparePair(gitDir: string, source: string, target: string) {
  const baseSha = await mergeBase(gitDir, source, target);
  const [conflict, counts, changed] = await Promise.all([
    mergedTree(gitDir, target, source),
    gitText(gitDir, ['rev-list', '--left-right', '--count', `${target}...${source}`]),
    baseSha ? gitText(gitDir, ['diff', '--name-only', '-z', baseSha, source]) : Promise.resolve(''),
  ]);
  const [divergedCommitsCount, commitsCount] = counts.split(/\s+/).map(Number);
  return {
    baseSha, hasConflicts: conflict === null, divergedCommitsCount, commitsCount,
    changesCount: changed.split('\0').filter(Boolean).length,
  };
}

/** The tree of a three-way merge of `ours` and `theirs` (git 2.38+ `merge-tree --write-tree`), or null when it conflicts. */
export async function mergedTree(gitDir: string, ours: string, theirs: string): Promise<string | null> {
  const { stdout, exitCode } = await runGit(gitDir, ['merge-tree', '--write-tree', '--allow-unrelated-histories', ours, theirs], { okCodes: [0, 1] });
  return exitCode === 0 ? stdout.toString('utf8').split('\n')[0].trim() : null;
}

/**
 * MergeRequest#can_be_merged_by: Developer and above on an unprotected target branch; the branch's
 * `merge_access_levels` on a protected one.
 */
export async function canMergeInto(ctx: SubgraphContext, projectId: number, grant: ProjectGrant, branch: string): Promise<boolean> {
  if (ctx.actor.userId === null && ctx.actor.origin !== 'service') return false;
  const rules = matchingRules(await protectedRulesLoader(ctx).load(projectId), branch);
  if (rules.length === 0) return ctx.actor.origin === 'service' || grant.isAdmin || grant.accessLevel >= AccessLevel.DEVELOPER;
  return isAllowedBy(rules, 'merge', ctx, grant);
}
