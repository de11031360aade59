import { Migration } from '@mikro-orm/migrations';

/**
 * User administration: password bookkeeping, pending e-mail changes, sign-in count, and an index for
 * every `GET /users` filter and keyset order. Schema-qualified: raw SQL ignores the ORM schema.
 */
export class Migration20261121010000 extends Migration {
  async up(): Promise<void> {
    this.addSql(`alter table "identity"."users"
      add column "password_expires_at" timestamptz null,
      add column "password_automatically_set" boolean not null default false,
      add column "reset_password_sent_at" timestamptz null,
      add column "unconfirmed_email" text null,
      add column "view_diffs_file_by_file" boolean not null default false,
      add column "sign_in_count" integer not null default 0;`);
    // `search` is a substring match (ILIKE '%word%') on name and username: trigram indexes serve it.
    // Subgraphs migrate concurrently and share the extension: one creates it at a time (PostgreSQL's
    // `if not exists` is not safe against a concurrent creation).
    this.addSql(`select pg_advisory_xact_lock(hashtext('forgegraph:extension:pg_trgm'));`);
    this.addSql('create extension if not exists pg_trgm;');
    this.addSql('create index "users_name_trgm_index" on "identity"."users" using gin ("name" gin_trgm_ops);');
    this.addSql('create index "users_username_trgm_index" on "identity"."users" using gin ("username" gin_trgm_ops);');
    this.addSql(`create index "users_public_email_lower_index" on "identity"."users" (lower("public_email")) where "public_email" <> '';`);
    // Keyset and offset ordering by username (name, created_at, updated_at have theirs already).
    this.addSql('create index "users_username_id_index" on "identity"."users" ("username", "id");');
    this.addSql('create index "users_user_type_index" on "identity"."users" ("user_type");');
    this.addSql('create index "users_external_index" on "identity"."users" ("id") where "external";');
    this.addSql('create index "users_admin_index" on "identity"."users" ("id") where "admin";');
    this.addSql('create index "users_two_factor_index" on "identity"."users" ("id") where "two_factor_enabled";');
    this.addSql('create index "users_created_by_id_index" on "identity"."users" ("created_by_id");');
  }
}
