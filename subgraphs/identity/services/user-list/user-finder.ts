import { escapeLike } from '@forgegraph/platform';
import type { Knex } from '@mikro-orm/postgresql';
import type { UsersFilterInput } from '../../schema/user.inputs';
import { T } from '../tables';

/** States a non-administrator never finds (User::FORBIDDEN_SEARCH_STATES). */
const FORBIDDEN_SEARCH_STATES = ['blocked', 'banned', 'ldap_blocked'];
/** User types that are not internal bots (User::NON_INTERNAL_USER_TYPES). */
export const NON_INTERNAL_USER_TYPES = ['human', 'project_bot', 'service_account'];
/** Gitlab::SQL::Pattern: words shorter than this only match a whole column exactly. */
const MIN_CHARS_FOR_PARTIAL_MATCHING = 3;

export interface UsersFilterScope {
  /** Widens the base scope and the searched e-mails. */
  asAdmin: boolean;
  /** For `without_projects`: the users collaboration reports with project access. */
  usersWithProjects?: number[] | null;
}

/**
 * UsersFinder: one `where` per filter, in GitLab's order. The filter is already reduced to what the
 * caller may use (`scopeUsersFilter`).
 */
export function applyUsersFilter(q: Knex.QueryBuilder, f: UsersFilterInput, { asAdmin, usersWithProjects }: UsersFilterScope): Knex.QueryBuilder {
  if (!asAdmin) q.whereNotIn('users.state', FORBIDDEN_SEARCH_STATES);
  if (f.username) q.whereRaw('lower("users"."username") = lower(?)', [f.username]);
  if (f.admins) q.where('users.admin', true);
  if (f.humans) q.where('users.user_type', 'human');
  if (f.excludeHumans) q.whereNot('users.user_type', 'human');
  if (f.search) applySearch(q, f.search, asAdmin);
  if (f.blocked) q.whereIn('users.state', ['blocked', 'ldap_blocked']);
  if (f.active) q.where('users.state', 'active').whereIn('users.user_type', NON_INTERNAL_USER_TYPES);
  if (f.excludeActive) q.whereNot('users.state', 'active');
  if (f.externUid && f.provider) {
    q.whereRaw(`exists (select 1 from ${T.userIdentities} i where i.user_id = users.id and i.provider = ? and lower(i.extern_uid) = lower(?))`, [f.provider, f.externUid] as string[]);
  }
  if (f.external) q.where('users.external', true);
  if (f.excludeExternal) q.where('users.external', false);
  if (f.twoFactor === 'enabled') q.where('users.two_factor_enabled', true);
  if (f.twoFactor === 'disabled') q.where('users.two_factor_enabled', false);
  if (f.createdBefore) q.where('users.created_at', '<=', f.createdBefore);
  if (f.createdAfter) q.where('users.created_at', '>=', f.createdAfter);
  if (f.withoutProjects && usersWithProjects) q.whereRaw('not ("users"."id" = any(?::int[]))', [`{${usersWithProjects.join(',')}}`]);
  for (const { key, value } of f.customAttributes ?? []) {
    q.whereRaw(`exists (select 1 from ${T.userCustomAttributes} a where a.user_id = users.id and a.key = ? and a.value = ?)`, [key, value]);
  }
  if (f.excludeInternal) q.whereIn('users.user_type', NON_INTERNAL_USER_TYPES);
  if (f.withoutProjectBots) q.whereNot('users.user_type', 'project_bot');
  return q;
}

/**
 * User.search: the whole public e-mail (any e-mail for administrators) or every word of 3+ characters
 * in the name or username; a query without such words matches a name or username exactly.
 */
function applySearch(q: Knex.QueryBuilder, search: string, asAdmin: boolean): void {
  const query = searchQueryOf(search);
  if (!query) {
    q.whereRaw('false');
    return;
  }
  const emailColumn = asAdmin ? 'email' : 'public_email';
  q.where((any) => {
    any.whereRaw(`lower("users"."${emailColumn}") = ?`, [query]);
    for (const column of ['name', 'username']) any.orWhere((match) => fuzzyMatch(match, column, query));
  });
}

function fuzzyMatch(q: Knex.QueryBuilder, column: string, query: string): void {
  const words = query.split(/\s+/).filter((word) => word.length >= MIN_CHARS_FOR_PARTIAL_MATCHING);
  if (!words.length) {
    q.whereRaw(`lower("users"."${column}") = ?`, [query]);
    return;
  }
  for (const word of words) q.whereRaw(`"users"."${column}" ilike ?`, [`%${escapeLike(word)}%`]);
}

/** The search term as GitLab normalises it: without a leading `@`, trimmed, lower-cased. */
export function searchQueryOf(search: string): string {
  return search.replace(/^@/, '').trim().replace(/\s+/g, ' ').toLowerCase();
}

/** Exact matches first (public e-mail, username, name), then by name: User.search's order. */
export function orderBySearchRelevance(q: Knex.QueryBuilder, search: string): Knex.QueryBuilder {
  const query = searchQueryOf(search);
  return q.orderByRaw(
    `case when lower("users"."public_email") = ? then 0 when lower("users"."username") = ? then 1 when lower("users"."name") = ? then 2 else 3 end, "users"."name" asc, "users"."id" asc`,
    [query, query, query],
  );
}
