import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, ID, ObjectType } from 'type-graphql';

export type TodoState = 'pending' | 'done';

/**
 * An item of a user's to-do list (GitLab's Todo): why (`action`), about what (`target_type`,
 * `target_id`), in which project or group. The body and the target are read from the target.
 */
@ObjectType('Todo')
@Entity({ tableName: 'todos' })
export class Todo {
  [OptionalProps]?: 'state' | 'projectId' | 'groupId' | 'createdAt' | 'updatedAt';

  @Field(() => ID) @PrimaryKey({ type: 'integer', autoincrement: true }) id!: number;
  @Property({ type: 'integer' }) userId!: number;
  @Property({ type: 'integer', nullable: true }) authorId!: number | null;
  @Property({ type: 'integer', nullable: true }) projectId: number | null = null;
  @Field(() => ID, { nullable: true }) @Property({ type: 'integer', nullable: true }) groupId: number | null = null;
  @Field(() => String) @Property({ type: 'text' }) targetType!: string;
  @Property({ type: 'integer' }) targetId!: number;
  @Field(() => String, { name: 'actionName' }) @Property({ type: 'text' }) action!: string;
  @Field(() => String) @Property({ type: 'text', default: 'pending' }) state: TodoState = 'pending';
  @Field(() => Date) @Property({ type: 'timestamptz', defaultRaw: 'now()' }) createdAt: Date = new Date();
  @Field(() => Date) @Property({ type: 'timestamptz', defaultRaw: 'now()' }) updatedAt: Date = new Date();
}
