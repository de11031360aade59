import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * The last query sent on each open transaction. A transaction is one connection, and a pg client
 * given a query while it runs another queues it with a deprecation warning (pg 9 will refuse it),
 * so batched loaders that fire together inside a transaction are chained here instead.
 */
const transactionTails = new WeakMap<object, Promise<unknown>>();

/** Rows of hand-written SQL with `?` parameters, inside the entity manager's transaction if one is open. */
export async function query<T = Record<string, any>>(em: EntityManager, sql: string, params: unknown[] = []): Promise<T[]> {
  const transaction = em.getTransactionContext();
  const run = () => em.getConnection().execute<T[]>(sql, params as any[], 'all', transaction);
  if (!transaction) return run();
  const result = (transactionTails.get(transaction) ?? Promise.resolve()).then(run);
  transactionTails.set(transaction, result.catch(() => undefined));
  return result;
}

/** A unique constraint refused the write: MikroORM's exception, or PostgreSQL's 23505 from hand-written SQL. */
export function isUniqueViolation(error: unknown): boolean {
  return error instanceof UniqueConstraintViolationException || (error as { code?: unknown } | null)?.code === '23505';
}
