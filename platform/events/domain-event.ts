import type { EntityManager } from '@mikro-orm/postgresql';

/** Event kinds that reach subscribers; payloads carry ids only (NOTIFY payloads are capped at 8 kB). */
export interface DomainEvent {
  kind: string;
  payload: { id: string; [key: string]: string | number | boolean | null };
}

export const channelOf = (kind: string): string => `forgegraph_${kind}`;

/**
 * Writes the event to the subgraph's outbox and NOTIFYs it, inside the caller's transaction:
 * PostgreSQL delivers the notification only if that transaction commits (ARCHITECTURE §6).
 */
export async function publishEvent(em: EntityManager, schema: string, event: DomainEvent): Promise<void> {
  const payload = JSON.stringify(event.payload);
  const connection = em.getConnection();
  const tx = em.getTransactionContext();
  await connection.execute(`insert into "${schema}"."event_outbox" (kind, payload) values (?, ?)`, [event.kind, payload], 'run', tx);
  await connection.execute('select pg_notify(?, ?)', [channelOf(event.kind), payload], 'run', tx);
}

/** The outbox table every subgraph's first migration creates. */
export function outboxTableSql(schema: string): string {
  return `create table "${schema}"."event_outbox" (
    "id" bigserial primary key,
    "kind" text not null,
    "payload" jsonb not null,
    "created_at" timestamptz not null default now()
  );`;
}
