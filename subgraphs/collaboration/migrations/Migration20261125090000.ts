import { Migration } from '@mikro-orm/migrations';

/**
 * Issues (GitLab's issues, issue_assignees and timelogs tables) and the per-scope counters of
 * internal ids (GitLab's internal_ids): one row per usage and project or group, bumped in the
 * creating transaction, so iids never repeat and a rolled-back creation leaves no gap.
 * Every list filter has an index: project and state with the default order, author, assignee,
 * due date, update time, and title/description trigrams for `search`.
 */
export class Migration20261125090000 extends Migration {
  async up(): Promise<void> {
    this.addSql(`create table "collaboration"."internal_ids" (
      "usage" text not null,
      "scope_id" integer not null,
      "last_value" integer not null,
      primary key ("usage", "scope_id")
    );`);
    this.addSql(`create table "collaboration"."issues" (
      "id" serial primary key,
      "project_id" integer not null references "collaboration"."projects" ("id") on delete cascade,
      "iid" integer not null,
      "author_id" integer null,
      "title" text not null,
      "description" text null,
      "state" text not null default 'opened',
      "issue_type" text not null default 'issue',
      "confidential" boolean not null default false,
      "discussion_locked" boolean null,
      "due_date" date null,
      "severity" text not null default 'unknown',
      "weight" integer null,
      "health_status" text null,
      "time_estimate" integer not null default 0,
      "moved_to_id" integer null,
      "closed_at" timestamptz null,
      "closed_by_id" integer null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      constraint "issues_project_id_iid_unique" unique ("project_id", "iid")
    );`);
    this.addSql('create index "issues_project_state_created_index" on "collaboration"."issues" ("project_id", "state", "created_at" desc, "id" desc);');
    this.addSql('create index "issues_project_created_index" on "collaboration"."issues" ("project_id", "created_at" desc, "id" desc);');
    this.addSql('create index "issues_project_updated_index" on "collaboration"."issues" ("project_id", "updated_at" desc, "id" desc);');
    this.addSql('create index "issues_author_index" on "collaboration"."issues" ("author_id");');
    this.addSql('create index "issues_project_due_date_index" on "collaboration"."issues" ("project_id", "due_date");');
    this.addSql('create index "issues_title_trgm_index" on "collaboration"."issues" using gin ("title" gin_trgm_ops);');
    this.addSql('create index "issues_description_trgm_index" on "collaboration"."issues" using gin ("description" gin_trgm_ops);');
    this.addSql(`create table "collaboration"."issue_assignees" (
      "issue_id" integer not null references "collaboration"."issues" ("id") on delete cascade,
      "user_id" integer not null,
      primary key ("issue_id", "user_id")
    );`);
    this.addSql('create index "issue_assignees_user_index" on "collaboration"."issue_assignees" ("user_id", "issue_id");');
    this.addSql(`create table "collaboration"."issue_timelogs" (
      "id" serial primary key,
      "issue_id" integer not null references "collaboration"."issues" ("id") on delete cascade,
      "user_id" integer null,
      "time_spent" integer not null,
      "summary" text null,
      "spent_at" timestamptz not null default now(),
      "created_at" timestamptz not null default now()
    );`);
    this.addSql('create index "issue_timelogs_issue_index" on "collaboration"."issue_timelogs" ("issue_id");');
  }
}
