import { Migration } from '@mikro-orm/migrations';

/**
 * Project export and import records (GitLab's ProjectExportJob and ProjectImportState): one row per
 * project, the saga's id and its next step, so a step delivered twice is taken once and a restarted
 * service carries the saga on from its records.
 */
export class Migration20261130030000 extends Migration {
  async up(): Promise<void> {
    this.addSql(`create table "admin"."project_exports" (
      "project_id" integer primary key,
      "saga_id" uuid not null unique,
      "state" text not null default 'queued',
      "step" integer not null default 0,
      "description" text null,
      "upload_url" text null,
      "upload_method" text null,
      "archive_key" text null,
      "archive_name" text null,
      "archive_size" bigint null,
      "error" text null,
      "requested_by" integer null,
      "finished_at" timestamptz null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now()
    );`);
    this.addSql(`create table "admin"."project_imports" (
      "project_id" integer primary key,
      "saga_id" uuid not null unique,
      "state" text not null default 'scheduled',
      "step" integer not null default 0,
      "upload_key" text not null,
      "importer_id" integer not null,
      "override_params" jsonb not null default '{}',
      "import_error" text null,
      "failed_relations" jsonb not null default '[]',
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now()
    );`);
  }

  async down(): Promise<void> {
    this.addSql('drop table if exists "admin"."project_imports";');
    this.addSql('drop table if exists "admin"."project_exports";');
  }
}
