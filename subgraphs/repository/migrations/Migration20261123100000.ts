import { Migration } from '@mikro-orm/migrations';

/**
 * Push and tag-push events relayed to collaboration's group hooks: a row stays unrelayed until
 * collaboration has recorded it, so a crash in between is caught up at the next boot. Events
 * recorded before this migration are history, not news: they count as relayed.
 */
export class Migration20261123100000 extends Migration {
  async up(): Promise<void> {
    this.addSql('alter table "repository"."event_outbox" add column "hooks_relayed_at" timestamptz null;');
    this.addSql('update "repository"."event_outbox" set "hooks_relayed_at" = "created_at";');
    this.addSql(`create index "event_outbox_unrelayed_push_index" on "repository"."event_outbox" ("id")
      where "hooks_relayed_at" is null and "kind" in ('repository_push', 'repository_tag_push');`);
  }
}
