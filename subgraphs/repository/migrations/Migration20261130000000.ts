import { Migration } from '@mikro-orm/migrations';

/**
 * Repository storage moves (project, snippet and group wiki), GitLab's three
 * `*_repository_storage_moves` tables as one with the container's kind; the read-only flag of each
 * container's repository (set while a move runs); the group wiki repositories' shards.
 */
export class Migration20261130000000 extends Migration {
  async up(): Promise<void> {
    this.addSql(`create table "repository"."repository_storage_moves" (
      "id" serial primary key,
      "container_type" text not null check ("container_type" in ('project', 'snippet', 'group')),
      "container_id" integer not null,
      "state" text not null default 'initial',
      "source_storage_name" text not null,
      "destination_storage_name" text not null,
      "error_message" text null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now()
    );`);
    // The per-container and global lists, newest first (order_created_at_desc, ties by id).
    this.addSql(`create index "repository_storage_moves_container_index" on "repository"."repository_storage_moves" ("container_type", "container_id", "created_at" desc, "id" desc);`);
    this.addSql(`create index "repository_storage_moves_type_index" on "repository"."repository_storage_moves" ("container_type", "created_at" desc, "id" desc);`);
    // One move at a time per repository, whatever races the read-only flag loses.
    this.addSql(`create unique index "repository_storage_moves_one_active_index" on "repository"."repository_storage_moves" ("container_type", "container_id") where "state" in ('initial', 'scheduled', 'started', 'replicated');`);
    // The boot's resume of moves a crash interrupted.
    this.addSql(`create index "repository_storage_moves_unfinished_index" on "repository"."repository_storage_moves" ("id") where "state" in ('scheduled', 'started', 'replicated');`);
    this.addSql(`alter table "repository"."repositories" add column "read_only" boolean not null default false;`);
    this.addSql(`alter table "repository"."snippets" add column "read_only" boolean not null default false;`);
    // The bulk moves' "every repository on this shard".
    this.addSql(`create index "repositories_storage_index" on "repository"."repositories" ("storage");`);
    this.addSql(`create index "snippets_storage_index" on "repository"."snippets" ("storage");`);
    this.addSql(`create table "repository"."group_wiki_repositories" (
      "group_id" integer primary key,
      "storage" text not null,
      "disk_path" text not null unique,
      "read_only" boolean not null default false,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now()
    );`);
    this.addSql(`create index "group_wiki_repositories_storage_index" on "repository"."group_wiki_repositories" ("storage");`);
  }
}
