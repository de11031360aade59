import { Migration } from '@mikro-orm/migrations';
import { outboxTableSql } from '@forgegraph/platform';

/** Repository records, protected branches and X.509 signers. Schema-qualified: raw SQL ignores the ORM schema. */
export class Migration20261121200000 extends Migration {
  async up(): Promise<void> {
    this.addSql(`create table "repository"."repositories" (
      "project_id" integer primary key,
      "storage" text not null,
      "disk_path" text not null unique,
      "default_branch" text null,
      "size_bytes" bigint not null default 0,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now()
    );`);
    this.addSql(`create table "repository"."protected_branches" (
      "id" serial primary key,
      "project_id" integer not null,
      "name" text not null,
      "allow_force_push" boolean not null default false,
      "code_owner_approval_required" boolean not null default false,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      unique ("project_id", "name")
    );`);
    this.addSql(`create table "repository"."protected_branch_access_levels" (
      "id" serial primary key,
      "protected_branch_id" integer not null references "repository"."protected_branches" ("id") on delete cascade,
      "action" text not null check ("action" in ('push', 'merge', 'unprotect')),
      "access_level" integer null,
      "user_id" integer null,
      "group_id" integer null
    );`);
    this.addSql(`create index on "repository"."protected_branch_access_levels" ("protected_branch_id");`);
    this.addSql(`create table "repository"."x509_issuers" (
      "id" serial primary key,
      "subject_key_identifier" text not null unique,
      "subject" text not null,
      "crl_url" text null,
      "created_at" timestamptz not null default now()
    );`);
    this.addSql(`create table "repository"."x509_certificates" (
      "id" serial primary key,
      "subject_key_identifier" text not null unique,
      "subject" text not null,
      "email" text not null,
      "serial_number" text not null,
      "x509_issuer_id" integer not null references "repository"."x509_issuers" ("id"),
      "certificate_status" text not null default 'good',
      "created_at" timestamptz not null default now()
    );`);
    this.addSql(outboxTableSql('repository'));
  }
}
