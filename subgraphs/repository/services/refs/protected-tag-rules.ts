import { AccessLevel, query, type SubgraphContext } from '@forgegraph/platform';
import type { ProjectGrant } from '../domains/collaboration.client';
import { T } from '../tables';
import { ADMIN_ACCESS, matchingRules } from './protected-branch-rules';

/** A protected tag rule as tag answers, tag writes and pushes read it (plain rows, one query per request). */
export interface ProtectedTagRule {
  id: number;
  projectId: number;
  name: string;
  levels: Array<{ id: number; accessLevel: number | null; userId: number | null; groupId: number | null }>;
}

/** Every protected tag rule of the project with its create grants, loaded once per request. */
export function protectedTagRulesLoader(ctx: SubgraphContext) {
  return ctx.loaders.get<number, ProtectedTagRule[]>('repository.protectedTags', async (projectIds) => {
    const rows = await query(ctx.em, `select t.id, t.project_id, t.name,
        coalesce(json_agg(json_build_object('id', l.id, 'accessLevel', l.access_level, 'userId', l.user_id, 'groupId', l.group_id)
          order by l.id) filter (where l.id is not null), '[]') as levels
      from ${T.protectedTags} t left join ${T.protectedTagCreateAccessLevels} l on l.protected_tag_id = t.id
      where t.project_id in (?) group by t.id order by t.id`, [[...projectIds]]);
    const rules: ProtectedTagRule[] = rows.map((r) => ({ id: r.id, projectId: r.project_id, name: r.name, levels: r.levels }));
    return projectIds.map((id) => rules.filter((rule) => rule.projectId === id));
  });
}

/** ProtectedTag.protected?: whether any rule (exact or wildcard) matches the tag. */
export function isTagProtected(rules: ProtectedTagRule[], tag: string): boolean {
  return matchingRules(rules, tag).length > 0;
}

/**
 * Gitlab::UserAccess#can_create_tag?: on a protected tag, one create grant of a matching rule must
 * let the caller in; otherwise `admin_tag` (Developer and above).
 */
export function canCreateTag(ctx: SubgraphContext, rules: ProtectedTagRule[], grant: ProjectGrant, tag: string): boolean {
  if (ctx.actor.origin === 'service') return true;
  const matching = matchingRules(rules, tag);
  if (matching.length === 0) return grant.isAdmin || grant.accessLevel >= AccessLevel.DEVELOPER;
  return matching.some((rule) => rule.levels.some((level) => {
    if (level.userId !== null) return level.userId === ctx.actor.userId;
    if (level.groupId !== null) return false; // group grants need collaboration's group membership; not asked yet
    const required = level.accessLevel ?? AccessLevel.NO_ACCESS;
    if (required === AccessLevel.NO_ACCESS) return false;
    if (required === ADMIN_ACCESS) return grant.isAdmin;
    return grant.isAdmin || grant.accessLevel >= required;
  }));
}
