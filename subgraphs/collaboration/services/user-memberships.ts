import { COUNT_CAP, pageInfo, requireAdmin, type PageArgs, type PageInfo, type SubgraphContext } from '@forgegraph/platform';
import type { FilterQuery } from '@mikro-orm/core';
import { Member } from '../entities/member.entity';
import { UserMembership } from '../schema/member.types';
import { namespaceLoader, projectLoader } from './loaders';
import { perPageOf } from './paging';

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
