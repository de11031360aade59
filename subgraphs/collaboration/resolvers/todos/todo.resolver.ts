import { PageArgs, type Page, type SubgraphContext } from '@forgegraph/platform';
import { Arg, Args, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Todo } from '../../entities/todo.entity';
import { TodoMarking, TodoPage, TodosFilter } from '../../schema/todo.types';
import { listTodos, markAllTodosDone, markTodoDone } from '../../services/todos/todo-list.service';
import { markIssueTodo, markMergeRequestTodo } from '../../services/todos/todo-marking.service';

/** doc/api/todos.md and POST …/issues/:issue_iid/todo, …/merge_requests/:merge_request_iid/todo. */
@Resolver(() => Todo)
export class TodoResolver {
  @Query(() => TodoPage, { description: "The caller's to-dos, newest first (pending unless `state` says otherwise)." })
  todos(@Arg('filter', () => TodosFilter, { nullable: true }) filter: TodosFilter | null, @Args() page: PageArgs, @Ctx() ctx: SubgraphContext): Promise<Page<Todo>> {
    return listTodos(ctx, filter ?? {}, page);
  }

  @Mutation(() => TodoMarking)
  markIssueTodo(@Arg('projectRef', () => String) projectRef: string, @Arg('iid', () => Int) iid: number, @Ctx() ctx: SubgraphContext): Promise<TodoMarking> {
    return markIssueTodo(ctx, projectRef, iid);
  }

  @Mutation(() => TodoMarking)
  markMergeRequestTodo(@Arg('projectRef', () => String) projectRef: string, @Arg('iid', () => Int) iid: number, @Ctx() ctx: SubgraphContext): Promise<TodoMarking> {
    return markMergeRequestTodo(ctx, projectRef, iid);
  }

  @Mutation(() => Todo)
  markTodoDone(@Arg('id', () => ID) id: string, @Ctx() ctx: SubgraphContext): Promise<Todo> {
    return markTodoDone(ctx, Number(id));
  }

  @Mutation(() => Boolean, { description: "Marks every pending to-do of the caller's done." })
  markAllTodosDone(@Ctx() ctx: SubgraphContext): Promise<boolean> {
    return markAllTodosDone(ctx);
  }
}
