import { AccessLevel, type SubgraphContext } from '@forgegraph/platform';
import { ProtectedBranch } from '../../entities/protected-branch.entity';
import type { ProtectedAction } from '../../entities/protected-branch-access-level.entity';
import type { ProjectGrant } from '../domains/collaboration.client';

/** GitLab's ProtectedRefAccess levels: No one, Developers + Maintainers, Maintainers, Admins. */
export const ADMIN_ACCESS = 60;
export const PROTECTED_LEVELS = [AccessLevel.NO_ACCESS, AccessLevel.DEVELOPER, AccessLevel.MAINTAINER, ADMIN_ACCESS] as const;
export const LEVEL_DESCRIPTIONS: Record<number, string> = {
  [AccessLevel.NO_ACCESS]: 'No one',
  [AccessLevel.DEVELOPER]: 'Developers + Maintainers',
  [AccessLevel.MAINTAINER]: 'Maintainers',
  [ADMIN_ACCESS]: 'Admins',
};

/** Every rule of the project with its grants, loaded once per request. */
export function protectedRulesLoader(ctx: SubgraphContext) {
  return ctx.loaders.get<number, ProtectedBranch[]>('repository.protected', async (projectIds) => {
    const rows = await ctx.em.find(ProtectedBranch, { projectId: { $in: [...projectIds] } }, { populate: ['accessLevels'], orderBy: { name: 'asc' } });
    return projectIds.map((id) => rows.filter((r) => r.projectId === id));
  });
}

/** `release/*` style wildcards: `*` matches any run of characters, slashes included. */
export function ruleMatches(rule: ProtectedBranch, branch: string): boolean {
  if (!rule.name.includes('*')) return rule.name === branch;
  const pattern = rule.name.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*?');
  return new RegExp(`^${pattern}$`).test(branch);
}

export function matchingRules(rules: ProtectedBranch[], branch: string): ProtectedBranch[] {
  return rules.filter((rule) => ruleMatches(rule, branch));
}

/** Whether the caller's role passes one of the grants for `action` of any matching rule. */
export function isAllowedBy(rules: ProtectedBranch[], action: ProtectedAction, ctx: SubgraphContext, grant: ProjectGrant): boolean {
  if (ctx.actor.origin === 'service') return true;
  return rules.some((rule) => rule.accessLevels.getItems().some((level) => {
    if (level.action !== action) return false;
    if (level.userId !== null) return level.userId === ctx.actor.userId;
    if (level.groupId !== null) return false; // group grants need collaboration's group membership; not asked yet
    const required = level.accessLevel ?? AccessLevel.NO_ACCESS;
    if (required === AccessLevel.NO_ACCESS) return false;
    if (required === ADMIN_ACCESS) return grant.isAdmin;
    return grant.isAdmin || grant.accessLevel >= required;
  }));
}

/** GitLab's `can_push_to_branch?`: Developer+ on an unprotected branch, the rule's grants on a protected one. */
export async function canPushToBranch(ctx: SubgraphContext, projectId: number, grant: ProjectGrant, branch: string): Promise<boolean> {
  const rules = matchingRules(await protectedRulesLoader(ctx).load(projectId), branch);
  if (rules.length === 0) return ctx.actor.origin === 'service' || grant.isAdmin || grant.accessLevel >= AccessLevel.DEVELOPER;
  return isAllowedBy(rules, 'push', ctx, grant);
}

/** `developers_can_push` / `developers_can_merge` of the Branch entity. */
export function developersCan(rules: ProtectedBranch[], action: ProtectedAction): boolean {
  return rules.some((rule) => rule.accessLevels.getItems().some((l) => l.action === action && l.accessLevel === AccessLevel.DEVELOPER));
}
