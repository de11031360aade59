import { Migration } from '@mikro-orm/migrations';

/**
 * Merge request rules copied from project rules (ApprovalMergeRequestRule#approval_project_rule,
 * presented as `source_rule`); a deleted project rule leaves its copies standing, as GitLab's
 * approval_merge_request_rule_sources do. `section` is the CODEOWNERS section of code owner rules.
 */
export class Migration20261127110000 extends Migration {
  async up(): Promise<void> {
    this.addSql(`alter table "collaboration"."approval_rules"
      add column "source_rule_id" integer null references "collaboration"."approval_rules" ("id") on delete set null,
      add column "section" text null;`);
    // `on delete set null` looks the copies of a deleted rule up by their source.
    this.addSql('create index "approval_rules_source_rule_index" on "collaboration"."approval_rules" ("source_rule_id") where "source_rule_id" is not null;');
  }
}
