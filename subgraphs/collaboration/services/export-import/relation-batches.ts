import { query } from '@forgegraph/platform';
import type { EntityManager } from '@mikro-orm/postgresql';

export const BATCH_SIZE = 100;

/** A project's rows of `table` in id order, a keyset batch at a time (memory stays flat for large projects). */
export async function* keysetBatches<T extends { id: number }>(em: EntityManager, sql: string, params: unknown[]): AsyncGenerator<T[]> {
  let after = 0;
  for (;;) {
    const rows = await query<T>(em, `${sql} and id > ? order by id limit ${BATCH_SIZE}`, [...params, after]);
    if (!rows.length) return;
    yield rows;
    after = rows[rows.length - 1].id;
    if (rows.length < BATCH_SIZE) return;
  }
}

/** Groups rows by a key, for attaching children to a batch of parents. */
export function groupBy<T>(rows: T[], keyOf: (row: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key)!.push(row);
  }
  return groups;
}

/** GitLab's JSON timestamps (`2024-03-05T10:27:04.042Z`). */
export function iso(value: Date | string | null | undefined): string | null {
  return value === null || value === undefined ? null : new Date(value).toISOString();
}
