import { Migration } from '@mikro-orm/migrations';

/**
 * Drops `projects.default_branch`: nothing ever wrote it, so GraphQL's `Project.emptyRepo` and
 * `defaultBranch` answered from a column that stayed null. The repository subgraph owns both now.
 */
export class Migration20261124100000 extends Migration {
  async up(): Promise<void> {
    this.addSql('alter table "collaboration"."projects" drop column if exists "default_branch";');
  }
}
