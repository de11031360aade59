import type { EntityClass, EntityName } from '@mikro-orm/core';
import { plainRecords } from '../subgraph/plain-records';
import type { EntityManager } from '@mikro-orm/postgresql';
import { pageInfo, type Page, type PageArgs } from '../graphql/page';
import type { Conditions } from './conditions';
import { query, queryBatch } from './query';

/** GitLab counts at most this many rows; beyond it the total is unknown (no X-Total, X-Total-Pages). */
export const COUNT_CAP = 10_000;

/** Page positions as GitLab clamps them: page from 1, per_page 1..100 (the facade clamps first; GraphQL callers too). */
export function clampPage<T extends { page: number; perPage: number }>(args: T): T {
  return { ...args, page: Math.max(1, Math.floor(args.page)), perPage: perPageOf(args) };
}

export function perPageOf(args: { perPage: number }): number {
  return Math.min(100, Math.max(1, Math.floor(args.perPage)));
}

/** A count taken over `LIMIT COUNT_CAP + 1` rows as GitLab reports it: null when it passes the cap. */
export function cappedTotal(count: number | null): number | null {
  return count === null || count > COUNT_CAP ? null : count;
}

export interface PagedQuery {
  /** `from ... join ...` with the aliases the conditions and order use. */
  from: string;
  where: Conditions;
  /** SQL ORDER BY list, always ending in a unique tie-breaker. */
  orderBy: string;
  /** Parameters of `?` placeholders in `orderBy`, if any. */
  orderParams?: unknown[];
  /** The selected row alias, e.g. `p` (rows map to the entity from `alias.*`). */
  alias: string;
}

export interface PageOptions {
  /** Read-only records (`plainRecords`) instead of managed entities: for pages nothing changes, and faster to build. */
  plain?: boolean;
}

/** One page of entities plus GitLab's capped total (null beyond 10,000 rows: X-Total is then omitted). */
export async function offsetPage<T extends object>(em: EntityManager, entity: EntityName<T>, q: PagedQuery, args: PageArgs, options: PageOptions = {}): Promise<Page<T>> {
  const perPage = perPageOf(args);
  const [rows, [{ count }]] = await queryBatch(em, [
    [`select ${q.alias}.* from ${q.from} where ${q.where.sql} order by ${q.orderBy} limit ? offset ?`, [...q.where.params, ...(q.orderParams ?? []), perPage, (args.page - 1) * perPage]],
    [`select count(*)::int as count from (select 1 from ${q.from} where ${q.where.sql} limit ${COUNT_CAP + 1}) counted`, q.where.params],
  ]);
  const nodes = options.plain ? plainRecords(em, entity as EntityClass<T>, rows) : rows.map((row) => em.map(entity, row as never));
  return { nodes, pageInfo: pageInfo({ page: args.page, perPage }, cappedTotal(count)) };
}

/**
 * A keyset page: the caller has added the cursor's position to `where`; one extra row tells whether
 * another page follows, and `nextCursor` encodes the position after the last row.
 */
export async function keysetPage<T extends object>(em: EntityManager, entity: EntityName<T>, q: PagedQuery, args: PageArgs, cursorOf: (last: T) => Record<string, unknown>): Promise<Page<T>> {
  const perPage = perPageOf(args);
  const rows = await query(em, `select ${q.alias}.* from ${q.from} where ${q.where.sql} order by ${q.orderBy} limit ?`,
    [...q.where.params, ...(q.orderParams ?? []), perPage + 1]);
  const nodes = rows.slice(0, perPage).map((row) => em.map(entity, row as never));
  const next = rows.length > perPage ? encodeCursor(cursorOf(nodes[nodes.length - 1])) : null;
  return { nodes, pageInfo: pageInfo({ page: 1, perPage }, null, next) };
}

/** The decoded position of a keyset request's cursor, null for a first page or an offset request. */
export function cursorValues(args: PageArgs): Record<string, unknown> | null {
  return args.keyset && args.cursor ? decodeCursor(args.cursor) : null;
}

export function encodeCursor(values: Record<string, unknown>): string {
  return Buffer.from(JSON.stringify(values)).toString('base64url');
}

export function decodeCursor(cursor: string): Record<string, unknown> | null {
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString());
    return value && typeof value === 'object' ? value : null;
  } catch {
    return null;
  }
}
