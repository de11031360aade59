import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, ID, Int, ObjectType } from 'type-graphql';

/**
 * A group shared with another group (GitLab's GroupGroupLink): direct members of the invited group
 * (`sharedWithGroupId`) get access to the shared group and everything below it, capped at
 * `groupAccess`, until `expiresAt`.
 */
@ObjectType('GroupShare')
@Entity({ tableName: 'group_group_links' })
export class GroupShare {
  [OptionalProps]?: 'expiresAt' | 'memberRoleId' | 'createdAt' | 'updatedAt';

  @Field(() => ID)
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Field(() => ID) @Property({ type: 'integer' }) sharedGroupId!: number;
  @Field(() => ID) @Property({ type: 'integer' }) sharedWithGroupId!: number;
  @Field(() => Int) @Property({ type: 'integer' }) groupAccess!: number;
  /** `YYYY-MM-DD`; the share grants nothing from that day on. */
  @Field(() => String, { nullable: true }) @Property({ type: 'date', nullable: true }) expiresAt: string | null = null;
  @Field(() => Int, { nullable: true }) @Property({ type: 'integer', nullable: true }) memberRoleId: number | null = null;
  @Field(() => Date) @Property({ type: 'timestamptz', defaultRaw: 'now()' }) createdAt: Date = new Date();
  @Property({ type: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() }) updatedAt: Date = new Date();
}
