import { Migration } from '@mikro-orm/migrations';

/**
 * Labels and milestones of projects and groups (GitLab's labels, label_priorities, subscriptions
 * and milestones tables). Milestone iids come from the internal_ids counters (usages
 * `project_milestones` and `group_milestones`).
 * Every list filter is indexed: the parent (leading column of the unique indexes), title, state,
 * updated_at, and the trigram indexes that serve milestone `search` (ILIKE '%word%'). Label search
 * scans one parent's labels, which GitLab does not index either (Label.min_chars_for_partial_matching).
 */
export class Migration20261125095000 extends Migration {
  async up(): Promise<void> {
    this.addSql(`create table "collaboration"."labels" (
      "id" serial primary key,
      "title" text not null,
      "color" text not null,
      "description" text null,
      "project_id" integer null references "collaboration"."projects" ("id") on delete cascade,
      "group_id" integer null references "collaboration"."namespaces" ("id") on delete cascade,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      constraint "labels_one_parent" check (("project_id" is null) <> ("group_id" is null))
    );`);
    this.addSql('create unique index "labels_project_title_unique" on "collaboration"."labels" ("project_id", "title") where "project_id" is not null;');
    this.addSql('create unique index "labels_group_title_unique" on "collaboration"."labels" ("group_id", "title") where "group_id" is not null;');

    this.addSql(`create table "collaboration"."label_priorities" (
      "project_id" integer not null references "collaboration"."projects" ("id") on delete cascade,
      "label_id" integer not null references "collaboration"."labels" ("id") on delete cascade,
      "priority" integer not null,
      primary key ("project_id", "label_id")
    );`);
    this.addSql('create index "label_priorities_label_id_index" on "collaboration"."label_priorities" ("label_id");');

    // A subscription in a project's context (group label seen from a project) or, with no project, everywhere.
    this.addSql(`create table "collaboration"."label_subscriptions" (
      "id" serial primary key,
      "label_id" integer not null references "collaboration"."labels" ("id") on delete cascade,
      "user_id" integer not null,
      "project_id" integer null references "collaboration"."projects" ("id") on delete cascade
    );`);
    this.addSql('create unique index "label_subscriptions_unique" on "collaboration"."label_subscriptions" ("user_id", "label_id", coalesce("project_id", 0));');
    this.addSql('create index "label_subscriptions_label_id_index" on "collaboration"."label_subscriptions" ("label_id");');

    this.addSql(`create table "collaboration"."milestones" (
      "id" serial primary key,
      "iid" integer not null,
      "project_id" integer null references "collaboration"."projects" ("id") on delete cascade,
      "group_id" integer null references "collaboration"."namespaces" ("id") on delete cascade,
      "title" text not null,
      "description" text null,
      "state" text not null default 'active' check ("state" in ('active', 'closed')),
      "due_date" date null,
      "start_date" date null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      constraint "milestones_one_parent" check (("project_id" is null) <> ("group_id" is null))
    );`);
    for (const parent of ['project_id', 'group_id']) {
      const name = parent.replace('_id', '');
      this.addSql(`create unique index "milestones_${name}_iid_unique" on "collaboration"."milestones" ("${parent}", "iid") where "${parent}" is not null;`);
      this.addSql(`create index "milestones_${name}_title_index" on "collaboration"."milestones" ("${parent}", "title") where "${parent}" is not null;`);
      this.addSql(`create index "milestones_${name}_state_index" on "collaboration"."milestones" ("${parent}", "state") where "${parent}" is not null;`);
      this.addSql(`create index "milestones_${name}_updated_at_index" on "collaboration"."milestones" ("${parent}", "updated_at") where "${parent}" is not null;`);
    }
    this.addSql(`select pg_advisory_xact_lock(hashtext('forgegraph:extension:pg_trgm'));`);
    this.addSql('create extension if not exists pg_trgm;');
    this.addSql('create index "milestones_title_trgm_index" on "collaboration"."milestones" using gin ("title" gin_trgm_ops);');
    this.addSql('create index "milestones_description_trgm_index" on "collaboration"."milestones" using gin ("description" gin_trgm_ops);');
  }
}
