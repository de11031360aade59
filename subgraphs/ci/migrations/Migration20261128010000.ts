import { Migration } from '@mikro-orm/migrations';

/**
 * Runners and the runner protocol: runners (token digest unique, for every runner call), their managers
 * (one per system_id), project assignments, registration tokens (legacy `POST /runners`), which manager ran a job, and job logs as appended chunks.
 * Job matching reads the pending queue (`jobs_pending_queue_index`) and the assignments by project.
 */
export class Migration20261128010000 extends Migration {
  async up(): Promise<void> {
    this.addSql(`create table "ci"."runners" (
      "id" serial primary key,
      "runner_type" text not null,
      "token_digest" text not null,
      "token_expires_at" timestamptz null,
      "description" text null,
      "paused" boolean not null default false,
      "locked" boolean not null default false,
      "run_untagged" boolean not null default true,
      "tag_list" jsonb not null default '[]',
      "access_level" text not null default 'not_protected',
      "maximum_timeout" integer null,
      "maintenance_note" text null,
      "creator_id" integer null,
      "registration_type" text not null default 'authenticated_user',
      "group_id" integer null,
      "contacted_at" timestamptz null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now()
    );`);
    this.addSql('create unique index "runners_token_digest_unique" on "ci"."runners" ("token_digest");');
    this.addSql('create index "runners_type_index" on "ci"."runners" ("runner_type", "id");');
    this.addSql('create index "runners_group_index" on "ci"."runners" ("group_id", "id") where "group_id" is not null;');
    this.addSql(`create table "ci"."runner_managers" (
      "id" serial primary key,
      "runner_id" integer not null references "ci"."runners" ("id") on delete cascade,
      "system_id" text not null,
      "version" text null,
      "revision" text null,
      "platform" text null,
      "architecture" text null,
      "executor_type" text null,
      "ip_address" text null,
      "contacted_at" timestamptz null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      constraint "runner_managers_runner_system_unique" unique ("runner_id", "system_id")
    );`);
    this.addSql(`create table "ci"."runner_projects" (
      "id" serial primary key,
      "runner_id" integer not null references "ci"."runners" ("id") on delete cascade,
      "project_id" integer not null,
      "created_at" timestamptz not null default now(),
      constraint "runner_projects_runner_project_unique" unique ("runner_id", "project_id")
    );`);
    this.addSql('create index "runner_projects_project_index" on "ci"."runner_projects" ("project_id", "runner_id");');
    this.addSql(`create table "ci"."runner_manager_jobs" (
      "job_id" integer primary key references "ci"."jobs" ("id") on delete cascade,
      "runner_manager_id" integer not null references "ci"."runner_managers" ("id") on delete cascade
    );`);
    this.addSql('create index "runner_manager_jobs_manager_index" on "ci"."runner_manager_jobs" ("runner_manager_id", "job_id");');
    this.addSql(`create table "ci"."job_trace_chunks" (
      "job_id" integer not null references "ci"."jobs" ("id") on delete cascade,
      "offset" bigint not null,
      "data" bytea not null,
      primary key ("job_id", "offset")
    );`);
    // Legacy registration (`POST /runners`): one registration token per scope (the instance is scope id 0), digest only.
    this.addSql(`create table "ci"."runner_registration_tokens" (
      "id" serial primary key,
      "scope_type" text not null,
      "scope_id" integer not null,
      "token_digest" text not null,
      "created_at" timestamptz not null default now(),
      constraint "runner_registration_tokens_scope_unique" unique ("scope_type", "scope_id"),
      constraint "runner_registration_tokens_digest_unique" unique ("token_digest")
    );`);
    // GET /runners/:id/jobs, and the stuck-job sweep over running jobs by their last update.
    this.addSql('create index "jobs_runner_index" on "ci"."jobs" ("runner_id", "id") where "runner_id" is not null;');
    this.addSql('create index "jobs_running_index" on "ci"."jobs" ("updated_at") where "status" = \'running\';');
  }
}
