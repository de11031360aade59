import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

/** Rows of hand-written SQL with `?` parameters, inside the entity manager's transaction if one is open. */
export async function query<T = Record<string, any>>(em: EntityManager, sql: string, params: unknown[] = []): Promise<T[]> {
  return em.getConnection().execute<T[]>(sql, params as any[], 'all', em.getTransactionContext());
}

/** A unique constraint refused the write: MikroORM's exception, or PostgreSQL's 23505 from hand-written SQL. */
export function isUniqueViolation(error: unknown): boolean {
  return error instanceof UniqueConstraintViolationException || (error as { code?: unknown } | null)?.code === '23505';
}
