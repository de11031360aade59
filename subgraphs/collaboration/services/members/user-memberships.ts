import { AccessLevel, COUNT_CAP, pageInfo, requireAdmin, type PageArgs, type PageInfo, type SubgraphContext, perPageOf, query } from '@forgegraph/platform';
import type { FilterQuery } from '@mikro-orm/core';
import { Member } from '../../entities/member.entity';
import { Namespace } from '../../entities/namespace.entity';
import { UserMembership } from '../../schema/member.types';
import { namespaceLoader, projectLoader } from '../loaders';
import { activeMember, T } from '../tables';

/** A membership's source (project or group) through the request's loaders; null once it is being deleted. */
async function sourceOf(ctx: SubgraphContext, member: Member): Promise<{ name: string } | null> {
  return member.sourceType === 'Project' ? projectLoader(ctx).load(member.sourceId) : namespaceLoader(ctx).load(member.sourceId);
}

export async function memberSourceName(ctx: SubgraphContext, member: Member): Promise<string> {
  return (await sourceOf(ctx, member))?.name ?? '';
}

function membershipsWhere(userId: number, type: string | null): FilterQuery<Member> {
  return { userId, requestedAt: null, ...(type ? { sourceType: type as Member['sourceType'] } : {}) };
}

/** GET /users/:id/memberships: a user's direct memberships, oldest first; administrators only. */
export async function userMemberships(ctx: SubgraphContext, userId: number, type: string | null, args: PageArgs): Promise<UserMembership[]> {
  requireAdmin(ctx.actor);
  const perPage = perPageOf(args);
  const members = await ctx.em.find(Member, membershipsWhere(userId, type), { orderBy: { id: 'asc' }, limit: perPage, offset: (args.page - 1) * perPage });
  const sources = await Promise.all(members.map((member) => sourceOf(ctx, member)));
  return members.map((member, i) => Object.assign(new UserMembership(), {
    sourceId: member.sourceId, sourceName: sources[i]?.name ?? '', sourceType: member.sourceType, accessLevel: member.accessLevel,
  }));
}

export async function userMembershipsPageInfo(ctx: SubgraphContext, userId: number, type: string | null, args: PageArgs): Promise<PageInfo> {
  requireAdmin(ctx.actor);
  const total = await ctx.em.count(Member, membershipsWhere(userId, type));
  return pageInfo({ page: args.page, perPage: perPageOf(args) }, total > COUNT_CAP ? null : total);
}

/**
 * Groups where the user is the only Owner (none above either): GitLab refuses to delete such a
 * user without hard_delete. Administrators only (identity asks as the service actor).
 */
export async function soleOwnedGroups(ctx: SubgraphContext, userId: number): Promise<Namespace[]> {
  requireAdmin(ctx.actor);
  const rows = await query(ctx.em, `select n.* from ${T.namespaces} n
    join ${T.members} m on m.source_type = 'Namespace' and m.source_id = n.id
    where m.user_id = ? and m.access_level = ${AccessLevel.OWNER} and ${activeMember('m')} and n.kind = 'group' and not n.pending_delete
      and not exists (select 1 from ${T.members} o where o.source_type = 'Namespace' and o.source_id = any(n.traversal_ids)
        and o.access_level = ${AccessLevel.OWNER} and o.user_id <> m.user_id and ${activeMember('o')})
    order by n.id`, [userId]);
  return rows.map((row) => ctx.em.map(Namespace, row as never));
}
