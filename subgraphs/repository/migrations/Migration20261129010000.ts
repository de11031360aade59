import { Migration } from '@mikro-orm/migrations';

/**
 * Snippets (personal and project) with their repositories on the storage shards, and the user agent
 * detail of their creation (admin-only `user_agent_detail`). Indexes serve the
 * lists: by author (`GET /snippets`), by project, and personal public ones (`GET /snippets/public`).
 */
export class Migration20261129010000 extends Migration {
  async up(): Promise<void> {
    this.addSql(`create table "repository"."snippets" (
      "id" serial primary key,
      "title" text not null,
      "description" text null,
      "visibility" text not null,
      "author_id" integer not null,
      "project_id" integer null,
      "storage" text not null,
      "disk_path" text not null,
      "default_branch" text not null,
      "file_paths" jsonb not null default '[]',
      "user_agent" text null,
      "ip_address" text null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      constraint "snippets_disk_path_unique" unique ("disk_path"),
      constraint "snippets_visibility_check" check ("visibility" in ('private', 'internal', 'public'))
    );`);
    this.addSql('create index "snippets_author_id_index" on "repository"."snippets" ("author_id", "id");');
    this.addSql('create index "snippets_project_id_index" on "repository"."snippets" ("project_id", "id") where "project_id" is not null;');
    this.addSql('create index "snippets_personal_visibility_index" on "repository"."snippets" ("visibility", "id") where "project_id" is null;');
    this.addSql('create index "snippets_created_at_index" on "repository"."snippets" ("created_at");');
  }
}
