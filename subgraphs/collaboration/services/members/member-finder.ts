import { NotFoundError, type Page, type PageArgs, type SubgraphContext, offsetPage, Conditions, intArray, query } from '@forgegraph/platform';
import { Member } from '../../entities/member.entity';
import type { MemberFilter } from '../../schema/member.inputs';
import { directoryUsers, matchesUserSearch } from '../domains/identity.client';
import type { MemberSource } from './member-source';
import { withoutDeletedUsers } from './member-orphans';
import { T } from '../tables';
import { invitedGroupsOf, NO_INVITED_GROUPS, type InvitedGroups } from './share-members';

/** Memberships that count: not access requests, not expired. */
const CURRENT = `m.requested_at is null and (m.expires_at is null or m.expires_at > current_date)`;

const COLUMNS = 'm.id, m.source_type, m.source_id, m.user_id, m.access_level, m.expires_at, m.created_by_id, m.state, m.requested_at, m.created_at, m.updated_at';
/** An invited group's member counts at most at the share's access. */
const INVITED_COLUMNS = COLUMNS.replace('m.access_level', 'least(m.access_level, s.cap) as access_level');

/**
 * Direct members (`m` over the members table), or with inheritance the highest membership per user
 * across the source, the groups above it and the groups invited into them (GitLab's MembersFinder
 * with :direct, :inherited and :invited_groups).
 */
function membersFrom(source: MemberSource, inherited: boolean, invited: InvitedGroups): { from: string; params: unknown[] } {
  const sourceType = source.type;
  if (!inherited || (!source.inheritedFrom.length && !invited.ids.length)) {
    return { from: `(select * from ${T.members} m where m.source_type = ? and m.source_id = ? and ${CURRENT}) m`, params: [sourceType, source.id] };
  }
  return {
    from: `(select distinct on (m.user_id) m.* from (
        select ${COLUMNS} from ${T.members} m
        where ((m.source_type = ? and m.source_id = ?) or (m.source_type = 'Namespace' and m.source_id = any(?::int[]))) and ${CURRENT}
        union all
        select ${INVITED_COLUMNS} from ${T.members} m join unnest(?::int[], ?::int[]) as s(group_id, cap)
          on m.source_type = 'Namespace' and m.source_id = s.group_id
        where ${CURRENT}
      ) m
      order by m.user_id, m.access_level desc, (m.source_type = ? and m.source_id = ?) desc, m.id) m`,
    params: [sourceType, source.id, intArray(source.inheritedFrom), intArray(invited.ids), intArray(invited.caps), sourceType, source.id],
  };
}

async function membersOf(ctx: SubgraphContext, source: MemberSource, inherited: boolean): Promise<{ from: string; params: unknown[] }> {
  return membersFrom(source, inherited, inherited ? await invitedGroupsOf(ctx, source) : NO_INVITED_GROUPS);
}

export async function findMembers(ctx: SubgraphContext, source: MemberSource, filter: MemberFilter, args: PageArgs): Promise<Page<Member>> {
  const inherited = filter.inherited ?? false;
  const { from, params } = await membersOf(ctx, source, inherited);
  const where = new Conditions();
  if (filter.userIds?.length) where.add('m.user_id = any(?::int[])', intArray(filter.userIds.map(Number)));
  if (filter.skipUsers?.length) where.add('not (m.user_id = any(?::int[]))', intArray(filter.skipUsers.map(Number)));
  if (filter.state) where.add('m.state = ?', filter.state);
  if (filter.query) where.add('m.user_id = any(?::int[])', intArray(await usersMatching(ctx, from, params, filter.query)));
  where.params.unshift(...params);
  const orderBy = inherited ? 'm.user_id asc' : 'm.id asc';
  const page = await offsetPage(ctx.em, Member, { from, where, orderBy, alias: 'm' }, args);
  return { ...page, nodes: await withoutDeletedUsers(ctx, page.nodes) };
}

/** The `query` filter searches users' names and usernames, which identity holds: resolve it to ids first. */
async function usersMatching(ctx: SubgraphContext, from: string, params: unknown[], term: string): Promise<number[]> {
  const rows = await query<{ user_id: number }>(ctx.em, `select m.user_id from ${from}`, params);
  const users = await directoryUsers(ctx, rows.map((r) => r.user_id));
  return rows.map((r) => r.user_id).filter((id) => matchesUserSearch(users.get(id), term));
}

/** GET .../members/:user_id (direct) and .../members/all/:user_id; a miss is GitLab's `404 Not found`. */
export async function findMember(ctx: SubgraphContext, source: MemberSource, userId: number, inherited: boolean): Promise<Member> {
  const { from, params } = await membersOf(ctx, source, inherited);
  const [row] = await query(ctx.em, `select m.* from ${from} where m.user_id = ?`, [...params, userId]);
  const [member] = row ? await withoutDeletedUsers(ctx, [ctx.em.map(Member, row)]) : [];
  if (!member) throw NotFoundError.record();
  return member;
}
