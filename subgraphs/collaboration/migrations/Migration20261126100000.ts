import { Migration } from '@mikro-orm/migrations';

/**
 * Epics (GitLab's epics, label_links for epics and epic_issues): group-level work items numbered per
 * group through internal_ids (usage `epics`), nesting through `parent_id` (children are detached,
 * not deleted, with their parent), with fixed dates beside the `*_is_fixed` switches (the inherited
 * dates are computed on read). Every list filter has an index: group with each order, state,
 * author, parent, labels, and title/description trigrams for `search`.
 */
export class Migration20261126100000 extends Migration {
  async up(): Promise<void> {
    this.addSql(`create table "collaboration"."epics" (
      "id" serial primary key,
      "group_id" integer not null references "collaboration"."namespaces" ("id") on delete cascade,
      "iid" integer not null,
      "parent_id" integer null references "collaboration"."epics" ("id") on delete set null,
      "author_id" integer null,
      "title" text not null,
      "description" text null,
      "state" text not null default 'opened',
      "confidential" boolean not null default false,
      "start_date_fixed" date null,
      "start_date_is_fixed" boolean not null default false,
      "due_date_fixed" date null,
      "due_date_is_fixed" boolean not null default false,
      "color" text not null default '#1068bf',
      "closed_at" timestamptz null,
      "closed_by_id" integer null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      constraint "epics_group_id_iid_unique" unique ("group_id", "iid")
    );`);
    this.addSql('create index "epics_group_created_index" on "collaboration"."epics" ("group_id", "created_at" desc, "id" desc);');
    this.addSql('create index "epics_group_updated_index" on "collaboration"."epics" ("group_id", "updated_at" desc, "id" desc);');
    this.addSql('create index "epics_group_title_index" on "collaboration"."epics" ("group_id", lower("title"), "id");');
    this.addSql('create index "epics_group_state_created_index" on "collaboration"."epics" ("group_id", "state", "created_at" desc, "id" desc);');
    this.addSql('create index "epics_author_index" on "collaboration"."epics" ("author_id");');
    this.addSql('create index "epics_parent_index" on "collaboration"."epics" ("parent_id");');
    this.addSql('create index "epics_title_trgm_index" on "collaboration"."epics" using gin ("title" gin_trgm_ops);');
    this.addSql('create index "epics_description_trgm_index" on "collaboration"."epics" using gin ("description" gin_trgm_ops);');
    this.addSql(`create table "collaboration"."epic_labels" (
      "epic_id" integer not null references "collaboration"."epics" ("id") on delete cascade,
      "label_id" integer not null references "collaboration"."labels" ("id") on delete cascade,
      primary key ("epic_id", "label_id")
    );`);
    this.addSql('create index "epic_labels_label_index" on "collaboration"."epic_labels" ("label_id", "epic_id");');
    this.addSql(`create table "collaboration"."epic_issues" (
      "id" serial primary key,
      "epic_id" integer not null references "collaboration"."epics" ("id") on delete cascade,
      "issue_id" integer not null references "collaboration"."issues" ("id") on delete cascade,
      "relative_position" integer not null,
      "created_at" timestamptz not null default now(),
      constraint "epic_issues_issue_id_unique" unique ("issue_id")
    );`);
    this.addSql('create index "epic_issues_epic_position_index" on "collaboration"."epic_issues" ("epic_id", "relative_position", "id");');
    // Issue#promoted_to_epic: set by `/promote`, which then is no longer offered on that issue.
    this.addSql('alter table "collaboration"."issues" add column "promoted_to_epic_id" integer null references "collaboration"."epics" ("id") on delete set null;');
  }
}
