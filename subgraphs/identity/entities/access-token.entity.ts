import { Entity, Index, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, ID, ObjectType } from 'type-graphql';

/**
 * A personal access token or, with `impersonation`, an impersonation token. Only its digest is
 * stored; the value is shown once, in the answer that created it.
 */
@ObjectType()
@Entity({ tableName: 'access_tokens' })
export class AccessToken {
  [OptionalProps]?: 'revoked' | 'impersonation' | 'createdAt' | 'lastUsedAt' | 'description' | 'lastUsedIps' | 'previousTokenId';

  @Field(() => ID)
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Field(() => ID) @Index() @Property({ type: 'integer' }) userId!: number;
  @Field(() => String) @Property({ type: 'text' }) name!: string;
  @Field(() => String, { nullable: true }) @Property({ type: 'text', nullable: true }) description: string | null = null;
  @Field(() => [String]) @Property({ type: 'text[]' }) scopes!: string[];
  @Property({ type: 'text', unique: true, hidden: true }) digest!: string;
  @Field(() => Boolean) @Property({ type: 'boolean', default: false }) revoked = false;
  @Field(() => Boolean) @Property({ type: 'boolean', default: false }) impersonation = false;
  /** `YYYY-MM-DD`; the token stops working at 00:00 UTC of that day (GitLab's `expires_at <= now`). */
  @Field(() => String, { nullable: true }) @Property({ type: 'date', nullable: true }) expiresAt!: string | null;
  @Field(() => Date) @Property({ type: 'timestamptz', defaultRaw: 'now()' }) createdAt: Date = new Date();
  @Field(() => Date, { nullable: true }) @Property({ type: 'timestamptz', nullable: true }) lastUsedAt: Date | null = null;
  /** The most recent distinct client addresses, newest last (GitLab keeps five). */
  @Field(() => [String]) @Property({ type: 'text[]', default: '{}' }) lastUsedIps: string[] = [];
  /** The token this one replaced by rotation: the chain is the token family revoked on reuse. */
  @Property({ type: 'integer', nullable: true }) previousTokenId: number | null = null;
}
