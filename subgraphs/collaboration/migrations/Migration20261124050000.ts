import { Migration } from '@mikro-orm/migrations';
import { eventReceiptsTableSql, outboxRelaySql } from '@forgegraph/platform';

/**
 * The outbox relay's mark (platform/events/outbox-relay.ts; events before it are history), and
 * the receipts of this subgraph's reactions to events, which replace the push-only receipts.
 */
export class Migration20261124050000 extends Migration {
  async up(): Promise<void> {
    for (const sql of outboxRelaySql('collaboration')) this.addSql(sql);
    this.addSql(eventReceiptsTableSql('collaboration'));
    this.addSql(`insert into "collaboration"."event_receipts" (event_id, reaction)
      select 'repository:' || event_id, 'group-hooks.push' from "collaboration"."push_event_receipts";`);
    this.addSql('drop table "collaboration"."push_event_receipts";');
  }
}
