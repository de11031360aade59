import { AccessLevel, query, type SubgraphContext } from '@forgegraph/platform';
import type { ProtectedAction } from '../../entities/protected-branch-access-level.entity';
import type { ProjectGrant } from '../domains/collaboration.client';
import { T } from '../tables';

/** GitLab's ProtectedRefAccess levels: No one, Developers + Maintainers, Maintainers, Admins. */
export const ADMIN_ACCESS = 60;
export const PROTECTED_LEVELS = [AccessLevel.NO_ACCESS, AccessLevel.DEVELOPER, AccessLevel.MAINTAINER, ADMIN_ACCESS] as const;
export const LEVEL_DESCRIPTIONS: Record<number, string> = {
  [AccessLevel.NO_ACCESS]: 'No one',
  [AccessLevel.DEVELOPER]: 'Developers + Maintainers',
  [AccessLevel.MAINTAINER]: 'Maintainers',
  [ADMIN_ACCESS]: 'Admins',
};

/** A protection rule as pushes and branch answers read it (plain rows: every branch request reads them). */
export interface ProtectedRule {
  id: number;
  projectId: number;
  name: string;
  allowForcePush: boolean;
  levels: ProtectedLevel[];
}

export interface ProtectedLevel {
  id: number;
  action: ProtectedAction;
  accessLevel: number | null;
  userId: number | null;
  groupId: number | null;
}

/** Every rule of the project with its grants, loaded once per request (one query), by name. */
export function protectedRulesLoader(ctx: SubgraphContext) {
  return ctx.loaders.get<number, ProtectedRule[]>('repository.protected', async (projectIds) => {
    const rows = await query(ctx.em, `select b.id, b.project_id, b.name, b.allow_force_push,
        coalesce(json_agg(json_build_object('id', l.id, 'action', l.action, 'accessLevel', l.access_level, 'userId', l.user_id, 'groupId', l.group_id)
          order by l.id) filter (where l.id is not null), '[]') as levels
      from ${T.protectedBranches} b left join ${T.protectedBranchAccessLevels} l on l.protected_branch_id = b.id
      where b.project_id in (?) group by b.id order by b.name, b.id`, [[...projectIds]]);
    const rules: ProtectedRule[] = rows.map((r) => ({ id: r.id, projectId: r.project_id, name: r.name, allowForcePush: r.allow_force_push, levels: r.levels }));
    return projectIds.map((id) => rules.filter((rule) => rule.projectId === id));
  });
}

/** `release/*` style wildcards: `*` matches any run of characters, slashes included. */
export function ruleMatches(rule: { name: string }, branch: string): boolean {
  if (!rule.name.includes('*')) return rule.name === branch;
  const pattern = rule.name.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*?');
  return new RegExp(`^${pattern}$`).test(branch);
}

export function matchingRules<R extends { name: string }>(rules: R[], branch: string): R[] {
  return rules.filter((rule) => ruleMatches(rule, branch));
}

/** Whether the caller's role passes one of the grants for `action` of any matching rule. */
export function isAllowedBy(rules: ProtectedRule[], action: ProtectedAction, ctx: SubgraphContext, grant: ProjectGrant): boolean {
  if (ctx.actor.origin === 'service') return true;
  return rules.some((rule) => rule.levels.some((level) => {
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
export function developersCan(rules: ProtectedRule[], action: ProtectedAction): boolean {
  return rules.some((rule) => rule.levels.some((l) => l.action === action && l.accessLevel === AccessLevel.DEVELOPER));
}
