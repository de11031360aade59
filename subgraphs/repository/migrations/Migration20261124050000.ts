import { Migration } from '@mikro-orm/migrations';
import { eventReceiptsTableSql } from '@forgegraph/platform';

/**
 * The generic outbox relay (platform/events/outbox-relay.ts) replaces the push-only one: its
 * `relayed_at` mark takes over `hooks_relayed_at`, so push events not yet relayed still are; and
 * the receipts of this subgraph's reactions to other domains' events.
 */
export class Migration20261124050000 extends Migration {
  async up(): Promise<void> {
    this.addSql('alter table "repository"."event_outbox" add column "relayed_at" timestamptz null;');
    this.addSql('update "repository"."event_outbox" set "relayed_at" = coalesce("hooks_relayed_at", case when "kind" in (\'repository_push\', \'repository_tag_push\') then null else "created_at" end);');
    this.addSql('drop index "repository"."event_outbox_unrelayed_push_index";');
    this.addSql('alter table "repository"."event_outbox" drop column "hooks_relayed_at";');
    this.addSql('create index "event_outbox_unrelayed_index" on "repository"."event_outbox" ("id") where "relayed_at" is null;');
    this.addSql(eventReceiptsTableSql('repository'));
  }
}
