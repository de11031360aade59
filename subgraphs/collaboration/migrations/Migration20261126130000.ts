import { Migration } from '@mikro-orm/migrations';

/**
 * Merge requests (GitLab's merge_requests with the diff refs of its latest merge_request_diff and
 * the merge metrics folded in), their assignees, reviewers and labels. iids share the internal_ids
 * counters (usage `merge_requests`). Every list filter has an index: project/state with the default
 * order, author, source and target branch, assignee and reviewer, and trigrams for `search`.
 */
export class Migration20261126130000 extends Migration {
  async up(): Promise<void> {
    this.addSql(`create table "collaboration"."merge_requests" (
      "id" serial primary key,
      "project_id" integer not null references "collaboration"."projects" ("id") on delete cascade,
      "iid" integer not null,
      "source_project_id" integer not null,
      "source_branch" text not null,
      "target_branch" text not null,
      "author_id" integer null,
      "title" text not null,
      "description" text null,
      "state" text not null default 'opened',
      "milestone_id" integer null references "collaboration"."milestones" ("id") on delete set null,
      "discussion_locked" boolean null,
      "squash" boolean not null default false,
      "force_remove_source_branch" boolean null,
      "merge_status" text not null default 'unchecked',
      "has_conflicts" boolean not null default false,
      "merge_error" text null,
      "diff_base_sha" text null,
      "diff_head_sha" text null,
      "diff_start_sha" text null,
      "changes_count" integer null,
      "diverged_commits_count" integer not null default 0,
      "merge_commit_sha" text null,
      "squash_commit_sha" text null,
      "merge_user_id" integer null,
      "merged_at" timestamptz null,
      "closed_by_id" integer null,
      "closed_at" timestamptz null,
      "prepared_at" timestamptz null,
      "locked_at" timestamptz null,
      "time_estimate" integer not null default 0,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      constraint "merge_requests_project_id_iid_unique" unique ("project_id", "iid")
    );`);
    // GitLab's one open merge request per source and target branch.
    this.addSql(`create unique index "merge_requests_open_branches_unique" on "collaboration"."merge_requests"
      ("project_id", "source_project_id", "source_branch", "target_branch") where "state" in ('opened', 'locked');`);
    this.addSql('create index "merge_requests_project_state_created_index" on "collaboration"."merge_requests" ("project_id", "state", "created_at" desc, "id" desc);');
    this.addSql('create index "merge_requests_project_created_index" on "collaboration"."merge_requests" ("project_id", "created_at" desc, "id" desc);');
    this.addSql('create index "merge_requests_author_index" on "collaboration"."merge_requests" ("author_id");');
    this.addSql('create index "merge_requests_target_branch_index" on "collaboration"."merge_requests" ("project_id", "target_branch");');
    this.addSql('create index "merge_requests_source_branch_index" on "collaboration"."merge_requests" ("source_project_id", "source_branch");');
    this.addSql('create index "merge_requests_merge_user_index" on "collaboration"."merge_requests" ("merge_user_id");');
    this.addSql('create index "merge_requests_title_trgm_index" on "collaboration"."merge_requests" using gin ("title" gin_trgm_ops);');
    this.addSql('create index "merge_requests_description_trgm_index" on "collaboration"."merge_requests" using gin ("description" gin_trgm_ops);');
    this.addSql(`create table "collaboration"."merge_request_assignees" (
      "merge_request_id" integer not null references "collaboration"."merge_requests" ("id") on delete cascade,
      "user_id" integer not null,
      primary key ("merge_request_id", "user_id")
    );`);
    this.addSql('create index "merge_request_assignees_user_index" on "collaboration"."merge_request_assignees" ("user_id", "merge_request_id");');
    this.addSql(`create table "collaboration"."merge_request_reviewers" (
      "merge_request_id" integer not null references "collaboration"."merge_requests" ("id") on delete cascade,
      "user_id" integer not null,
      "state" text not null default 'unreviewed',
      "created_at" timestamptz not null default now(),
      primary key ("merge_request_id", "user_id")
    );`);
    this.addSql('create index "merge_request_reviewers_user_index" on "collaboration"."merge_request_reviewers" ("user_id", "merge_request_id");');
    this.addSql(`create table "collaboration"."merge_request_labels" (
      "merge_request_id" integer not null references "collaboration"."merge_requests" ("id") on delete cascade,
      "label_id" integer not null references "collaboration"."labels" ("id") on delete cascade,
      primary key ("merge_request_id", "label_id")
    );`);
    this.addSql('create index "merge_request_labels_label_index" on "collaboration"."merge_request_labels" ("label_id", "merge_request_id");');
  }
}
