import { Migration } from '@mikro-orm/migrations';
import { eventReceiptsTableSql } from '@forgegraph/platform';

/**
 * Project integrations (one row per project and slug) and their deliveries: each delivery is the
 * request an event became, kept with its attempts and last failure so retries resend the same
 * bytes and failures stay visible. Receipts make each reaction run once per domain event.
 */
export class Migration20261129030000 extends Migration {
  async up(): Promise<void> {
    this.addSql(`create table "admin"."integrations" (
      "id" serial primary key,
      "project_id" integer not null,
      "slug" text not null,
      "active" boolean not null default false,
      "properties" jsonb not null default '{}',
      "event_flags" jsonb not null default '{}',
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      constraint "integrations_project_id_slug_unique" unique ("project_id", "slug")
    );`);
    // The reactions' lookup: a project's active integrations.
    this.addSql(`create index "integrations_active_project_index" on "admin"."integrations" ("project_id") where "active";`);
    this.addSql(`create table "admin"."integration_deliveries" (
      "id" bigserial primary key,
      "integration_id" integer not null references "admin"."integrations" ("id") on delete cascade,
      "event_kind" text not null,
      "request" jsonb not null,
      "state" text not null default 'pending',
      "attempts" integer not null default 0,
      "response_status" integer null,
      "last_error" text null,
      "locked_until" timestamptz null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now()
    );`);
    this.addSql(`create index "integration_deliveries_integration_index" on "admin"."integration_deliveries" ("integration_id", "id");`);
    this.addSql(`create index "integration_deliveries_pending_index" on "admin"."integration_deliveries" ("id") where "state" = 'pending';`);
    this.addSql(eventReceiptsTableSql('admin'));
  }
}
