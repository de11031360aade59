import { Migration } from '@mikro-orm/migrations';
import { outboxTableSql } from '@forgegraph/platform';

/**
 * Namespaces (personal and groups), projects, members and group custom attributes.
 * Schema-qualified: raw migration SQL ignores the ORM's schema (STACK §5).
 */
export class Migration20261121100000 extends Migration {
  async up(): Promise<void> {
    this.createNamespaces();
    this.createProjects();
    this.createMembers();
    this.addSql(`create table "collaboration"."group_custom_attributes" (
      "id" serial primary key,
      "namespace_id" integer not null references "collaboration"."namespaces" ("id") on delete cascade,
      "key" text not null,
      "value" text not null
    );`);
    this.addSql('create unique index "group_custom_attributes_namespace_key" on "collaboration"."group_custom_attributes" ("namespace_id", "key");');
    this.addSql('create index "group_custom_attributes_key_value" on "collaboration"."group_custom_attributes" ("key", "value");');
    this.addSql(outboxTableSql('collaboration'));
  }

  private createNamespaces(): void {
    this.addSql(`create table "collaboration"."namespaces" (
      "id" serial primary key,
      "kind" text not null check ("kind" in ('user', 'group')),
      "name" text not null,
      "path" text not null,
      "full_path" text not null,
      "full_name" text not null,
      "parent_id" integer null references "collaboration"."namespaces" ("id") on delete cascade,
      "traversal_ids" integer[] not null,
      "owner_id" integer null,
      "description" text not null default '',
      "visibility_level" integer not null default 20,
      "project_creation_level" integer not null default 2,
      "subgroup_creation_level" integer not null default 1,
      "request_access_enabled" boolean not null default true,
      "share_with_group_lock" boolean not null default false,
      "require_two_factor_authentication" boolean not null default false,
      "two_factor_grace_period" integer not null default 48,
      "lfs_enabled" boolean not null default true,
      "mentions_disabled" boolean null,
      "emails_enabled" boolean not null default true,
      "auto_devops_enabled" boolean null,
      "default_branch" text null,
      "default_branch_protection" integer not null default 2,
      "created_by_id" integer null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      "pending_delete" boolean not null default false
    );`);
    // Top-level paths of users and groups share one route space, as GitLab's routes table does.
    this.addSql('create unique index "namespaces_full_path_lower_unique" on "collaboration"."namespaces" (lower("full_path"));');
    this.addSql(`create unique index "namespaces_user_owner_unique" on "collaboration"."namespaces" ("owner_id") where "kind" = 'user';`);
    this.addSql('create index "namespaces_parent_name_index" on "collaboration"."namespaces" ("parent_id", "name");');
    this.addSql('create index "namespaces_traversal_ids_index" on "collaboration"."namespaces" using gin ("traversal_ids");');
    this.addSql('create index "namespaces_kind_name_index" on "collaboration"."namespaces" ("kind", "name", "id");');
    this.addSql('create index "namespaces_kind_path_index" on "collaboration"."namespaces" ("kind", "path", "id");');
    this.addSql('create index "namespaces_kind_visibility_index" on "collaboration"."namespaces" ("kind", "visibility_level");');
    this.addSql('create index "namespaces_name_lower_index" on "collaboration"."namespaces" (lower("name") text_pattern_ops);');
  }

  private createProjects(): void {
    this.addSql(`create table "collaboration"."projects" (
      "id" serial primary key,
      "namespace_id" integer not null references "collaboration"."namespaces" ("id") on delete cascade,
      "name" text not null,
      "path" text not null,
      "description" text null,
      "visibility_level" integer not null default 0,
      "archived" boolean not null default false,
      "default_branch" text null,
      "initial_default_branch" text null,
      "initialize_with_readme" boolean not null default false,
      "creator_id" integer not null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      "last_activity_at" timestamptz not null default now(),
      "pending_delete" boolean not null default false,
      "request_access_enabled" boolean not null default true,
      "lfs_enabled" boolean not null default true,
      "topics" text[] not null default '{}',
      "merge_method" text not null default 'merge',
      "squash_option" text not null default 'default_off',
      "only_allow_merge_if_pipeline_succeeds" boolean not null default false,
      "allow_merge_on_skipped_pipeline" boolean not null default false,
      "only_allow_merge_if_all_discussions_are_resolved" boolean not null default false,
      "remove_source_branch_after_merge" boolean not null default true,
      "printing_merge_request_link_enabled" boolean not null default true,
      "resolve_outdated_diff_discussions" boolean not null default false,
      "autoclose_referenced_issues" boolean not null default true,
      "suggestion_commit_message" text null,
      "feature_access" jsonb not null default '{}',
      "emails_enabled" boolean not null default true,
      "shared_runners_enabled" boolean not null default true,
      "public_jobs" boolean not null default true,
      "ci_config_path" text null,
      "build_timeout" integer not null default 3600,
      "star_count" integer not null default 0
    );`);
    this.addSql('create unique index "projects_namespace_path_lower_unique" on "collaboration"."projects" ("namespace_id", lower("path"));');
    this.addSql('create unique index "projects_namespace_name_unique" on "collaboration"."projects" ("namespace_id", "name");');
    this.addSql('create index "projects_visibility_index" on "collaboration"."projects" ("visibility_level", "id");');
    this.addSql('create index "projects_archived_index" on "collaboration"."projects" ("archived", "id");');
    this.addSql('create index "projects_creator_index" on "collaboration"."projects" ("creator_id");');
    this.addSql('create index "projects_created_at_index" on "collaboration"."projects" ("created_at", "id");');
    this.addSql('create index "projects_updated_at_index" on "collaboration"."projects" ("updated_at", "id");');
    this.addSql('create index "projects_last_activity_at_index" on "collaboration"."projects" ("last_activity_at", "id");');
    this.addSql('create index "projects_name_index" on "collaboration"."projects" ("name", "id");');
    this.addSql('create index "projects_path_index" on "collaboration"."projects" ("path", "id");');
    this.addSql('create index "projects_star_count_index" on "collaboration"."projects" ("star_count", "id");');
    this.addSql('create index "projects_name_lower_index" on "collaboration"."projects" (lower("name") text_pattern_ops);');
  }

  private createMembers(): void {
    this.addSql(`create table "collaboration"."members" (
      "id" serial primary key,
      "source_type" text not null check ("source_type" in ('Project', 'Namespace')),
      "source_id" integer not null,
      "user_id" integer not null,
      "access_level" integer not null,
      "expires_at" date null,
      "created_by_id" integer null,
      "state" text not null default 'active',
      "requested_at" timestamptz null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now()
    );`);
    this.addSql('create unique index "members_source_user_unique" on "collaboration"."members" ("source_type", "source_id", "user_id");');
    this.addSql('create index "members_user_index" on "collaboration"."members" ("user_id", "source_type", "source_id");');
    this.addSql('create index "members_source_level_index" on "collaboration"."members" ("source_type", "source_id", "access_level");');
  }
}
