import { NotFoundError, query, type SubgraphContext } from '@forgegraph/platform';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Todo } from '../../entities/todo.entity';
import { findReadableIssue } from '../issues/issue-lookup';
import { findReadableMergeRequest } from '../merge-requests/merge-request-lookup';
import { featureAccessOf, isFeatureAvailable } from '../projects/project-features';
import { T } from '../tables';
import type { TodoAction } from './todo-actions';

/** What POST …/todo made: the new to-do, or null when one was pending already (GitLab's 304). */
export interface TodoMarking {
  todo: Todo | null;
}

/**
 * POST /projects/:id/issues/:issue_iid/todo (TodoService#mark_todo): a `marked` to-do for the caller,
 * unless they have a pending one about the issue. lib/api/todos.rb checks `read_merge_request` on
 * the issue's project and answers `404 Issues Not Found` without it, a quirk kept here.
 */
export async function markIssueTodo(ctx: SubgraphContext, projectRef: string, iid: number): Promise<TodoMarking> {
  const { issue, project, access } = await findReadableIssue(ctx, projectRef, iid);
  const mergeRequests = featureAccessOf(project.featureAccess, project.visibilityLevel).merge_requests;
  if (!isFeatureAvailable(mergeRequests, access.level, access.isAdmin)) throw NotFoundError.resource('Issues');
  const todo = await createTodo(ctx, { userId: ctx.actor.userId!, authorId: ctx.actor.userId, projectId: project.id, target: { type: 'Issue', id: issue.id }, action: 'marked' });
  return { todo };
}

/**
 * POST /projects/:id/merge_requests/:merge_request_iid/todo (lib/api/todos.rb with
 * find_merge_request_with_access): a `marked` to-do for the caller, unless one is pending.
 */
export async function markMergeRequestTodo(ctx: SubgraphContext, projectRef: string, iid: number): Promise<TodoMarking> {
  const { mr, project } = await findReadableMergeRequest(ctx, projectRef, iid);
  const todo = await createTodo(ctx, { userId: ctx.actor.userId!, authorId: ctx.actor.userId, projectId: project.id, target: { type: 'MergeRequest', id: mr.id }, action: 'marked' });
  return { todo };
}

export interface NewTodo {
  userId: number;
  authorId: number | null;
  projectId: number | null;
  target: { type: string; id: number };
  action: TodoAction;
}

/**
 * TodoService#create_todos for one user: nothing when they already have a pending to-do about the
 * target. The check and the insert hold a per user and target lock, so two requests make one item.
 */
export async function createTodo(ctx: SubgraphContext, todo: NewTodo): Promise<Todo | null> {
  return ctx.em.transactional((em) => insertTodo(em, todo));
}

/** The insert of createTodo inside the caller's transaction (a reaction's, for instance). */
export async function insertTodo(em: EntityManager, todo: NewTodo): Promise<Todo | null> {
  await query(em, 'select pg_advisory_xact_lock(hashtext(?))', [`forgegraph:todo:${todo.userId}:${todo.target.type}:${todo.target.id}`]);
  const [row] = await query(em, `insert into ${T.todos} (user_id, author_id, project_id, target_type, target_id, action)
    select ?, ?, ?, ?, ?, ? where not exists (select 1 from ${T.todos} where user_id = ? and target_type = ? and target_id = ? and state = 'pending')
    returning *`,
  [todo.userId, todo.authorId, todo.projectId, todo.target.type, todo.target.id, todo.action, todo.userId, todo.target.type, todo.target.id]);
  return row ? em.map(Todo, row as never) : null;
}
