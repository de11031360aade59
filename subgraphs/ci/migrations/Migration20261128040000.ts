import { Migration } from '@mikro-orm/migrations';

/**
 * CI settings: CI/CD variables of the instance, groups and projects (one table, `owner_kind` says
 * whose; GitLab's ci_instance_variables, ci_group_variables, ci_variables), the job-token scope of a
 * project and its project and group allowlists, pipeline trigger tokens, and commit statuses (jobs of
 * kind `generic` in an `external` pipeline, with their description and target url).
 */
export class Migration20261128040000 extends Migration {
  async up(): Promise<void> {
    this.addSql(`create table "ci"."variables" (
      "id" serial primary key,
      "owner_kind" text not null,
      "owner_id" integer not null,
      "key" text not null,
      "value" text not null,
      "variable_type" text not null default 'env_var',
      "protected" boolean not null default false,
      "masked" boolean not null default false,
      "hidden" boolean not null default false,
      "raw" boolean not null default false,
      "environment_scope" text not null default '*',
      "description" text null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      constraint "variables_owner_key_scope_unique" unique ("owner_kind", "owner_id", "key", "environment_scope")
    );`);
    // Lists page by id within one owner.
    this.addSql('create index "variables_owner_index" on "ci"."variables" ("owner_kind", "owner_id", "id");');

    this.addSql(`create table "ci"."job_token_scopes" (
      "project_id" integer primary key,
      "inbound_enabled" boolean not null default true,
      "outbound_enabled" boolean not null default false
    );`);
    this.addSql(`create table "ci"."job_token_project_links" (
      "id" serial primary key,
      "source_project_id" integer not null,
      "target_project_id" integer not null,
      "added_by_id" integer null,
      "created_at" timestamptz not null default now(),
      constraint "job_token_project_links_unique" unique ("source_project_id", "target_project_id")
    );`);
    this.addSql(`create table "ci"."job_token_group_links" (
      "id" serial primary key,
      "source_project_id" integer not null,
      "target_group_id" integer not null,
      "added_by_id" integer null,
      "created_at" timestamptz not null default now(),
      constraint "job_token_group_links_unique" unique ("source_project_id", "target_group_id")
    );`);

    this.addSql(`create table "ci"."triggers" (
      "id" serial primary key,
      "project_id" integer not null,
      "owner_id" integer null,
      "description" text null,
      "token" text not null,
      "token_digest" text not null,
      "expires_at" timestamptz null,
      "last_used" timestamptz null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      constraint "triggers_token_digest_unique" unique ("token_digest")
    );`);
    this.addSql('create index "triggers_project_index" on "ci"."triggers" ("project_id", "id");');
    this.addSql('alter table "ci"."pipelines" add column "trigger_id" integer null;');

    this.addSql('alter table "ci"."jobs" add column "description" text null;');
    this.addSql('alter table "ci"."jobs" add column "target_url" text null;');
    // Commit statuses of a sha: GET .../commits/:sha/statuses and the reuse of a status by name.
    this.addSql('create index "jobs_generic_sha_index" on "ci"."jobs" ("project_id", "sha", "id") where "kind" = \'generic\';');
  }
}
