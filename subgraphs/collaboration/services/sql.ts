import type { EntityManager } from '@mikro-orm/postgresql';

/** The collaboration schema, for hand-written SQL (which ignores the ORM's schema). */
export const SCHEMA = 'collaboration';
export const T = {
  namespaces: `"${SCHEMA}"."namespaces"`,
  projects: `"${SCHEMA}"."projects"`,
  members: `"${SCHEMA}"."members"`,
  customAttributes: `"${SCHEMA}"."group_custom_attributes"`,
  groupLinks: `"${SCHEMA}"."group_group_links"`,
} as const;

/** A membership that grants access now: not an access request, not awaiting a seat, not expired. */
export const activeMember = (m: string) =>
  `${m}.requested_at is null and ${m}.state = 'active' and (${m}.expires_at is null or ${m}.expires_at > current_date)`;

/** A group share that grants access now (not expired). */
export const activeShare = (l: string) => `(${l}.expires_at is null or ${l}.expires_at > current_date)`;

/** A PostgreSQL integer-array literal, bound as one string parameter and cast with `?::int[]`. */
export function intArray(ids: Iterable<number>): string {
  const values = [...ids].filter((id) => Number.isInteger(id));
  return `{${values.join(',')}}`;
}

/** `%term%` for ILIKE, with the pattern characters of `term` escaped. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A WHERE clause assembled from conditions and their `?` parameters, in order. */
export class Conditions {
  private readonly parts: string[] = [];
  readonly params: unknown[] = [];

  add(sql: string, ...params: unknown[]): this {
    this.parts.push(`(${sql})`);
    this.params.push(...params);
    return this;
  }

  get sql(): string {
    return this.parts.length ? this.parts.join(' and ') : 'true';
  }
}

export async function query<T = Record<string, any>>(em: EntityManager, sql: string, params: unknown[] = []): Promise<T[]> {
  return em.getConnection().execute<T[]>(sql, params as any[], 'all', em.getTransactionContext());
}
