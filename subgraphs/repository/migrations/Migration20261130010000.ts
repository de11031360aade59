import { Migration } from '@mikro-orm/migrations';

/**
 * Remote (push) mirrors. The URL is stored without credentials; the credentials and the per-mirror
 * SSH private key are sealed with the instance key (platform secret-box). `heartbeat_at` is touched
 * while a push runs, so a push whose process died is found and retried instead of staying `started`.
 */
export class Migration20261130010000 extends Migration {
  async up(): Promise<void> {
    this.addSql(`create table "repository"."remote_mirrors" (
      "id" serial primary key,
      "project_id" integer not null,
      "url" text not null,
      "encrypted_credentials" text null,
      "enabled" boolean not null default false,
      "only_protected_branches" boolean not null default false,
      "keep_divergent_refs" boolean not null default false,
      "mirror_branch_regex" text null,
      "auth_method" text not null default 'password',
      "ssh_public_key" text null,
      "encrypted_ssh_private_key" text null,
      "update_status" text not null default 'none',
      "last_error" text null,
      "last_update_at" timestamptz null,
      "last_update_started_at" timestamptz null,
      "last_successful_update_at" timestamptz null,
      "heartbeat_at" timestamptz null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      constraint "remote_mirrors_update_status_check" check ("update_status" in ('none', 'started', 'finished', 'failed', 'to_retry')),
      constraint "remote_mirrors_auth_method_check" check ("auth_method" in ('password', 'ssh_public_key'))
    );`);
    this.addSql('create index "remote_mirrors_project_id_index" on "repository"."remote_mirrors" ("project_id", "id");');
    // The interrupted-push sweep reads only the few mirrors being pushed.
    this.addSql(`create index "remote_mirrors_started_index" on "repository"."remote_mirrors" ("heartbeat_at") where "update_status" = 'started';`);
  }
}
