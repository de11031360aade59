import { Migration } from '@mikro-orm/migrations';

/**
 * The user-facing runners API: an index for every runner list filter (status: contacted_at and
 * created_at; paused; tags; the managers' version prefix) and for a runner's jobs by status.
 */
export class Migration20261128020000 extends Migration {
  async up(): Promise<void> {
    this.addSql('create index "runners_contacted_at_index" on "ci"."runners" ("contacted_at", "id");');
    this.addSql('create index "runners_created_at_index" on "ci"."runners" ("created_at", "id");');
    this.addSql('create index "runners_paused_index" on "ci"."runners" ("paused", "id");');
    this.addSql('create index "runners_tag_list_index" on "ci"."runners" using gin ("tag_list" jsonb_path_ops);');
    this.addSql('create index "runner_managers_version_index" on "ci"."runner_managers" ("version" text_pattern_ops, "runner_id");');
    this.addSql('create index "jobs_runner_status_index" on "ci"."jobs" ("runner_id", "status", "id") where "runner_id" is not null;');
  }
}
