import { Migration } from '@mikro-orm/migrations';
import { outboxTableSql } from '@forgegraph/platform';

export class Migration20261121000100 extends Migration {
  async up(): Promise<void> {
    this.addSql(`create table "admin"."application_settings" (
      "id" integer primary key check ("id" = 1),
      "overrides" jsonb not null default '{}',
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now()
    );`);
    this.addSql(`insert into "admin"."application_settings" ("id") values (1);`);
    this.addSql(outboxTableSql('admin'));
  }
}
