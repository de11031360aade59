import { intArray, query } from '@forgegraph/platform';
import type { SubgraphContext } from '@forgegraph/platform';
import { membershipsOf } from '../access/access.service';
import { namespaceLoader } from '../loaders';
import type { MemberSource } from './member-source';
import { activeShare, T } from '../tables';
import { Visibility } from '../../entities/visibility';

/** Groups whose direct members a member list counts as invited, each with the share's access cap. */
export interface InvitedGroups {
  ids: number[];
  caps: number[];
}

export const NO_INVITED_GROUPS: InvitedGroups = { ids: [], caps: [] };

/**
 * Groups shared into the source's group hierarchy (the group or project namespace and the groups
 * above), highest cap per invited group. Their members are listed only when the invited group is
 * public or the caller belongs to it (doc/api/members.md), or to administrators.
 */
export async function invitedGroupsOf(ctx: SubgraphContext, source: MemberSource): Promise<InvitedGroups> {
  if (source.namespace.kind !== 'group') return NO_INVITED_GROUPS;
  const rows = await query<{ group_id: number; cap: number }>(ctx.em,
    `select l.shared_with_group_id as group_id, max(l.group_access)::int as cap from ${T.groupLinks} l
     where l.shared_group_id = any(?::int[]) and ${activeShare('l')} group by l.shared_with_group_id order by l.shared_with_group_id`,
    [intArray(source.namespace.traversalIds)]);
  if (!rows.length) return NO_INVITED_GROUPS;
  const memberships = await membershipsOf(ctx, ctx.actor.userId);
  const groups = await namespaceLoader(ctx).loadMany(rows.map((row) => row.group_id));
  const listed = rows.filter((row, i) => {
    const group = groups[i];
    if (!group || group instanceof Error) return false;
    const belongs = group.traversalIds.some((id) => memberships.namespaces.has(id));
    return ctx.actor.isAdmin || group.visibilityLevel === Visibility.PUBLIC || belongs;
  });
  return { ids: listed.map((row) => row.group_id), caps: listed.map((row) => row.cap) };
}
