import { Migration } from '@mikro-orm/migrations';

/**
 * Merge request approvals (GitLab Premium): the project's approval settings (GitLab keeps them on
 * projects and project_settings; here a table of their own, a row only once changed), approval rules
 * of a project, a group or a merge request in one table (exactly one owner each: GitLab's
 * approval_project_rules, approval_group_rules, approval_merge_request_rules), their users, groups
 * and protected branches (ids the repository subgraph owns), and the approvals given.
 */
export class Migration20261126140000 extends Migration {
  async up(): Promise<void> {
    this.addSql(`create table "collaboration"."project_approval_settings" (
      "project_id" integer primary key references "collaboration"."projects" ("id") on delete cascade,
      "approvals_before_merge" integer not null default 0,
      "reset_approvals_on_push" boolean not null default true,
      "selective_code_owner_removals" boolean not null default false,
      "disable_overriding_approvers_per_merge_request" boolean not null default false,
      "merge_requests_author_approval" boolean not null default false,
      "merge_requests_disable_committers_approval" boolean not null default false,
      "require_password_to_approve" boolean not null default false
    );`);
    this.addSql(`create table "collaboration"."approval_rules" (
      "id" serial primary key,
      "project_id" integer null references "collaboration"."projects" ("id") on delete cascade,
      "group_id" integer null references "collaboration"."namespaces" ("id") on delete cascade,
      "merge_request_id" integer null references "collaboration"."merge_requests" ("id") on delete cascade,
      "name" text not null,
      "rule_type" text not null default 'regular',
      "report_type" text null,
      "approvals_required" integer not null default 0,
      "applies_to_all_protected_branches" boolean not null default false,
      "created_at" timestamptz not null default now(),
      constraint "approval_rules_one_owner" check (num_nonnulls("project_id", "group_id", "merge_request_id") = 1)
    );`);
    this.addSql('create index "approval_rules_project_index" on "collaboration"."approval_rules" ("project_id", "id") where "project_id" is not null;');
    this.addSql('create index "approval_rules_group_index" on "collaboration"."approval_rules" ("group_id", "id") where "group_id" is not null;');
    this.addSql('create index "approval_rules_merge_request_index" on "collaboration"."approval_rules" ("merge_request_id", "id") where "merge_request_id" is not null;');
    this.addSql(`create table "collaboration"."approval_rule_users" (
      "approval_rule_id" integer not null references "collaboration"."approval_rules" ("id") on delete cascade,
      "user_id" integer not null,
      primary key ("approval_rule_id", "user_id")
    );`);
    this.addSql('create index "approval_rule_users_user_index" on "collaboration"."approval_rule_users" ("user_id", "approval_rule_id");');
    this.addSql(`create table "collaboration"."approval_rule_groups" (
      "approval_rule_id" integer not null references "collaboration"."approval_rules" ("id") on delete cascade,
      "group_id" integer not null references "collaboration"."namespaces" ("id") on delete cascade,
      primary key ("approval_rule_id", "group_id")
    );`);
    this.addSql('create index "approval_rule_groups_group_index" on "collaboration"."approval_rule_groups" ("group_id", "approval_rule_id");');
    this.addSql(`create table "collaboration"."approval_rule_protected_branches" (
      "approval_rule_id" integer not null references "collaboration"."approval_rules" ("id") on delete cascade,
      "protected_branch_id" integer not null,
      primary key ("approval_rule_id", "protected_branch_id")
    );`);
    this.addSql(`create table "collaboration"."merge_request_approvals" (
      "merge_request_id" integer not null references "collaboration"."merge_requests" ("id") on delete cascade,
      "user_id" integer not null,
      "created_at" timestamptz not null default now(),
      primary key ("merge_request_id", "user_id")
    );`);
    // approved_by_ids / approved_by_usernames filter by approver.
    this.addSql('create index "merge_request_approvals_user_index" on "collaboration"."merge_request_approvals" ("user_id", "merge_request_id");');
  }
}
