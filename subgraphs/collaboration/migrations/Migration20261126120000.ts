import { Migration } from '@mikro-orm/migrations';

/**
 * Project stars (GitLab's users_star_projects: one per user and project, `projects.star_count` kept
 * in step) and project custom attributes (administrators' key/value metadata, filterable by pair).
 */
export class Migration20261126120000 extends Migration {
  async up(): Promise<void> {
    this.addSql(`create table "collaboration"."users_star_projects" (
      "id" serial primary key,
      "project_id" integer not null references "collaboration"."projects" ("id") on delete cascade,
      "user_id" integer not null,
      "created_at" timestamptz not null default now(),
      unique ("user_id", "project_id")
    );`);
    this.addSql('create index "users_star_projects_project_id_index" on "collaboration"."users_star_projects" ("project_id", "id");');
    this.addSql(`create table "collaboration"."project_custom_attributes" (
      "id" serial primary key,
      "project_id" integer not null references "collaboration"."projects" ("id") on delete cascade,
      "key" text not null,
      "value" text not null,
      unique ("project_id", "key")
    );`);
    this.addSql('create index "project_custom_attributes_key_value_index" on "collaboration"."project_custom_attributes" ("key", "value");');
  }
}
