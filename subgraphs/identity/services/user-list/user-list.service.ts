import {
  BadRequestError, cappedTotal, clampPage, COUNT_CAP, decodeCursor, encodeCursor, ForbiddenError, pageInfo, plainRecords, requireAdmin, tableAs,
  type Actor, type Page, type PageArgs, type SubgraphContext,
} from '@forgegraph/platform';
import type { Knex } from '@mikro-orm/postgresql';
import { User } from '../../entities/user.entity';
import type { UsersFilterInput } from '../../schema/user.inputs';
import { userIdsWithProjects } from '../domains/collaboration.client';
import { preloadUserPage, type UserPagePreload } from './user-page-preload';
import { applyUsersFilter, orderBySearchRelevance } from './user-finder';
import { T } from '../tables';

const ORDER_COLUMNS: Record<string, { column: string; cast: string }> = {
  id: { column: 'id', cast: 'integer' },
  name: { column: 'name', cast: 'text' },
  username: { column: 'username', cast: 'text' },
  created_at: { column: 'created_at', cast: 'timestamptz' },
  updated_at: { column: 'updated_at', cast: 'timestamptz' },
};

interface SortOrder {
  column: string;
  cast: string;
  direction: 'asc' | 'desc';
}

/**
 * `GET /users` (lib/api/users.rb): who may list, which filters apply, in which order, one page;
 * with the page's selected private-details relations loaded ahead (user-page-preload).
 */
export async function listUsers(ctx: SubgraphContext, requested: UsersFilterInput, pageArgs: PageArgs, preload?: UserPagePreload): Promise<Page<User>> {
  const page = await findUsersPage(ctx, requested, pageArgs);
  if (preload) await preloadUserPage(ctx, page.nodes, preload);
  return page;
}

async function findUsersPage(ctx: SubgraphContext, requested: UsersFilterInput, pageArgs: PageArgs): Promise<Page<User>> {
  // GraphQL callers get REST's bounds too: at least one, at most 100 users a page.
  const args = clampPage(pageArgs);
  const filter = scopeUsersFilter(ctx.actor, requested);
  // `without_projects`: project access is collaboration's to know. One gateway call fetches who has
  // any (project_authorizations), and the page and count stay one SQL query each with `id <> all`.
  const usersWithProjects = filter.withoutProjects ? await userIdsWithProjects(ctx) : null;
  const knex = ctx.em.getKnex();
  const base = () => applyUsersFilter(knex.from(knex.raw(tableAs(T.users, 'users'))), filter, { asAdmin: ctx.actor.isAdmin, usersWithProjects });
  const order = sortOrderOf(filter);
  if (args.keyset) return keysetPage(ctx, base(), order, args);
  const ordered = order ? orderBy(base(), order) : orderBySearchRelevance(base(), filter.search!);
  // The page carries its capped total (an InitPlan PostgreSQL runs once): one round trip per page.
  // A page past the end has no row to carry it, so only then is the total counted on its own.
  const totalColumn = knex.raw('(select count(*) from ? as capped)::int as page_total', [base().select(1).limit(COUNT_CAP + 1)]);
  const rows: Array<Record<string, unknown>> = await ordered.select('users.*', totalColumn).limit(args.perPage).offset((args.page - 1) * args.perPage);
  const counted = rows.length ? Number(rows[0].page_total) : await cappedCount(knex, base());
  return { nodes: plainRecords(ctx.em, User, rows), pageInfo: pageInfo(args, cappedTotal(counted)) };
}

/**
 * Anonymous callers must name a `username`; `extern_uid`+`provider` needs an administrator; the other
 * administrator filters are dropped for everyone else, as GitLab ignores them.
 */
function scopeUsersFilter(actor: Actor, filter: UsersFilterInput): UsersFilterInput {
  if (filter.externUid && filter.provider) requireAdmin(actor);
  if (actor.userId === null && !filter.username?.trim()) throw ForbiddenError.because('Not authorized to access /api/v4/users');
  if (actor.isAdmin) return filter;
  return { ...filter, twoFactor: null, withoutProjects: null, admins: null, customAttributes: null };
}

/**
 * `order_by`/`sort` (default id desc, ties broken by id). A search without either keeps the search's
 * relevance order (null here); keyset pages always need a column order.
 */
function sortOrderOf(filter: UsersFilterInput): SortOrder | null {
  if (filter.search?.trim() && !filter.orderBy && !filter.sort) return null;
  const { column, cast } = ORDER_COLUMNS[filter.orderBy ?? 'id'] ?? ORDER_COLUMNS.id;
  return { column, cast, direction: filter.sort === 'asc' ? 'asc' : 'desc' };
}

function orderBy(q: Knex.QueryBuilder, order: SortOrder): Knex.QueryBuilder {
  q.orderBy(`users.${order.column}`, order.direction);
  if (order.column !== 'id') q.orderBy('users.id', order.direction);
  return q;
}

/** GitLab skips counting beyond 10,000 rows (no X-Total then): count at most COUNT_CAP + 1. */
async function cappedCount(knex: Knex, q: Knex.QueryBuilder): Promise<number | null> {
  const row = (await knex.count({ count: '*' }).from(q.select(1).limit(COUNT_CAP + 1).as('capped')).first()) as { count: string | number };
  return cappedTotal(Number(row.count));
}

/** Cursor-based keyset pagination (Gitlab::Pagination::CursorBasedKeyset): `(column, id)` after the cursor. */
async function keysetPage(ctx: SubgraphContext, q: Knex.QueryBuilder, requested: SortOrder | null, args: PageArgs): Promise<Page<User>> {
  const order = requested ?? { ...ORDER_COLUMNS.id, direction: 'desc' as const };
  const after = args.cursor ? cursorValues(args.cursor) : null;
  if (after) {
    const op = order.direction === 'asc' ? '>' : '<';
    if (order.column === 'id') q.where('users.id', op, after.id);
    else q.whereRaw(`("users"."${order.column}", "users"."id") ${op} (?::${order.cast}, ?)`, [after.value, after.id]);
  }
  const rows: Array<Record<string, unknown>> = await orderBy(q, order)
    .select('users.*', ctx.em.getKnex().raw(`"users"."${order.column}"::text as "keyset_value"`))
    .limit(args.perPage + 1);
  const page = rows.slice(0, args.perPage);
  const last = page[page.length - 1];
  const nextCursor = rows.length > args.perPage ? encodeCursor({ value: last.keyset_value, id: last.id }) : null;
  const nodes = plainRecords(ctx.em, User, page.map(({ keyset_value: _value, ...row }) => row));
  return { nodes, pageInfo: pageInfo({ page: 1, perPage: args.perPage }, null, nextCursor) };
}

function cursorValues(cursor: string): { value: string; id: number } {
  const decoded = decodeCursor(cursor);
  if (!decoded || typeof decoded.value !== 'string' || !Number.isInteger(decoded.id)) throw BadRequestError.param('cursor is invalid');
  return { value: decoded.value, id: decoded.id as number };
}
