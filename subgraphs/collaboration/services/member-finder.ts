import { NotFoundError, type Page, type PageArgs, type SubgraphContext } from '@forgegraph/platform';
import { Member } from '../entities/member.entity';
import type { MemberFilter } from '../schema/member.inputs';
import { directoryUsers, matchesUserSearch } from './identity-directory';
import type { MemberSource } from './member-source';
import { offsetPage } from './paging';
import { Conditions, intArray, query, T } from './sql';

/** Memberships that count: not access requests, not expired. */
const CURRENT = `m.requested_at is null and (m.expires_at is null or m.expires_at > current_date)`;

/**
 * Direct members (`m` over the members table), or with inheritance the highest membership per user
 * across the source and the groups above it (GitLab's MembersFinder with :direct and :inherited).
 */
function membersFrom(source: MemberSource, inherited: boolean): { from: string; params: unknown[] } {
  const sourceType = source.type;
  if (!inherited || !source.inheritedFrom.length) {
    return { from: `(select * from ${T.members} m where m.source_type = ? and m.source_id = ? and ${CURRENT}) m`, params: [sourceType, source.id] };
  }
  return {
    from: `(select distinct on (m.user_id) m.* from ${T.members} m
      where ((m.source_type = ? and m.source_id = ?) or (m.source_type = 'Namespace' and m.source_id = any(?::int[]))) and ${CURRENT}
      order by m.user_id, m.access_level desc, (m.source_type = ? and m.source_id = ?) desc, m.id) m`,
    params: [sourceType, source.id, intArray(source.inheritedFrom), sourceType, source.id],
  };
}

export async function findMembers(ctx: SubgraphContext, source: MemberSource, filter: MemberFilter, args: PageArgs): Promise<Page<Member>> {
  const inherited = filter.inherited ?? false;
  const { from, params } = membersFrom(source, inherited);
  const where = new Conditions();
  if (filter.userIds?.length) where.add('m.user_id = any(?::int[])', intArray(filter.userIds.map(Number)));
  if (filter.skipUsers?.length) where.add('not (m.user_id = any(?::int[]))', intArray(filter.skipUsers.map(Number)));
  if (filter.state) where.add('m.state = ?', filter.state);
  if (filter.query) where.add('m.user_id = any(?::int[])', intArray(await usersMatching(ctx, from, params, filter.query)));
  where.params.unshift(...params);
  const orderBy = inherited ? 'm.user_id asc' : 'm.id asc';
  return offsetPage(ctx.em, Member, { from, where, orderBy, alias: 'm' }, args);
}

/** The `query` filter searches users' names and usernames, which identity holds: resolve it to ids first. */
async function usersMatching(ctx: SubgraphContext, from: string, params: unknown[], term: string): Promise<number[]> {
  const rows = await query<{ user_id: number }>(ctx.em, `select m.user_id from ${from}`, params);
  const users = await directoryUsers(ctx, rows.map((r) => r.user_id));
  return rows.map((r) => r.user_id).filter((id) => matchesUserSearch(users.get(id), term));
}

/** GET .../members/:user_id (direct) and .../members/all/:user_id; a miss is GitLab's `404 Not found`. */
export async function findMember(ctx: SubgraphContext, source: MemberSource, userId: number, inherited: boolean): Promise<Member> {
  const { from, params } = membersFrom(source, inherited);
  const [row] = await query(ctx.em, `select m.* from ${from} where m.user_id = ?`, [...params, userId]);
  if (!row) throw NotFoundError.record();
  return ctx.em.map(Member, row);
}
