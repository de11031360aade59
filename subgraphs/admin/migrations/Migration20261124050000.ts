import { Migration } from '@mikro-orm/migrations';
import { outboxRelaySql } from '@forgegraph/platform';

/** The outbox relay's mark (platform/events/outbox-relay.ts); events before it are history. */
export class Migration20261124050000 extends Migration {
  async up(): Promise<void> {
    for (const sql of outboxRelaySql('admin')) this.addSql(sql);
  }
}
