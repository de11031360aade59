import { Migration } from '@mikro-orm/migrations';

/**
 * Alert intake (GitLab's AlertManagement): the HTTP and Prometheus integrations that receive alerts,
 * the alerts with their per-project iids, and admin's own internal-id counters (collaboration's are
 * not ours to read).
 */
export class Migration20261130020000 extends Migration {
  async up(): Promise<void> {
    this.addSql(`create table "admin"."alert_http_integrations" (
      "id" serial primary key,
      "project_id" integer not null,
      "type" text not null,
      "name" text not null,
      "active" boolean not null default false,
      "token" text not null,
      "endpoint_identifier" text not null,
      "payload_example" jsonb not null default '{}',
      "payload_attribute_mapping" jsonb not null default '[]',
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now()
    );`);
    // The intake's lookup, and GitLab's uniqueness of an active endpoint in a project.
    this.addSql(`create unique index "alert_http_integrations_active_endpoint_index" on "admin"."alert_http_integrations" ("project_id", "endpoint_identifier") where "active";`);
    this.addSql(`create index "alert_http_integrations_project_index" on "admin"."alert_http_integrations" ("project_id", "id");`);
    this.addSql(`create table "admin"."alerts" (
      "id" bigserial primary key,
      "project_id" integer not null,
      "iid" integer not null,
      "title" text not null,
      "description" text null,
      "severity" text not null default 'critical',
      "status" text not null default 'triggered',
      "started_at" timestamptz not null,
      "ended_at" timestamptz null,
      "events" integer not null default 1,
      "fingerprint" text null,
      "hosts" jsonb not null default '[]',
      "service" text null,
      "monitoring_tool" text null,
      "environment_name" text null,
      "runbook" text null,
      "payload" jsonb not null default '{}',
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      constraint "alerts_project_iid_unique" unique ("project_id", "iid")
    );`);
    // One open alert per fingerprint (GitLab's partial unique index): concurrent notifications of the same alert collide here and count as events.
    this.addSql(`create unique index "alerts_open_fingerprint_index" on "admin"."alerts" ("project_id", "fingerprint") where "status" <> 'resolved' and "fingerprint" is not null;`);
    // The list filters: status (and the default order by iid), severity.
    this.addSql(`create index "alerts_project_status_index" on "admin"."alerts" ("project_id", "status", "iid");`);
    this.addSql(`create index "alerts_project_severity_index" on "admin"."alerts" ("project_id", "severity");`);
    this.addSql(`create table "admin"."internal_ids" (
      "usage" text not null,
      "scope_id" integer not null,
      "last_value" integer not null,
      primary key ("usage", "scope_id")
    );`);
  }
}
