import { Migration } from '@mikro-orm/migrations';

/**
 * Issues' labels (GitLab's label_links) and milestone. A deleted label drops off its issues; a deleted
 * milestone leaves them without one. Indexed for the `labels` and `milestone` filters and label counts.
 */
export class Migration20261125110000 extends Migration {
  async up(): Promise<void> {
    this.addSql(`create table "collaboration"."issue_labels" (
      "issue_id" integer not null references "collaboration"."issues" ("id") on delete cascade,
      "label_id" integer not null references "collaboration"."labels" ("id") on delete cascade,
      primary key ("issue_id", "label_id")
    );`);
    this.addSql('create index "issue_labels_label_index" on "collaboration"."issue_labels" ("label_id", "issue_id");');
    this.addSql(`alter table "collaboration"."issues"
      add column "milestone_id" integer null references "collaboration"."milestones" ("id") on delete set null;`);
    this.addSql('create index "issues_project_milestone_index" on "collaboration"."issues" ("project_id", "milestone_id");');
  }
}
