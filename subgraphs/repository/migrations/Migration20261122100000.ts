import { Migration } from '@mikro-orm/migrations';

/** The default branch's commit count, refreshed with the size after pushes (project statistics). */
export class Migration20261122100000 extends Migration {
  async up(): Promise<void> {
    this.addSql('alter table "repository"."repositories" add column "commit_count" integer not null default 0;');
  }
}
