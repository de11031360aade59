import { Migration } from '@mikro-orm/migrations';

/** Token rotation families and the recent client addresses of each token. */
export class Migration20261121020000 extends Migration {
  async up(): Promise<void> {
    this.addSql(`alter table "identity"."access_tokens"
      add column "last_used_ips" text[] not null default '{}',
      add column "previous_token_id" integer null references "identity"."access_tokens" ("id") on delete set null;`);
    this.addSql('create index "access_tokens_previous_token_id_index" on "identity"."access_tokens" ("previous_token_id");');
    this.addSql('create index "access_tokens_created_at_index" on "identity"."access_tokens" ("created_at", "id");');
    this.addSql('create index "users_last_activity_on_index" on "identity"."users" ("last_activity_on", "id");');
  }
}
