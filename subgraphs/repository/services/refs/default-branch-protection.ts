import { AccessLevel, defaultBranchProtectionDefaults, type BranchProtectionDefaults, type SubgraphContext } from '@forgegraph/platform';
import { ProtectedBranch } from '../../entities/protected-branch.entity';
import { ProtectedBranchAccessLevel } from '../../entities/protected-branch-access-level.entity';
import { projectPlacementLoader } from '../domains/collaboration.client';
import { ADMIN_ACCESS, matchingRules, protectedRulesLoader } from './protected-branch-rules';

/**
 * GitLab's Namespace#default_branch_protection_settings: a personal namespace follows the instance's
 * `default_branch_protection_defaults`; a group its own `default_branch_protection` (groups keep
 * only the integer level here, translated as GitLab's BranchProtection#to_hash does).
 */
export async function defaultBranchProtectionOf(ctx: SubgraphContext, projectId: number): Promise<BranchProtectionDefaults> {
  const namespace = (await projectPlacementLoader(ctx).load(projectId))?.namespace;
  if (namespace?.kind === 'group') return defaultBranchProtectionDefaults(namespace.defaultBranchProtection);
  const settings = await ctx.runtime.settings.current();
  return settings.default_branch_protection_defaults ?? defaultBranchProtectionDefaults(2);
}

const levelsOf = (entries: BranchProtectionDefaults['allowed_to_push']) => (entries ?? []).map((entry) => entry.access_level);

/** Gitlab::Access::DefaultBranchProtection#any?: only "everyone pushes, merges and force-pushes" protects nothing. */
export function protectsAnything(settings: BranchProtectionDefaults): boolean {
  if (!settings.allow_force_push) return true;
  return [...levelsOf(settings.allowed_to_push), ...levelsOf(settings.allowed_to_merge)].some((level) => level !== AccessLevel.DEVELOPER);
}

/** Project#initial_push_to_default_branch_allowed_for_developer?: developers push, or push the first commit. */
export function developersCanPushInitially(settings: BranchProtectionDefaults): boolean {
  return levelsOf(settings.allowed_to_push).includes(AccessLevel.DEVELOPER) || Boolean(settings.developer_can_initial_push);
}

/** ProtectDefaultBranchService#push_access_level / #merge_access_level: No one, then Developers, then Maintainers; else Admins. */
function grantedLevel(entries: BranchProtectionDefaults['allowed_to_push']): number {
  const levels = levelsOf(entries);
  return [AccessLevel.NO_ACCESS, AccessLevel.DEVELOPER, AccessLevel.MAINTAINER].find((level) => levels.includes(level)) ?? ADMIN_ACCESS;
}

export interface DefaultBranchRule {
  pushAccessLevel: number;
  mergeAccessLevel: number;
  allowForcePush: boolean;
}

/** The rule ProtectDefaultBranchService creates from the namespace's settings; null when they protect nothing. */
export function defaultBranchRule(settings: BranchProtectionDefaults): DefaultBranchRule | null {
  if (!protectsAnything(settings)) return null;
  return {
    pushAccessLevel: grantedLevel(settings.allowed_to_push),
    mergeAccessLevel: grantedLevel(settings.allowed_to_merge),
    allowForcePush: Boolean(settings.allow_force_push),
  };
}

/**
 * Projects::ProtectDefaultBranchService, run when the default branch is first created: protects it
 * with the namespace's defaults unless they protect nothing or a rule (by name or wildcard) already
 * covers it, so a rule the user made by hand is never overwritten. Runs for the service, as GitLab
 * skips authorization for the project's creator.
 */
export async function protectDefaultBranch(ctx: SubgraphContext, projectId: number, branch: string): Promise<void> {
  const wanted = defaultBranchRule(await defaultBranchProtectionOf(ctx, projectId));
  if (!wanted) return;
  if (matchingRules(await ctx.em.find(ProtectedBranch, { projectId }), branch).length > 0) return;
  const rule = new ProtectedBranch(projectId, branch);
  rule.allowForcePush = wanted.allowForcePush;
  rule.accessLevels.add(new ProtectedBranchAccessLevel(rule, 'push', { accessLevel: wanted.pushAccessLevel }));
  rule.accessLevels.add(new ProtectedBranchAccessLevel(rule, 'merge', { accessLevel: wanted.mergeAccessLevel }));
  await ctx.em.persistAndFlush(rule);
  protectedRulesLoader(ctx).clear(projectId);
}
