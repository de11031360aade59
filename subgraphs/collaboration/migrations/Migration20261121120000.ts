import { Migration } from '@mikro-orm/migrations';

/**
 * Group shares (GitLab's group_group_links), LDAP and SAML group links, and group push rules.
 * Each row belongs to a group and goes with it (foreign keys cascade). Schema-qualified: raw
 * migration SQL ignores the ORM's schema (STACK §5).
 */
export class Migration20261121120000 extends Migration {
  async up(): Promise<void> {
    this.createGroupShares();
    this.createLdapGroupLinks();
    this.createSamlGroupLinks();
    this.createGroupPushRules();
  }

  private createGroupShares(): void {
    this.addSql(`create table "collaboration"."group_group_links" (
      "id" serial primary key,
      "shared_group_id" integer not null references "collaboration"."namespaces" ("id") on delete cascade,
      "shared_with_group_id" integer not null references "collaboration"."namespaces" ("id") on delete cascade,
      "group_access" integer not null,
      "expires_at" date null,
      "member_role_id" integer null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now()
    );`);
    this.addSql('create unique index "group_group_links_shared_unique" on "collaboration"."group_group_links" ("shared_group_id", "shared_with_group_id");');
    // Access checks start from the invited group a user belongs to.
    this.addSql('create index "group_group_links_shared_with_index" on "collaboration"."group_group_links" ("shared_with_group_id", "shared_group_id");');
  }

  private createLdapGroupLinks(): void {
    this.addSql(`create table "collaboration"."ldap_group_links" (
      "id" serial primary key,
      "group_id" integer not null references "collaboration"."namespaces" ("id") on delete cascade,
      "cn" text null,
      "filter" text null,
      "group_access" integer not null,
      "provider" text not null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      constraint "ldap_group_links_cn_or_filter" check (("cn" is null) <> ("filter" is null))
    );`);
    this.addSql('create unique index "ldap_group_links_cn_unique" on "collaboration"."ldap_group_links" ("group_id", "provider", "cn") where "cn" is not null;');
    this.addSql('create unique index "ldap_group_links_filter_unique" on "collaboration"."ldap_group_links" ("group_id", "provider", "filter") where "filter" is not null;');
  }

  private createSamlGroupLinks(): void {
    this.addSql(`create table "collaboration"."saml_group_links" (
      "id" serial primary key,
      "group_id" integer not null references "collaboration"."namespaces" ("id") on delete cascade,
      "saml_group_name" text not null,
      "access_level" integer not null,
      "member_role_id" integer null,
      "provider" text null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now()
    );`);
    // GitLab's uniqueness scope [group_id, provider] treats a missing provider as one value.
    this.addSql(`create unique index "saml_group_links_name_unique" on "collaboration"."saml_group_links" ("group_id", "saml_group_name", coalesce("provider", ''));`);
  }

  private createGroupPushRules(): void {
    this.addSql(`create table "collaboration"."group_push_rules" (
      "id" serial primary key,
      "group_id" integer not null references "collaboration"."namespaces" ("id") on delete cascade,
      "commit_message_regex" text null,
      "commit_message_negative_regex" text null,
      "branch_name_regex" text null,
      "author_email_regex" text null,
      "file_name_regex" text null,
      "deny_delete_tag" boolean not null default false,
      "member_check" boolean not null default false,
      "prevent_secrets" boolean not null default false,
      "max_file_size" integer not null default 0,
      "commit_committer_check" boolean not null default false,
      "commit_committer_name_check" boolean not null default false,
      "reject_unsigned_commits" boolean not null default false,
      "reject_non_dco_commits" boolean not null default false,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now()
    );`);
    this.addSql('create unique index "group_push_rules_group_unique" on "collaboration"."group_push_rules" ("group_id");');
  }
}
