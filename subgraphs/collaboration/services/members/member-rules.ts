import { AccessLevel, FieldErrors, type SubgraphContext, intArray, query } from '@forgegraph/platform';
import { namespaceLoader } from '../loaders';
import type { MemberSource } from './member-source';
import { activeMember, T } from '../tables';

/** Gitlab::Access levels valid per source (Minimal access exists for groups only). */
const PROJECT_LEVELS: readonly number[] = [AccessLevel.GUEST, AccessLevel.PLANNER, AccessLevel.REPORTER, AccessLevel.DEVELOPER, AccessLevel.MAINTAINER, AccessLevel.OWNER];
const GROUP_LEVELS: readonly number[] = [AccessLevel.MINIMAL_ACCESS, ...PROJECT_LEVELS];

const ROLE_NAMES: Record<number, string> = {
  5: 'Minimal Access', 10: 'Guest', 15: 'Planner', 20: 'Reporter', 30: 'Developer', 40: 'Maintainer', 50: 'Owner',
};

export function checkAccessLevel(errors: FieldErrors, source: MemberSource, level: number): void {
  const allowed = source.project ? PROJECT_LEVELS : GROUP_LEVELS;
  if (!allowed.includes(level)) errors.add('access_level', 'is not included in the list');
}

/** Member's FutureDateValidator on expires_at. */
export function checkExpiresAt(errors: FieldErrors, expiresAt: string | null | undefined): void {
  if (expiresAt && expiresAt < new Date().toISOString().slice(0, 10)) errors.add('expires_at', 'cannot be a date in the past');
}

/**
 * Member#higher_access_level_than_group: a membership may not be lower than what the user already
 * inherits from a group above the source.
 */
export async function checkNotBelowInherited(ctx: SubgraphContext, errors: FieldErrors, source: MemberSource, userId: number, level: number): Promise<void> {
  if (!source.inheritedFrom.length) return;
  const rows = await query<{ source_id: number; access_level: number }>(ctx.em,
    `select m.source_id, m.access_level from ${T.members} m where m.user_id = ? and m.source_type = 'Namespace'
     and m.source_id = any(?::int[]) and ${activeMember('m')} order by m.access_level desc limit 1`,
    [userId, intArray(source.inheritedFrom)]);
  const highest = rows[0];
  if (!highest || highest.access_level <= level) return;
  const group = await namespaceLoader(ctx).load(highest.source_id);
  errors.add('access_level', `should be greater than or equal to ${ROLE_NAMES[highest.access_level]} inherited membership from group ${group?.name ?? ''}`);
}

/** Owners of a group counted with those inherited from above: a group keeps at least one. */
export async function countOtherOwners(ctx: SubgraphContext, source: MemberSource, exceptMemberId: number): Promise<number> {
  const [row] = await query<{ count: number }>(ctx.em,
    `select count(*)::int as count from ${T.members} m where m.source_type = 'Namespace' and m.source_id = any(?::int[])
     and m.access_level = ${AccessLevel.OWNER} and m.id <> ? and ${activeMember('m')}`,
    [intArray(source.namespace.traversalIds), exceptMemberId]);
  return row.count;
}
