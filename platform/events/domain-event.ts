import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Something that happened in a domain. `payload.id` names the subject (live subscribers are told
 * that id); the rest is the snapshot reactions need, taken in the change's transaction, since the
 * subject may have changed or gone by the time they run.
 */
export interface DomainEvent {
  kind: string;
  payload: { id: string; [key: string]: unknown };
  /**
   * Short ids the live NOTIFY carries besides `id`, for subscriptions that filter on them
   * (`remoteMirrorUpdated(projectId:)`); keep them few and small (NOTIFY payloads are at most 8 kB).
   */
  live?: Record<string, string>;
}

export const channelOf = (kind: string): string => `forgegraph_${kind}`;

/**
 * Each booted subgraph's relay trigger, by its ORM's configuration (shared by every fork of its
 * EntityManager), so `publishEvent` needs only the transaction's EntityManager.
 */
const relayTriggers = new WeakMap<object, () => void>();

/** Called once by the boot: what to run after a transaction that published events commits. */
export function registerOutboxRelay(em: EntityManager, trigger: () => void): void {
  relayTriggers.set(em.config, trigger);
}

/**
 * The one way a domain announces a change (ARCHITECTURE §6): an outbox row in the caller's
 * transaction (`em` from `em.transactional()`), a NOTIFY with the subject's id for live
 * subscribers (PostgreSQL delivers it only on commit), and once committed the outbox relay is
 * queued, which hands the event to every subgraph's reactions registered for its kind.
 */
export async function publishEvent(em: EntityManager, schema: string, event: DomainEvent): Promise<void> {
  await publishEvents(em, schema, [event]);
}

/**
 * `publishEvent` for several events of one change (a push of many refs): one insert and one
 * round of NOTIFYs for all of them, in their order.
 */
export async function publishEvents(em: EntityManager, schema: string, events: DomainEvent[]): Promise<void> {
  if (!events.length) return;
  const tx = em.getTransactionContext();
  if (!tx) throw new Error(`publishEvent(${events[0].kind}) must run inside the transaction of the change`);
  const connection = em.getConnection();
  // One JSON array parameter each (knex would spread a JS array into a list of parameters).
  const rows = JSON.stringify(events.map((e) => [e.kind, e.payload]));
  await connection.execute(
    `insert into "${schema}"."event_outbox" (kind, payload) select e->>0, e->1 from jsonb_array_elements(?::jsonb) with ordinality as t(e, n) order by n`,
    [rows], 'run', tx,
  );
  const notices = JSON.stringify(events.map((e) => [channelOf(e.kind), JSON.stringify({ ...e.live, id: e.payload.id })]));
  await connection.execute('select pg_notify(e->>0, e->>1) from jsonb_array_elements(?::jsonb) with ordinality as t(e, n) order by n', [notices], 'run', tx);
  const relay = relayTriggers.get(em.config);
  if (!relay) return;
  const outermost = outermostTransaction(tx);
  // Commit hooks fire for the top-level transaction's fork (`em.transactional()` clones its event
  // manager), but not for a nested one (a savepoint): there the outermost transaction's completion
  // (knex's `executionPromise`, settled after COMMIT or ROLLBACK) queues the relay.
  if (outermost === tx) em.getContext(false).getEventManager().registerSubscriber({ afterTransactionCommit: relay });
  else outermost.executionPromise?.then(relay, () => undefined);
}

interface KnexTransactor {
  parentTransaction?: KnexTransactor;
  executionPromise?: Promise<unknown>;
}

function outermostTransaction(tx: unknown): KnexTransactor {
  let current = tx as KnexTransactor;
  while (current.parentTransaction) current = current.parentTransaction;
  return current;
}

/** The outbox table every subgraph's first migration creates (`relayed_at` came with the relay). */
export function outboxTableSql(schema: string): string {
  return `create table "${schema}"."event_outbox" (
    "id" bigserial primary key,
    "kind" text not null,
    "payload" jsonb not null,
    "created_at" timestamptz not null default now()
  );`;
}

/** The relay's mark on the outbox, for subgraphs whose outbox predates it. */
export function outboxRelaySql(schema: string): string[] {
  return [
    `alter table "${schema}"."event_outbox" add column if not exists "relayed_at" timestamptz null;`,
    `update "${schema}"."event_outbox" set "relayed_at" = "created_at" where "relayed_at" is null;`,
    `create index if not exists "event_outbox_unrelayed_index" on "${schema}"."event_outbox" ("id") where "relayed_at" is null;`,
  ];
}

/** Which events a subgraph's reactions have handled: one row per event and reaction. */
export function eventReceiptsTableSql(schema: string): string {
  return `create table "${schema}"."event_receipts" (
    "event_id" text not null,
    "reaction" text not null,
    "created_at" timestamptz not null default now(),
    primary key ("event_id", "reaction")
  );`;
}
