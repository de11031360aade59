import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { Directive, Field, ID, ObjectType } from 'type-graphql';

/** A comment on an issue (GitLab's Note); `noteableType` leaves room for merge requests and epics. */
@Directive('@key(fields: "id")')
@ObjectType('Note')
@Entity({ tableName: 'notes' })
export class Note {
  [OptionalProps]?: 'system' | 'internal' | 'createdAt' | 'updatedAt';

  @Field(() => ID) @PrimaryKey({ type: 'integer', autoincrement: true }) id!: number;
  @Field(() => String) @Property({ type: 'text' }) noteableType!: string;
  @Field(() => ID) @Property({ type: 'integer' }) noteableId!: number;
  @Field(() => ID, { nullable: true }) @Property({ type: 'integer', nullable: true }) projectId!: number | null;
  @Property({ type: 'integer', nullable: true }) authorId!: number | null;
  @Field(() => String) @Property({ type: 'text' }) body!: string;
  @Field(() => Boolean) @Property({ type: 'boolean', default: false }) system = false;
  @Field(() => Boolean) @Property({ type: 'boolean', default: false }) internal = false;
  @Field(() => Date) @Property({ type: 'timestamptz', defaultRaw: 'now()' }) createdAt: Date = new Date();
  @Field(() => Date) @Property({ type: 'timestamptz', defaultRaw: 'now()' }) updatedAt: Date = new Date();
}
