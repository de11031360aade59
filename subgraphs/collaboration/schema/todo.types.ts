import { Paginated } from '@forgegraph/platform';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { Todo } from '../entities/todo.entity';

/** GET /todos filters (lib/api/todos.rb `todo_filters`); the facade checks the allowed values. */
@InputType()
export class TodosFilter {
  @Field(() => String, { nullable: true }) action?: string | null;
  @Field(() => Int, { nullable: true }) authorId?: number | null;
  @Field(() => Int, { nullable: true }) projectId?: number | null;
  @Field(() => Int, { nullable: true }) groupId?: number | null;
  /** `pending` (default) or `done`. */
  @Field(() => String, { nullable: true }) state?: string | null;
  /** A target type: `Issue`, `MergeRequest`, … */
  @Field(() => String, { nullable: true }) type?: string | null;
}

/** POST …/todo: `todo` is null when the caller had a pending one already (GitLab's 304). */
@ObjectType()
export class TodoMarking {
  @Field(() => Todo, { nullable: true }) todo!: Todo | null;
}

export const TodoPage = Paginated(Todo);
