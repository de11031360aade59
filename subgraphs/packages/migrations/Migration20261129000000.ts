import { Migration } from '@mikro-orm/migrations';
import { outboxRelaySql, outboxTableSql } from '@forgegraph/platform';

/**
 * The packages schema: packages (NuGet), their files, the namespaces' package settings and the plan's
 * package size limits. Indexes
 * follow the lookups: the feed finds a project's packages by type and lower-cased name (then version),
 * search matches lower-cased names, and GET /projects/:id/packages filters by status and orders by
 * creation.
 */
export class Migration20261129000000 extends Migration {
  async up(): Promise<void> {
    // Every subgraph relays its domain events from its own outbox (the platform schedules the relay for each).
    this.addSql(outboxTableSql('packages'));
    for (const sql of outboxRelaySql('packages')) this.addSql(sql);
    this.addSql(`create table "packages"."packages" (
      "id" serial primary key,
      "project_id" integer not null,
      "name" text not null,
      "version" text not null,
      "normalized_version" text not null,
      "package_type" text not null default 'nuget',
      "status" text not null default 'default',
      "metadata" jsonb not null,
      "downloads" integer not null default 0,
      "last_downloaded_at" timestamptz null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now()
    );`);
    this.addSql(`create index "packages_project_type_name_index" on "packages"."packages" ("project_id", "package_type", lower("name"), "normalized_version");`);
    this.addSql(`create index "packages_lower_name_index" on "packages"."packages" (lower("name") text_pattern_ops);`);
    this.addSql(`create index "packages_project_status_index" on "packages"."packages" ("project_id", "status", "created_at");`);
    this.addSql(`create table "packages"."package_files" (
      "id" serial primary key,
      "package_id" integer not null references "packages"."packages" ("id") on delete cascade,
      "project_id" integer not null,
      "file_name" text not null,
      "file_type" text not null,
      "size" bigint not null,
      "file_sha256" text not null,
      "file_sha1" text not null,
      "file_md5" text not null,
      "object_key" text not null,
      "created_at" timestamptz not null default now()
    );`);
    this.addSql(`create index "package_files_package_index" on "packages"."package_files" ("package_id", "id");`);
    this.addSql(`create table "packages"."namespace_package_settings" (
      "namespace_id" integer primary key,
      "nuget_duplicates_allowed" boolean not null default true,
      "nuget_duplicate_exception_regex" text not null default ''
    );`);
    // GitLab's plan_limits row of the default plan, package sizes only (bytes; 500 MB as GitLab ships).
    this.addSql(`create table "packages"."plan_limits" (
      "plan" text primary key,
      "nuget_max_file_size" bigint not null default 524288000
    );`);
    this.addSql(`insert into "packages"."plan_limits" ("plan") values ('default');`);
  }
}
