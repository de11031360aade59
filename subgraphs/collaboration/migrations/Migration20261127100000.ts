import { Migration } from '@mikro-orm/migrations';

/**
 * Merge request extras: time logged on merge requests (GitLab keeps one timelogs table with an
 * issue_id or a merge_request_id; here a table per issuable, as issue_timelogs), and the issues a
 * merge request closes when merged (GitLab's merge_requests_closing_issues, refreshed from the
 * description on create and update).
 */
export class Migration20261127100000 extends Migration {
  async up(): Promise<void> {
    this.addSql(`create table "collaboration"."merge_request_timelogs" (
      "id" serial primary key,
      "merge_request_id" integer not null references "collaboration"."merge_requests" ("id") on delete cascade,
      "user_id" integer null,
      "time_spent" integer not null,
      "summary" text null,
      "spent_at" timestamptz not null default now(),
      "created_at" timestamptz not null default now()
    );`);
    this.addSql('create index "merge_request_timelogs_merge_request_index" on "collaboration"."merge_request_timelogs" ("merge_request_id");');
    this.addSql(`create table "collaboration"."merge_requests_closing_issues" (
      "merge_request_id" integer not null references "collaboration"."merge_requests" ("id") on delete cascade,
      "issue_id" integer not null references "collaboration"."issues" ("id") on delete cascade,
      "created_at" timestamptz not null default now(),
      primary key ("merge_request_id", "issue_id")
    );`);
    // GET …/issues/:issue_iid/closed_by lists the merge requests closing an issue.
    this.addSql('create index "merge_requests_closing_issues_issue_index" on "collaboration"."merge_requests_closing_issues" ("issue_id", "merge_request_id");');
  }
}
