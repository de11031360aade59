import { Migration } from '@mikro-orm/migrations';

/**
 * Explicit issue subscriptions (GitLab's subscriptions): a row says whether the user chose to follow
 * or to stop following; without one, participants (author, assignees) follow as in GitLab.
 */
export class Migration20261125120000 extends Migration {
  async up(): Promise<void> {
    this.addSql(`create table "collaboration"."issue_subscriptions" (
      "issue_id" integer not null references "collaboration"."issues" ("id") on delete cascade,
      "user_id" integer not null,
      "subscribed" boolean not null,
      primary key ("issue_id", "user_id")
    );`);
  }
}
