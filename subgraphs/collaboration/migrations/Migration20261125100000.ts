import { Migration } from '@mikro-orm/migrations';

/**
 * Notes (comments) on issues, and later merge requests and epics (GitLab's notes): one table keyed by
 * the noteable's type and id, listed per noteable in creation or update order.
 */
export class Migration20261125100000 extends Migration {
  async up(): Promise<void> {
    this.addSql(`create table "collaboration"."notes" (
      "id" serial primary key,
      "noteable_type" text not null,
      "noteable_id" integer not null,
      "project_id" integer null references "collaboration"."projects" ("id") on delete cascade,
      "author_id" integer null,
      "body" text not null,
      "system" boolean not null default false,
      "internal" boolean not null default false,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now()
    );`);
    this.addSql('create index "notes_noteable_created_index" on "collaboration"."notes" ("noteable_type", "noteable_id", "created_at", "id");');
    this.addSql('create index "notes_noteable_updated_index" on "collaboration"."notes" ("noteable_type", "noteable_id", "updated_at", "id");');
  }
}
