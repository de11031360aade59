import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';

/**
 * A pipeline trigger token of a project (GitLab's ci_triggers, `glptt-` tokens). GitLab shows the whole
 * token to its owner on every read, so the token is kept (as GitLab keeps it, retrievable) besides the
 * digest that finds it; it never gets a `@Field` (the resolver decides what the caller sees).
 */
@ObjectType('PipelineTrigger')
@Entity({ tableName: 'triggers' })
export class Trigger {
  [OptionalProps]?: 'ownerId' | 'description' | 'expiresAt' | 'lastUsed' | 'createdAt' | 'updatedAt';

  @Field(() => Int) @PrimaryKey({ type: 'integer', autoincrement: true }) id!: number;
  @Property({ type: 'integer' }) projectId!: number;
  @Property({ type: 'integer', nullable: true }) ownerId: number | null = null;
  @Field(() => String, { nullable: true }) @Property({ type: 'text', nullable: true }) description: string | null = null;
  @Property({ type: 'text', hidden: true }) token!: string;
  @Property({ type: 'text', hidden: true }) tokenDigest!: string;
  @Field(() => Date, { nullable: true }) @Property({ type: 'timestamptz', nullable: true }) expiresAt: Date | null = null;
  @Field(() => Date, { nullable: true }) @Property({ type: 'timestamptz', nullable: true }) lastUsed: Date | null = null;
  @Field(() => Date) @Property({ type: 'timestamptz', defaultRaw: 'now()' }) createdAt: Date = new Date();
  @Field(() => Date) @Property({ type: 'timestamptz', defaultRaw: 'now()' }) updatedAt: Date = new Date();
}
