import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { Directive, Field, ID, Int, ObjectType } from 'type-graphql';

export type IssueState = 'opened' | 'closed';

/**
 * A project's issue (GitLab's Issue). `iid` counts per project (internal_ids); authors, assignees and
 * closers are identity's users, held by id. Relations and computed fields are field resolvers.
 */
@Directive('@key(fields: "id")')
@ObjectType('Issue')
@Entity({ tableName: 'issues' })
export class Issue {
  [OptionalProps]?: 'description' | 'state' | 'issueType' | 'confidential' | 'discussionLocked' | 'dueDate' | 'severity' | 'weight'
    | 'healthStatus' | 'timeEstimate' | 'movedToId' | 'promotedToEpicId' | 'milestoneId' | 'closedAt' | 'closedById' | 'createdAt' | 'updatedAt';

  @Field(() => ID) @PrimaryKey({ type: 'integer', autoincrement: true }) id!: number;
  @Field(() => ID) @Property({ type: 'integer' }) projectId!: number;
  @Field(() => Int) @Property({ type: 'integer' }) iid!: number;
  @Property({ type: 'integer', nullable: true }) authorId!: number | null;
  @Field(() => String) @Property({ type: 'text' }) title!: string;
  @Field(() => String, { nullable: true }) @Property({ type: 'text', nullable: true }) description: string | null = null;
  @Field(() => String) @Property({ type: 'text', default: 'opened' }) state: IssueState = 'opened';
  @Field(() => String) @Property({ type: 'text', default: 'issue' }) issueType = 'issue';
  @Field(() => Boolean) @Property({ type: 'boolean', default: false }) confidential = false;
  @Field(() => Boolean, { nullable: true }) @Property({ type: 'boolean', nullable: true }) discussionLocked: boolean | null = null;
  @Field(() => String, { nullable: true }) @Property({ type: 'date', nullable: true }) dueDate: string | null = null;
  @Property({ type: 'text', default: 'unknown' }) severity = 'unknown';
  @Field(() => Int, { nullable: true }) @Property({ type: 'integer', nullable: true }) weight: number | null = null;
  @Field(() => String, { nullable: true }) @Property({ type: 'text', nullable: true }) healthStatus: string | null = null;
  @Property({ type: 'integer', default: 0 }) timeEstimate = 0;
  @Field(() => ID, { nullable: true }) @Property({ type: 'integer', nullable: true }) movedToId: number | null = null;
  @Property({ type: 'integer', nullable: true }) milestoneId: number | null = null;
  /** The epic `/promote` made of this issue. */
  @Property({ type: 'integer', nullable: true }) promotedToEpicId: number | null = null;
  @Field(() => Date, { nullable: true }) @Property({ type: 'timestamptz', nullable: true }) closedAt: Date | null = null;
  @Property({ type: 'integer', nullable: true }) closedById: number | null = null;
  @Field(() => Date) @Property({ type: 'timestamptz', defaultRaw: 'now()' }) createdAt: Date = new Date();
  @Field(() => Date) @Property({ type: 'timestamptz', defaultRaw: 'now()' }) updatedAt: Date = new Date();
}
