import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { Directive, Field, ID, Int, ObjectType } from 'type-graphql';

export type EpicState = 'opened' | 'closed';

/**
 * A group's epic (GitLab's Epic). `iid` counts per group (internal_ids, usage `epics`); authors and
 * closers are identity's users, held by id. The effective start and due dates are not stored: they
 * are the fixed ones when `*IsFixed`, else inherited from issues' milestones and child epics, and a
 * batched field resolver computes them.
 */
@Directive('@key(fields: "id")')
@ObjectType('Epic')
@Entity({ tableName: 'epics' })
export class Epic {
  [OptionalProps]?: 'description' | 'state' | 'confidential' | 'parentId' | 'startDateFixed' | 'startDateIsFixed' | 'dueDateFixed'
    | 'dueDateIsFixed' | 'color' | 'closedAt' | 'closedById' | 'createdAt' | 'updatedAt';

  @Field(() => ID) @PrimaryKey({ type: 'integer', autoincrement: true }) id!: number;
  @Field(() => ID) @Property({ type: 'integer' }) groupId!: number;
  @Field(() => Int) @Property({ type: 'integer' }) iid!: number;
  @Field(() => ID, { nullable: true }) @Property({ type: 'integer', nullable: true }) parentId: number | null = null;
  @Property({ type: 'integer', nullable: true }) authorId!: number | null;
  @Field(() => String) @Property({ type: 'text' }) title!: string;
  @Field(() => String, { nullable: true }) @Property({ type: 'text', nullable: true }) description: string | null = null;
  @Field(() => String) @Property({ type: 'text', default: 'opened' }) state: EpicState = 'opened';
  @Field(() => Boolean) @Property({ type: 'boolean', default: false }) confidential = false;
  @Field(() => String, { nullable: true }) @Property({ type: 'date', nullable: true }) startDateFixed: string | null = null;
  @Field(() => Boolean) @Property({ type: 'boolean', default: false }) startDateIsFixed = false;
  @Field(() => String, { nullable: true }) @Property({ type: 'date', nullable: true }) dueDateFixed: string | null = null;
  @Field(() => Boolean) @Property({ type: 'boolean', default: false }) dueDateIsFixed = false;
  @Field(() => String) @Property({ type: 'text', default: '#1068bf' }) color = '#1068bf';
  @Field(() => Date, { nullable: true }) @Property({ type: 'timestamptz', nullable: true }) closedAt: Date | null = null;
  @Property({ type: 'integer', nullable: true }) closedById: number | null = null;
  @Field(() => Date) @Property({ type: 'timestamptz', defaultRaw: 'now()' }) createdAt: Date = new Date();
  @Field(() => Date) @Property({ type: 'timestamptz', defaultRaw: 'now()' }) updatedAt: Date = new Date();
}
