import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, ID, ObjectType } from 'type-graphql';

/**
 * A label of one project or one group (GitLab's ProjectLabel / GroupLabel). Priorities and
 * subscriptions depend on the project a label is seen from, so the service records that project
 * in `viewedFromProjectId` and the field resolvers read it.
 */
@ObjectType('Label')
@Entity({ tableName: 'labels' })
export class Label {
  [OptionalProps]?: 'description' | 'projectId' | 'groupId' | 'createdAt' | 'updatedAt' | 'viewedFromProjectId' | 'isProjectLabel';

  @Field(() => ID) @PrimaryKey({ type: 'integer', autoincrement: true }) id!: number;
  /** GitLab's `title`, exposed as `name` (Label's alias_attribute). */
  @Field(() => String, { name: 'name' }) @Property({ type: 'text' }) title!: string;
  @Field(() => String) @Property({ type: 'text' }) color!: string;
  @Field(() => String, { nullable: true }) @Property({ type: 'text', nullable: true }) description: string | null = null;
  @Field(() => ID, { nullable: true }) @Property({ type: 'integer', nullable: true }) projectId: number | null = null;
  @Field(() => ID, { nullable: true }) @Property({ type: 'integer', nullable: true }) groupId: number | null = null;
  @Property({ type: 'timestamptz', defaultRaw: 'now()' }) createdAt: Date = new Date();
  @Property({ type: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() }) updatedAt: Date = new Date();
  @Property({ persist: false }) viewedFromProjectId: number | null = null;

  @Field(() => Boolean)
  get isProjectLabel(): boolean {
    return this.projectId !== null;
  }
}
