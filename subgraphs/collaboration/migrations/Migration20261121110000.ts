import { Migration } from '@mikro-orm/migrations';

const EVENT_FLAGS = [
  'tag_push_events', 'issues_events', 'confidential_issues_events', 'merge_requests_events', 'note_events',
  'confidential_note_events', 'job_events', 'pipeline_events', 'wiki_page_events', 'deployment_events', 'feature_flag_events',
  'releases_events', 'milestone_events', 'subgroup_events', 'emoji_events', 'resource_access_token_events', 'member_events',
  'vulnerability_events', 'project_events', 'repository_update_events',
];

/**
 * Group hooks (GitLab's web_hooks rows of type GroupHook), the delivery outbox their events are
 * written to in the transaction of the change, and the log of every delivery attempt.
 * Payloads and logged headers are `json`, not `jsonb`, so they keep GitLab's key order.
 */
export class Migration20261121110000 extends Migration {
  async up(): Promise<void> {
    this.addSql(`create table "collaboration"."group_hooks" (
      "id" serial primary key,
      "group_id" integer not null references "collaboration"."namespaces" ("id") on delete cascade,
      "url" text not null,
      "name" text null,
      "description" text null,
      "token" text null,
      "push_events" boolean not null default true,
      "push_events_branch_filter" text null,
      "branch_filter_strategy" text not null default 'wildcard' check ("branch_filter_strategy" in ('wildcard', 'regex', 'all_branches')),
      ${EVENT_FLAGS.map((flag) => `"${flag}" boolean not null default false,`).join('\n      ')}
      "enable_ssl_verification" boolean not null default true,
      "url_variables" jsonb not null default '{}',
      "custom_headers" jsonb not null default '{}',
      "custom_webhook_template" text null,
      "recent_failures" integer not null default 0,
      "disabled_until" timestamptz null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now()
    );`);
    this.addSql('create index "group_hooks_group_index" on "collaboration"."group_hooks" ("group_id", "id");');
    this.addSql(`create table "collaboration"."group_hook_deliveries" (
      "id" bigserial primary key,
      "hook_id" integer not null references "collaboration"."group_hooks" ("id") on delete cascade,
      "trigger" text not null,
      "payload" json not null,
      "event_uuid" uuid not null,
      "idempotency_key" uuid not null,
      "state" text not null default 'pending' check ("state" in ('pending', 'delivered', 'failed', 'skipped')),
      "attempts" integer not null default 0,
      "locked_until" timestamptz null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now()
    );`);
    this.addSql(`create index "group_hook_deliveries_pending_index" on "collaboration"."group_hook_deliveries" ("id") where "state" = 'pending';`);
    this.addSql('create index "group_hook_deliveries_hook_index" on "collaboration"."group_hook_deliveries" ("hook_id");');
    this.addSql(`create table "collaboration"."group_hook_logs" (
      "id" bigserial primary key,
      "hook_id" integer not null references "collaboration"."group_hooks" ("id") on delete cascade,
      "delivery_id" bigint null references "collaboration"."group_hook_deliveries" ("id") on delete set null,
      "trigger" text not null,
      "url" text not null,
      "interpolated_url" text not null,
      "request_headers" json not null,
      "request_data" json not null,
      "response_headers" json not null,
      "response_body" text not null,
      "response_status" text not null,
      "execution_duration" double precision not null,
      "internal_error_message" text null,
      "idempotency_key" uuid not null,
      "created_at" timestamptz not null default now()
    );`);
    this.addSql('create index "group_hook_logs_hook_created_index" on "collaboration"."group_hook_logs" ("hook_id", "created_at" desc, "id" desc);');
  }
}
