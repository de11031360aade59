import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { Directive, Field, ID, Int, ObjectType } from 'type-graphql';

/** GitLab's member source types: a project, or a namespace (always a group for memberships). */
export type MemberSourceType = 'Project' | 'Namespace';

/** `active`, or `awaiting` (a seat is pending; GitLab's membership_state). */
export type MemberState = 'active' | 'awaiting';

/**
 * A user's membership of a project or group at an access level. Rows with `requestedAt` set are
 * access requests, not memberships (they grant nothing until approved).
 */
@Directive('@key(fields: "id")')
@ObjectType('Member')
@Entity({ tableName: 'members' })
export class Member {
  [OptionalProps]?: 'expiresAt' | 'createdById' | 'state' | 'requestedAt' | 'createdAt' | 'updatedAt';

  @Field(() => ID)
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Field(() => String) @Property({ type: 'text' }) sourceType!: MemberSourceType;
  @Field(() => ID) @Property({ type: 'integer' }) sourceId!: number;
  @Property({ type: 'integer' }) userId!: number;
  @Field(() => Int) @Property({ type: 'integer' }) accessLevel!: number;
  /** `YYYY-MM-DD`; the membership ends at the start of that day. */
  @Field(() => String, { nullable: true }) @Property({ type: 'date', nullable: true }) expiresAt: string | null = null;
  @Property({ type: 'integer', nullable: true }) createdById: number | null = null;
  @Field(() => String, { name: 'membershipState' }) @Property({ type: 'text', default: 'active' }) state: MemberState = 'active';
  @Property({ type: 'timestamptz', nullable: true }) requestedAt: Date | null = null;
  @Field(() => Date) @Property({ type: 'timestamptz', defaultRaw: 'now()' }) createdAt: Date = new Date();
  @Field(() => Date) @Property({ type: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() }) updatedAt: Date = new Date();
}
