import { AccessLevel, type SubgraphContext } from '@forgegraph/platform';
import type { ProjectGrant } from '../domains/collaboration.client';
import { defaultBranchProtectionOf, developersCanPushInitially, protectsAnything } from './default-branch-protection';
import { hasBranches } from '../repositories/repository-size';
import type { OpenRepository } from '../repositories/repository-store';
import { canPushToBranch, isAllowedBy, matchingRules, protectedRulesLoader, type ProtectedRule } from './protected-branch-rules';

/** How pushes into a repository without any branch are judged (GitLab's `empty_repo?` rules). */
export interface InitialPushPolicy {
  /** ProtectedBranch.protected?: with namespace protection, every branch counts as protected until one exists. */
  protectsEveryBranch: boolean;
  /** Project#initial_push_to_default_branch_allowed_for_developer? */
  developersMayPush: boolean;
}

export async function initialPushPolicy(ctx: SubgraphContext, projectId: number): Promise<InitialPushPolicy> {
  const settings = await defaultBranchProtectionOf(ctx, projectId);
  return { protectsEveryBranch: protectsAnything(settings), developersMayPush: developersCanPushInitially(settings) };
}

/** Whether a branch pushed into the empty repository is protected; `rules` are those matching it. */
export function isProtectedWhileEmpty(policy: InitialPushPolicy, rules: ProtectedRule[]): boolean {
  return policy.protectsEveryBranch || rules.length > 0;
}

/**
 * ProtectedBranch.protected_ref_accessible_to? while the repository is empty: administrators and
 * Maintainers create the first branch; Developers when the namespace lets them (exactly Developer, as
 * GitLab compares the member's level); anyone else only through a matching rule's push grants.
 */
export function canPushWhileEmpty(policy: InitialPushPolicy, rules: ProtectedRule[], ctx: SubgraphContext, grant: ProjectGrant): boolean {
  if (ctx.actor.origin === 'service' || grant.isAdmin || grant.accessLevel >= AccessLevel.MAINTAINER) return true;
  if (grant.accessLevel === AccessLevel.DEVELOPER && policy.developersMayPush) return true;
  return isAllowedBy(rules, 'push', ctx, grant);
}

/**
 * The API's `authorize_push_to_branch!` (Gitlab::UserAccess#can_push_to_branch?) for commits: the
 * empty-repository rules until the first branch exists, the protected-branch rules after.
 */
export async function canCommitToBranch(ctx: SubgraphContext, repo: OpenRepository, grant: ProjectGrant, branch: string): Promise<boolean> {
  if (await hasBranches(repo.gitDir)) return canPushToBranch(ctx, repo.projectId, grant, branch);
  const rules = matchingRules(await protectedRulesLoader(ctx).load(repo.projectId), branch);
  const policy = await initialPushPolicy(ctx, repo.projectId);
  if (!isProtectedWhileEmpty(policy, rules)) return canPushToBranch(ctx, repo.projectId, grant, branch);
  return canPushWhileEmpty(policy, rules, ctx, grant);
}
