import { Migration } from '@mikro-orm/migrations';

/**
 * One receipt per push or tag-push event the repository subgraph relayed (its outbox id), written
 * in the transaction that records the event's group hook deliveries: a relay repeated after a
 * crash finds the receipt and records nothing twice.
 */
export class Migration20261123110000 extends Migration {
  async up(): Promise<void> {
    this.addSql(`create table "collaboration"."push_event_receipts" (
      "event_id" text primary key,
      "created_at" timestamptz not null default now()
    );`);
  }
}
