import { intArray, query } from '@forgegraph/platform';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Namespace } from '../../entities/namespace.entity';
import { T } from '../tables';

/** Namespaces by id as they are in this transaction, pending deletion or not. */
export async function namespacesById(em: EntityManager, ids: number[]): Promise<Map<number, Namespace>> {
  const rows = await query(em, `select * from ${T.namespaces} where id = any(?::int[])`, [intArray(ids)]);
  return new Map(rows.map((row) => em.map(Namespace, row as never)).map((n) => [n.id, n]));
}
