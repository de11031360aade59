import { Migration } from '@mikro-orm/migrations';

/**
 * Job artifacts (one per file type per job), the entry index of archive artifacts, and parsed JUnit
 * results. Indexes: a job's artifacts, expiry sweeps (only rows that can expire), a pipeline's reports.
 */
export class Migration20261128030000 extends Migration {
  async up(): Promise<void> {
    this.addSql(`create table "ci"."job_artifacts" (
      "id" serial primary key,
      "project_id" integer not null,
      "job_id" integer not null references "ci"."jobs" ("id") on delete cascade,
      "file_type" text not null,
      "file_format" text not null,
      "filename" text not null,
      "size" bigint not null,
      "sha256" text not null,
      "object_key" text not null,
      "expire_at" timestamptz null,
      "created_at" timestamptz not null default now(),
      constraint "job_artifacts_job_file_type_unique" unique ("job_id", "file_type")
    );`);
    this.addSql('create index "job_artifacts_project_expire_index" on "ci"."job_artifacts" ("project_id", "expire_at") where "expire_at" is not null;');
    this.addSql('create index "job_artifacts_expire_index" on "ci"."job_artifacts" ("expire_at") where "expire_at" is not null;');
    this.addSql('create index "job_artifacts_file_type_index" on "ci"."job_artifacts" ("file_type", "job_id");');
    this.addSql(`create table "ci"."job_artifact_entries" (
      "artifact_id" integer not null references "ci"."job_artifacts" ("id") on delete cascade,
      "path" text not null,
      "size" bigint not null,
      "compressed_size" bigint not null,
      "header_offset" bigint not null,
      "method" integer not null,
      primary key ("artifact_id", "path")
    );`);
    this.addSql(`create table "ci"."test_reports" (
      "id" serial primary key,
      "pipeline_id" integer not null references "ci"."pipelines" ("id") on delete cascade,
      "job_id" integer not null references "ci"."jobs" ("id") on delete cascade,
      "artifact_id" integer not null references "ci"."job_artifacts" ("id") on delete cascade,
      "suite_error" text null,
      "cases" jsonb not null
    );`);
    this.addSql('create index "test_reports_pipeline_index" on "ci"."test_reports" ("pipeline_id", "job_id");');
    this.addSql('create index "test_reports_job_index" on "ci"."test_reports" ("job_id");');
  }
}
