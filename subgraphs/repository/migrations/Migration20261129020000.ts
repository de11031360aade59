import { Migration } from '@mikro-orm/migrations';

/**
 * Protected tags with their create grants, and releases with their asset links. A release holds
 * collaboration's milestone ids only (ARCHITECTURE §3: no SQL crosses schemas).
 */
export class Migration20261129020000 extends Migration {
  async up(): Promise<void> {
    this.addSql(`create table "repository"."protected_tags" (
      "id" serial primary key,
      "project_id" integer not null,
      "name" text not null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      unique ("project_id", "name")
    );`);
    this.addSql(`create table "repository"."protected_tag_create_access_levels" (
      "id" serial primary key,
      "protected_tag_id" integer not null references "repository"."protected_tags" ("id") on delete cascade,
      "access_level" integer null,
      "user_id" integer null,
      "group_id" integer null
    );`);
    this.addSql(`create index on "repository"."protected_tag_create_access_levels" ("protected_tag_id");`);
    this.addSql(`create table "repository"."releases" (
      "id" serial primary key,
      "project_id" integer not null,
      "tag" text not null,
      "name" text null,
      "description" text null,
      "author_id" integer null,
      "sha" text null,
      "released_at" timestamptz not null,
      "milestone_ids" jsonb not null default '[]',
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      unique ("project_id", "tag")
    );`);
    // The list's two orders (released_at, created_at), ties broken by id as GitLab's finder does.
    this.addSql(`create index "releases_project_released_at_index" on "repository"."releases" ("project_id", "released_at", "id");`);
    this.addSql(`create index "releases_project_created_at_index" on "repository"."releases" ("project_id", "created_at", "id");`);
    this.addSql(`create table "repository"."release_links" (
      "id" serial primary key,
      "release_id" integer not null references "repository"."releases" ("id") on delete cascade,
      "name" text not null,
      "url" text not null,
      "filepath" text null,
      "link_type" text not null default 'other',
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      unique ("release_id", "name"),
      unique ("release_id", "url")
    );`);
  }
}
