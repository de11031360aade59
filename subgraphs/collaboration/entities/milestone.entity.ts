import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, ID, Int, ObjectType } from 'type-graphql';

export type MilestoneState = 'active' | 'closed';

/** A milestone of one project or one group; `iid` counts per parent from 1 (GitLab's has_internal_id). */
@ObjectType('Milestone')
@Entity({ tableName: 'milestones' })
export class Milestone {
  [OptionalProps]?: 'description' | 'projectId' | 'groupId' | 'state' | 'dueDate' | 'startDate' | 'createdAt' | 'updatedAt' | 'expired';

  @Field(() => ID) @PrimaryKey({ type: 'integer', autoincrement: true }) id!: number;
  @Field(() => Int) @Property({ type: 'integer' }) iid!: number;
  @Field(() => ID, { nullable: true }) @Property({ type: 'integer', nullable: true }) projectId: number | null = null;
  @Field(() => ID, { nullable: true }) @Property({ type: 'integer', nullable: true }) groupId: number | null = null;
  @Field(() => String) @Property({ type: 'text' }) title!: string;
  @Field(() => String, { nullable: true }) @Property({ type: 'text', nullable: true }) description: string | null = null;
  @Field(() => String, { description: '`active` or `closed`' }) @Property({ type: 'text', default: 'active' }) state: MilestoneState = 'active';
  @Field(() => String, { nullable: true }) @Property({ type: 'date', nullable: true }) dueDate: string | null = null;
  @Field(() => String, { nullable: true }) @Property({ type: 'date', nullable: true }) startDate: string | null = null;
  @Field(() => Date) @Property({ type: 'timestamptz', defaultRaw: 'now()' }) createdAt: Date = new Date();
  @Field(() => Date) @Property({ type: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() }) updatedAt: Date = new Date();

  /** Timebox#expired?: the due date has passed (today is not past), false without one. */
  @Field(() => Boolean)
  get expired(): boolean {
    return this.dueDate !== null && this.dueDate < new Date().toISOString().slice(0, 10);
  }
}
