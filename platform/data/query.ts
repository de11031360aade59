import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

interface PooledClient {
  query(text: string): Promise<{ rows: unknown[] } | Array<{ rows: unknown[] }>>;
}

interface KnexClient {
  acquireConnection(): Promise<PooledClient>;
  releaseConnection(connection: PooledClient): Promise<unknown>;
}

/**
 * The last query sent on each open transaction. A transaction is one connection, and a pg client
 * given a query while it runs another queues it with a deprecation warning (pg 9 will refuse it),
 * so batched loaders that fire together inside a transaction are chained here instead.
 */
const transactionTails = new WeakMap<object, Promise<unknown>>();

/**
 * Rows of hand-written SQL with `?` parameters, inside the entity manager's transaction if one is
 * open. Outside one, the statement skips knex's query runner and MikroORM's logging wrapper and goes
 * to a pooled connection directly: the same inlined text (MikroORM's own formatting of the
 * parameters), the same pool, the same errors, at a fraction of the CPU per statement (a page of a
 * list runs several of these, and their overhead showed in every list endpoint's profile).
 */
export async function query<T = Record<string, any>>(em: EntityManager, sql: string, params: unknown[] = []): Promise<T[]> {
  const transaction = em.getTransactionContext();
  const connection = em.getConnection();
  if (transaction) {
    const result = (transactionTails.get(transaction) ?? Promise.resolve()).then(() => connection.execute<T[]>(sql, params as any[], 'all', transaction));
    transactionTails.set(transaction, result.catch(() => undefined));
    return result;
  }
  const results = await onPooledConnection(em, em.getPlatform().formatQuery(sql, params as any[]));
  return results[results.length - 1] as T[];
}

/**
 * Several statements' rows in one round trip: outside a transaction their inlined texts go as one
 * multi-statement query (one pooled connection, one write, one wait), where a page's rows and its
 * count were two; inside one, they run in turn on the transaction's connection.
 */
export async function queryBatch(em: EntityManager, statements: Array<[sql: string, params?: unknown[]]>): Promise<Array<Record<string, any>[]>> {
  if (em.getTransactionContext()) {
    const results: Array<Record<string, any>[]> = [];
    for (const [sql, params] of statements) results.push(await query(em, sql, params));
    return results;
  }
  const platform = em.getPlatform();
  return onPooledConnection(em, statements.map(([sql, params]) => platform.formatQuery(sql, (params ?? []) as any[])).join(';\n'));
}

/** Inlined SQL (one statement or several) on a pooled connection, each statement's rows, MikroORM's exceptions. */
async function onPooledConnection(em: EntityManager, text: string): Promise<Array<Record<string, any>[]>> {
  const client = (em.getConnection().getKnex() as unknown as { client: KnexClient }).client;
  const pooled = await client.acquireConnection();
  try {
    const result = await pooled.query(text);
    return (Array.isArray(result) ? result : [result]).map((r) => r.rows as Record<string, any>[]);
  } catch (error) {
    throw em.getPlatform().getExceptionConverter().convertException(error as Error);
  } finally {
    await client.releaseConnection(pooled);
  }
}

/** A unique constraint refused the write: MikroORM's exception, or PostgreSQL's 23505 from hand-written SQL. */
export function isUniqueViolation(error: unknown): boolean {
  return error instanceof UniqueConstraintViolationException || (error as { code?: unknown } | null)?.code === '23505';
}
