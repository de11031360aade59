import { Migration } from '@mikro-orm/migrations';

/**
 * Award emoji (GitLab's award_emoji: one row per awardable, user and name, for issues, notes and later
 * merge requests and epics) and to-dos (GitLab's todos: one user's pending or done item about a target).
 */
export class Migration20261126110000 extends Migration {
  async up(): Promise<void> {
    this.addSql(`create table "collaboration"."award_emoji" (
      "id" serial primary key,
      "awardable_type" text not null,
      "awardable_id" integer not null,
      "user_id" integer not null,
      "name" text not null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now()
    );`);
    // One award per awardable, user and name; also serves the awardable's list, its vote counts and
    // the `my_reaction_emoji` filter (awardable, then user, then name).
    this.addSql(`create unique index "award_emoji_awardable_user_name_unique" on "collaboration"."award_emoji"
      ("awardable_type", "awardable_id", "user_id", "name");`);
    // A user's awards of one name across awardables (`my_reaction_emoji=<name>` from the user's side).
    this.addSql('create index "award_emoji_user_name_index" on "collaboration"."award_emoji" ("user_id", "name", "awardable_type");');

    this.addSql(`create table "collaboration"."todos" (
      "id" serial primary key,
      "user_id" integer not null,
      "author_id" integer null,
      "project_id" integer null references "collaboration"."projects" ("id") on delete cascade,
      "group_id" integer null references "collaboration"."namespaces" ("id") on delete cascade,
      "target_type" text not null,
      "target_id" integer not null,
      "action" text not null,
      "state" text not null default 'pending',
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now()
    );`);
    // GET /todos: a user's items by state, newest first; the other filters narrow that set.
    this.addSql('create index "todos_user_state_index" on "collaboration"."todos" ("user_id", "state", "id");');
    // Whether a user already has a pending item about a target (POST …/todo answers 304 then).
    this.addSql('create index "todos_target_index" on "collaboration"."todos" ("target_type", "target_id", "user_id");');
    this.addSql('create index "todos_project_index" on "collaboration"."todos" ("project_id");');
    this.addSql('create index "todos_group_index" on "collaboration"."todos" ("group_id");');
  }
}
