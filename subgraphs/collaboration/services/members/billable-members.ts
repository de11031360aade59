import { AccessLevel, BadRequestError, pageInfo, type Page, type PageArgs, type SubgraphContext, perPageOf, query } from '@forgegraph/platform';
import { BillableMember } from '../../schema/billable-member.type';
import { userRef } from '../../schema/user-ref.type';
import { directoryUsers, matchesUserSearch, type DirectoryUser } from '../domains/identity.client';
import { activeMember, T } from '../tables';
import { authorizedGroup } from '../access/authorized';

export const BILLABLE_SORTS = [
  'access_level_asc', 'access_level_desc', 'last_joined', 'name_asc', 'name_desc', 'oldest_joined', 'oldest_sign_in',
  'recent_sign_in', 'last_activity_on_asc', 'last_activity_on_desc',
] as const;

interface Seat {
  userId: number;
  accessLevel: number;
  joinedAt: Date;
  isGroupMember: boolean;
  isOwnerOfRoot: boolean;
  user: DirectoryUser;
}

/**
 * GET /groups/:id/billable_members (EE): every user with a membership anywhere in a top-level
 * group's hierarchy, one row per user. Names and activity dates come from identity, so search and
 * sorting run over the whole set before the page is cut.
 */
export async function findBillableMembers(ctx: SubgraphContext, ref: string, options: { search?: string | null; sort?: string | null }, args: PageArgs): Promise<Page<BillableMember>> {
  const { group } = await authorizedGroup(ctx, ref, 'admin_group_member');
  if (group.parentId !== null) throw BadRequestError.message('400 Bad request');
  const rows = await query<{ user_id: number; access_level: number; joined_at: Date; group_member: boolean; root_owner: boolean }>(ctx.em,
    `select m.user_id, max(m.access_level)::int as access_level, min(m.created_at) as joined_at,
            bool_or(m.source_type = 'Namespace') as group_member,
            bool_or(m.source_type = 'Namespace' and m.source_id = ? and m.access_level = ${AccessLevel.OWNER}) as root_owner
     from ${T.members} m
     where ${activeMember('m')} and (
       (m.source_type = 'Namespace' and m.source_id in (select id from ${T.namespaces} where ? = any(traversal_ids) and not pending_delete))
       or (m.source_type = 'Project' and m.source_id in (select p.id from ${T.projects} p join ${T.namespaces} n on n.id = p.namespace_id
                                                         where ? = any(n.traversal_ids) and not p.pending_delete)))
     group by m.user_id`, [group.id, group.id, group.id]);
  const users = await directoryUsers(ctx, rows.map((r) => r.user_id));
  let seats: Seat[] = rows.filter((r) => users.has(r.user_id)).map((r) => ({
    userId: r.user_id, accessLevel: r.access_level, joinedAt: new Date(r.joined_at), isGroupMember: r.group_member,
    isOwnerOfRoot: r.root_owner, user: users.get(r.user_id)!,
  }));
  if (options.search) seats = seats.filter((seat) => matchesUserSearch(seat.user, options.search!));
  seats.sort(comparatorFor(options.sort ?? 'name_asc'));
  const owners = seats.filter((seat) => seat.isOwnerOfRoot).length;
  const perPage = perPageOf(args);
  const nodes = seats.slice((args.page - 1) * perPage, args.page * perPage).map((seat) => toBillableMember(seat, owners));
  return { nodes, pageInfo: pageInfo({ page: args.page, perPage }, seats.length) };
}

function toBillableMember(seat: Seat, owners: number): BillableMember {
  return Object.assign(new BillableMember(), {
    user: userRef(seat.userId),
    lastActivityOn: seat.user.lastActivityOn,
    lastLoginAt: seat.user.currentSignInAt,
    membershipType: seat.isGroupMember ? 'group_member' : 'project_member',
    removable: true,
    isLastOwner: seat.isOwnerOfRoot && owners === 1,
    accessLevel: seat.accessLevel,
  });
}

type Compare = (a: Seat, b: Seat) => number;

const byText = (pick: (s: Seat) => string | null): Compare => (a, b) => (pick(a) ?? '').localeCompare(pick(b) ?? '');
const byNumber = (pick: (s: Seat) => number): Compare => (a, b) => pick(a) - pick(b);
const reverse = (compare: Compare): Compare => (a, b) => compare(b, a);
/** Missing dates sort last in either direction, as PostgreSQL's NULLS LAST would. */
const byDate = (pick: (s: Seat) => string | null, descending: boolean): Compare => (a, b) => {
  const x = pick(a);
  const y = pick(b);
  if (x === y) return 0;
  if (x === null) return 1;
  if (y === null) return -1;
  return descending ? y.localeCompare(x) : x.localeCompare(y);
};

function comparatorFor(sort: string): Compare {
  const tieBreak = byNumber((s) => s.userId);
  const primary: Record<string, Compare> = {
    access_level_asc: byNumber((s) => s.accessLevel),
    access_level_desc: reverse(byNumber((s) => s.accessLevel)),
    last_joined: reverse(byNumber((s) => s.joinedAt.getTime())),
    oldest_joined: byNumber((s) => s.joinedAt.getTime()),
    name_asc: byText((s) => s.user.name),
    name_desc: reverse(byText((s) => s.user.name)),
    oldest_sign_in: byDate((s) => s.user.currentSignInAt, false),
    recent_sign_in: byDate((s) => s.user.currentSignInAt, true),
    last_activity_on_asc: byDate((s) => s.user.lastActivityOn, false),
    last_activity_on_desc: byDate((s) => s.user.lastActivityOn, true),
  };
  const compare = primary[sort] ?? primary.name_asc;
  return (a, b) => compare(a, b) || tieBreak(a, b);
}
