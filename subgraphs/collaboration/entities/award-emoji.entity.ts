import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, ID, ObjectType } from 'type-graphql';

/** What can be awarded (GitLab's awardable_type); merge requests and epics join as they arrive. */
export type AwardableType = 'Issue' | 'Note' | 'MergeRequest' | 'Epic';

/** An emoji a user awarded to an issue, a note and later a merge request or an epic (GitLab's AwardEmoji). */
@ObjectType('AwardEmoji')
@Entity({ tableName: 'award_emoji' })
export class AwardEmoji {
  [OptionalProps]?: 'createdAt' | 'updatedAt';

  @Field(() => ID) @PrimaryKey({ type: 'integer', autoincrement: true }) id!: number;
  @Field(() => String) @Property({ type: 'text' }) name!: string;
  @Property({ type: 'integer' }) userId!: number;
  @Field(() => String) @Property({ type: 'text' }) awardableType!: AwardableType;
  @Field(() => ID) @Property({ type: 'integer' }) awardableId!: number;
  @Field(() => Date) @Property({ type: 'timestamptz', defaultRaw: 'now()' }) createdAt: Date = new Date();
  @Field(() => Date) @Property({ type: 'timestamptz', defaultRaw: 'now()' }) updatedAt: Date = new Date();
}
