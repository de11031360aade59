import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, ID, Int, ObjectType } from 'type-graphql';

/**
 * A group's push rule (EE PushRule of a group): the defaults its new projects' push rules start
 * from. The repository subgraph enforces push rules; collaboration only keeps the group's.
 */
@ObjectType('GroupPushRule')
@Entity({ tableName: 'group_push_rules' })
export class GroupPushRule {
  [OptionalProps]?: 'commitMessageRegex' | 'commitMessageNegativeRegex' | 'branchNameRegex' | 'authorEmailRegex' | 'fileNameRegex'
    | 'denyDeleteTag' | 'memberCheck' | 'preventSecrets' | 'maxFileSize' | 'commitCommitterCheck' | 'commitCommitterNameCheck'
    | 'rejectUnsignedCommits' | 'rejectNonDcoCommits' | 'createdAt' | 'updatedAt';

  @Field(() => ID)
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'integer' }) groupId!: number;
  @Field(() => String, { nullable: true }) @Property({ type: 'text', nullable: true }) commitMessageRegex: string | null = null;
  @Field(() => String, { nullable: true }) @Property({ type: 'text', nullable: true }) commitMessageNegativeRegex: string | null = null;
  @Field(() => String, { nullable: true }) @Property({ type: 'text', nullable: true }) branchNameRegex: string | null = null;
  @Field(() => String, { nullable: true }) @Property({ type: 'text', nullable: true }) authorEmailRegex: string | null = null;
  @Field(() => String, { nullable: true }) @Property({ type: 'text', nullable: true }) fileNameRegex: string | null = null;
  @Field(() => Boolean) @Property({ type: 'boolean', default: false }) denyDeleteTag = false;
  @Field(() => Boolean) @Property({ type: 'boolean', default: false }) memberCheck = false;
  @Field(() => Boolean) @Property({ type: 'boolean', default: false }) preventSecrets = false;
  /** Megabytes; 0 is no limit. */
  @Field(() => Int) @Property({ type: 'integer', default: 0 }) maxFileSize = 0;
  @Field(() => Boolean) @Property({ type: 'boolean', default: false }) commitCommitterCheck = false;
  @Field(() => Boolean) @Property({ type: 'boolean', default: false }) commitCommitterNameCheck = false;
  @Field(() => Boolean) @Property({ type: 'boolean', default: false }) rejectUnsignedCommits = false;
  @Field(() => Boolean) @Property({ type: 'boolean', default: false }) rejectNonDcoCommits = false;
  @Field(() => Date) @Property({ type: 'timestamptz', defaultRaw: 'now()' }) createdAt: Date = new Date();
  @Property({ type: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() }) updatedAt: Date = new Date();
}
