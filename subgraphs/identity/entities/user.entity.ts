import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { Directive, Field, ID, Int, ObjectType } from 'type-graphql';

export type UserState = 'active' | 'blocked' | 'deactivated' | 'blocked_pending_approval' | 'banned' | 'ldap_blocked';

/**
 * A user account. Public profile fields carry `@Field`; private ones (e-mail, sign-in data, notes)
 * are exposed only through `UserResolver` field resolvers that check who is asking.
 */
@Directive('@key(fields: "id")')
@ObjectType()
@Entity({ tableName: 'users' })
export class User {
  [OptionalProps]?: 'avatar' | 'state' | 'admin' | 'bot' | 'external' | 'privateProfile' | 'createdAt' | 'updatedAt' | 'projectsLimit'
    | 'canCreateGroup' | 'themeId' | 'colorSchemeId' | 'twoFactorEnabled' | 'userType' | 'locked' | 'followers' | 'following'
    | 'bio' | 'location' | 'publicEmail' | 'skype' | 'linkedin' | 'twitter' | 'discord' | 'websiteUrl' | 'organization' | 'jobTitle'
    | 'pronouns' | 'note' | 'commitEmail' | 'passwordDigest' | 'createdById' | 'namespaceId' | 'confirmedAt' | 'lastSignInAt'
    | 'currentSignInAt' | 'lastSignInIp' | 'currentSignInIp' | 'lastActivityOn' | 'emailResetOfferedAt' | 'signInCount'
    | 'unconfirmedEmail' | 'passwordExpiresAt' | 'passwordAutomaticallySet' | 'resetPasswordSentAt' | 'viewDiffsFileByFile';

  @Field(() => ID)
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Field(() => String) @Property({ type: 'text' }) username!: string;
  @Field(() => String) @Property({ type: 'text' }) name!: string;
  @Property({ type: 'text' }) email!: string;
  @Field(() => String) @Property({ type: 'text', default: 'active' }) state: UserState = 'active';
  @Field(() => Boolean) @Property({ type: 'boolean', default: false }) locked = false;
  @Property({ type: 'boolean', default: false }) admin = false;
  @Field(() => Boolean) @Property({ type: 'boolean', default: false }) bot = false;
  /** `human`, `project_bot`, `ghost`, ... (GitLab's user_type). */
  @Property({ type: 'text', default: 'human' }) userType = 'human';
  @Property({ type: 'boolean', default: false }) external = false;
  @Field(() => Boolean) @Property({ type: 'boolean', default: false }) privateProfile = false;
  /** The uploaded avatar's file name (under the object store's user avatar folder); null: none uploaded. */
  @Property({ type: 'text', nullable: true }) avatar: string | null = null;
  @Field(() => String) @Property({ type: 'text', default: '' }) bio = '';
  @Field(() => String, { nullable: true }) @Property({ type: 'text', nullable: true }) location: string | null = null;
  @Field(() => String) @Property({ type: 'text', default: '' }) publicEmail = '';
  @Field(() => String) @Property({ type: 'text', default: '' }) skype = '';
  @Field(() => String) @Property({ type: 'text', default: '' }) linkedin = '';
  @Field(() => String) @Property({ type: 'text', default: '' }) twitter = '';
  @Field(() => String) @Property({ type: 'text', default: '' }) discord = '';
  @Field(() => String) @Property({ type: 'text', default: '' }) websiteUrl = '';
  @Field(() => String) @Property({ type: 'text', default: '' }) organization = '';
  @Field(() => String) @Property({ type: 'text', default: '' }) jobTitle = '';
  @Field(() => String, { nullable: true }) @Property({ type: 'text', nullable: true }) pronouns: string | null = null;
  @Field(() => Int) @Property({ type: 'integer', default: 0 }) followers = 0;
  @Field(() => Int) @Property({ type: 'integer', default: 0 }) following = 0;
  @Property({ type: 'integer', default: 100000 }) projectsLimit = 100000;
  @Property({ type: 'boolean', default: true }) canCreateGroup = true;
  @Property({ type: 'integer', default: 3 }) themeId = 3;
  @Property({ type: 'integer', default: 1 }) colorSchemeId = 1;
  @Property({ type: 'text', nullable: true }) note: string | null = null;
  @Property({ type: 'text', nullable: true }) commitEmail: string | null = null;
  @Property({ type: 'boolean', default: false }) twoFactorEnabled = false;
  /** scrypt digest (user-password.ts); never exposed. */
  @Property({ type: 'text', nullable: true, hidden: true }) passwordDigest: string | null = null;
  @Property({ type: 'timestamptz', nullable: true }) passwordExpiresAt: Date | null = null;
  /** Set when the password was generated (reset_password / force_random_password), as Devise's flag. */
  @Property({ type: 'boolean', default: false }) passwordAutomaticallySet = false;
  @Property({ type: 'timestamptz', nullable: true }) resetPasswordSentAt: Date | null = null;
  /** A changed e-mail waiting for reconfirmation (Devise reconfirmable); `email` keeps the old one. */
  @Property({ type: 'text', nullable: true }) unconfirmedEmail: string | null = null;
  @Property({ type: 'boolean', default: false }) viewDiffsFileByFile = false;
  @Property({ type: 'integer', default: 0 }) signInCount = 0;
  @Property({ type: 'integer', nullable: true }) createdById: number | null = null;
  /** Set by the collaboration subgraph when it creates the personal namespace. */
  @Property({ type: 'integer', nullable: true }) namespaceId: number | null = null;

  @Field(() => Date) @Property({ type: 'timestamptz', defaultRaw: 'now()' }) createdAt: Date = new Date();
  @Property({ type: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() }) updatedAt: Date = new Date();
  @Property({ type: 'timestamptz', nullable: true }) confirmedAt: Date | null = null;
  @Property({ type: 'timestamptz', nullable: true }) lastSignInAt: Date | null = null;
  @Property({ type: 'timestamptz', nullable: true }) currentSignInAt: Date | null = null;
  @Property({ type: 'text', nullable: true }) lastSignInIp: string | null = null;
  @Property({ type: 'text', nullable: true }) currentSignInIp: string | null = null;
  /** A `YYYY-MM-DD` date: the last day the user used the API or git. */
  @Property({ type: 'date', nullable: true }) lastActivityOn: string | null = null;
  @Property({ type: 'timestamptz', nullable: true }) emailResetOfferedAt: Date | null = null;
}
