import { Migration } from '@mikro-orm/migrations';

/**
 * Project hooks share the hook table with group hooks, as GitLab's `web_hooks` holds both kinds
 * (single-table inheritance on `type`): a hook belongs to exactly one group or one project, and
 * deliveries and logs stay keyed by hook. The tables keep their names: existing deployments'
 * queries and the delivery outbox's rows refer to them.
 */
export class Migration20261125085000 extends Migration {
  async up(): Promise<void> {
    this.addSql(`alter table "collaboration"."group_hooks"
      add column "type" text not null default 'group' check ("type" in ('group', 'project')),
      add column "project_id" integer null references "collaboration"."projects" ("id") on delete cascade,
      add column "resource_deploy_token_events" boolean not null default false,
      alter column "group_id" drop not null;`);
    // The ORM always writes the discriminator; the default only classified the existing rows.
    this.addSql(`alter table "collaboration"."group_hooks" alter column "type" drop default;`);
    this.addSql(`alter table "collaboration"."group_hooks" add constraint "group_hooks_owner_check" check (
      ("type" = 'group' and "group_id" is not null and "project_id" is null)
      or ("type" = 'project' and "project_id" is not null and "group_id" is null));`);
    this.addSql('create index "group_hooks_project_index" on "collaboration"."group_hooks" ("project_id", "id") where "project_id" is not null;');
  }
}
