import { Migration } from '@mikro-orm/migrations';
import { eventReceiptsTableSql, outboxRelaySql, outboxTableSql } from '@forgegraph/platform';

/**
 * The ci schema: pipelines (iid per project through internal_ids), their stages, jobs (GitLab's
 * ci_builds, bridges included), the variables a pipeline was created with, and the outbox and
 * receipts of domain events (pushes create pipelines). One index per list filter of
 * GET /projects/:id/pipelines and /jobs, all led by the project.
 */
export class Migration20261127000000 extends Migration {
  async up(): Promise<void> {
    this.addSql(`create table "ci"."internal_ids" (
      "usage" text not null,
      "scope_id" integer not null,
      "last_value" integer not null,
      primary key ("usage", "scope_id")
    );`);
    this.addSql(`create table "ci"."pipelines" (
      "id" serial primary key,
      "project_id" integer not null,
      "iid" integer not null,
      "sha" text not null,
      "before_sha" text not null default '0000000000000000000000000000000000000000',
      "ref" text not null,
      "tag" boolean not null default false,
      "source" text not null,
      "status" text not null default 'created',
      "failure_reason" text null,
      "yaml_errors" text null,
      "user_id" integer null,
      "name" text null,
      "parent_pipeline_id" integer null references "ci"."pipelines" ("id") on delete cascade,
      "config_path" text null,
      "committed_at" timestamptz null,
      "started_at" timestamptz null,
      "finished_at" timestamptz null,
      "duration" integer null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      constraint "pipelines_project_iid_unique" unique ("project_id", "iid")
    );`);
    for (const [name, columns] of [
      ['project_id', '"project_id", "id"'],
      ['ref', '"project_id", "ref", "id"'],
      ['sha', '"project_id", "sha", "id"'],
      ['status', '"project_id", "status", "id"'],
      ['source', '"project_id", "source", "id"'],
      ['user', '"project_id", "user_id", "id"'],
      ['name', '"project_id", "name", "id"'],
      ['updated_at', '"project_id", "updated_at", "id"'],
      ['created_at', '"project_id", "created_at", "id"'],
    ]) this.addSql(`create index "pipelines_${name}_index" on "ci"."pipelines" (${columns});`);
    this.addSql('create index "pipelines_yaml_errors_index" on "ci"."pipelines" ("project_id", "id") where "yaml_errors" is not null;');
    this.addSql('create index "pipelines_parent_index" on "ci"."pipelines" ("parent_pipeline_id") where "parent_pipeline_id" is not null;');
    this.addSql(`create table "ci"."stages" (
      "id" serial primary key,
      "pipeline_id" integer not null references "ci"."pipelines" ("id") on delete cascade,
      "project_id" integer not null,
      "name" text not null,
      "position" integer not null,
      "status" text not null default 'created',
      constraint "stages_pipeline_position_unique" unique ("pipeline_id", "position")
    );`);
    this.addSql(`create table "ci"."jobs" (
      "id" serial primary key,
      "project_id" integer not null,
      "pipeline_id" integer not null references "ci"."pipelines" ("id") on delete cascade,
      "stage_id" integer not null references "ci"."stages" ("id") on delete cascade,
      "name" text not null,
      "stage" text not null,
      "stage_idx" integer not null,
      "kind" text not null default 'build',
      "status" text not null default 'created',
      "when" text not null default 'on_success',
      "allow_failure" boolean not null default false,
      "allow_failure_exit_codes" jsonb null,
      "needs" jsonb null,
      "options" jsonb not null default '{}',
      "yaml_variables" jsonb not null default '{}',
      "tag_list" jsonb not null default '[]',
      "ref" text not null,
      "tag" boolean not null,
      "sha" text not null,
      "user_id" integer null,
      "token_digest" text null,
      "runner_id" integer null,
      "coverage" double precision null,
      "failure_reason" text null,
      "retried" boolean not null default false,
      "scheduled_at" timestamptz null,
      "queued_at" timestamptz null,
      "started_at" timestamptz null,
      "finished_at" timestamptz null,
      "erased_at" timestamptz null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now()
    );`);
    this.addSql('create index "jobs_pipeline_index" on "ci"."jobs" ("pipeline_id", "stage_idx", "id");');
    this.addSql('create index "jobs_project_index" on "ci"."jobs" ("project_id", "id") where "kind" = \'build\';');
    this.addSql('create index "jobs_project_status_index" on "ci"."jobs" ("project_id", "status", "id") where "kind" = \'build\';');
    // The runner queue: pending builds, oldest first.
    this.addSql('create index "jobs_pending_queue_index" on "ci"."jobs" ("id") where "status" = \'pending\' and "kind" = \'build\';');
    this.addSql('create unique index "jobs_token_digest_unique" on "ci"."jobs" ("token_digest") where "token_digest" is not null;');
    this.addSql(`create table "ci"."pipeline_variables" (
      "id" serial primary key,
      "pipeline_id" integer not null references "ci"."pipelines" ("id") on delete cascade,
      "key" text not null,
      "value" text not null,
      "variable_type" text not null default 'env_var'
    );`);
    this.addSql('create index "pipeline_variables_pipeline_index" on "ci"."pipeline_variables" ("pipeline_id", "id");');
    this.addSql(outboxTableSql('ci'));
    for (const sql of outboxRelaySql('ci')) this.addSql(sql);
    this.addSql(eventReceiptsTableSql('ci'));
  }
}
