import { Migration } from '@mikro-orm/migrations';
import { outboxTableSql } from '@forgegraph/platform';

/** Users, their tokens, identities and custom attributes. Schema-qualified: raw SQL ignores the ORM schema. */
export class Migration20261121000000 extends Migration {
  async up(): Promise<void> {
    this.addSql(`create table "identity"."users" (
      "id" serial primary key,
      "username" text not null,
      "name" text not null,
      "email" text not null,
      "state" text not null default 'active',
      "locked" boolean not null default false,
      "admin" boolean not null default false,
      "bot" boolean not null default false,
      "user_type" text not null default 'human',
      "external" boolean not null default false,
      "private_profile" boolean not null default false,
      "bio" text not null default '',
      "location" text null,
      "public_email" text not null default '',
      "skype" text not null default '',
      "linkedin" text not null default '',
      "twitter" text not null default '',
      "discord" text not null default '',
      "website_url" text not null default '',
      "organization" text not null default '',
      "job_title" text not null default '',
      "pronouns" text null,
      "followers" integer not null default 0,
      "following" integer not null default 0,
      "projects_limit" integer not null default 100000,
      "can_create_group" boolean not null default true,
      "theme_id" integer not null default 3,
      "color_scheme_id" integer not null default 1,
      "note" text null,
      "commit_email" text null,
      "two_factor_enabled" boolean not null default false,
      "password_digest" text null,
      "created_by_id" integer null,
      "namespace_id" integer null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      "confirmed_at" timestamptz null,
      "last_sign_in_at" timestamptz null,
      "current_sign_in_at" timestamptz null,
      "last_sign_in_ip" text null,
      "current_sign_in_ip" text null,
      "last_activity_on" date null,
      "email_reset_offered_at" timestamptz null
    );`);
    this.addSql('create unique index "users_username_lower_unique" on "identity"."users" (lower("username"));');
    this.addSql('create unique index "users_email_lower_unique" on "identity"."users" (lower("email"));');
    this.addSql('create index "users_name_index" on "identity"."users" ("name", "id");');
    this.addSql('create index "users_created_at_index" on "identity"."users" ("created_at", "id");');
    this.addSql('create index "users_updated_at_index" on "identity"."users" ("updated_at", "id");');
    this.addSql('create index "users_state_index" on "identity"."users" ("state");');
    this.addSql(`create table "identity"."access_tokens" (
      "id" serial primary key,
      "user_id" integer not null references "identity"."users" ("id") on delete cascade,
      "name" text not null,
      "description" text null,
      "scopes" text[] not null,
      "digest" text not null unique,
      "revoked" boolean not null default false,
      "impersonation" boolean not null default false,
      "expires_at" date null,
      "created_at" timestamptz not null default now(),
      "last_used_at" timestamptz null
    );`);
    this.addSql('create index "access_tokens_user_id_index" on "identity"."access_tokens" ("user_id", "impersonation");');
    this.addSql(`create table "identity"."user_identities" (
      "id" serial primary key,
      "user_id" integer not null references "identity"."users" ("id") on delete cascade,
      "provider" text not null,
      "extern_uid" text not null,
      "saml_provider_id" integer null
    );`);
    this.addSql('create unique index "user_identities_provider_uid" on "identity"."user_identities" ("provider", lower("extern_uid"));');
    this.addSql('create index "user_identities_user_id_index" on "identity"."user_identities" ("user_id");');
    this.addSql(`create table "identity"."user_custom_attributes" (
      "id" serial primary key,
      "user_id" integer not null references "identity"."users" ("id") on delete cascade,
      "key" text not null,
      "value" text not null
    );`);
    this.addSql('create unique index "user_custom_attributes_user_key" on "identity"."user_custom_attributes" ("user_id", "key");');
    this.addSql('create index "user_custom_attributes_key_value" on "identity"."user_custom_attributes" ("key", "value");');
    this.addSql(outboxTableSql('identity'));
  }
}
