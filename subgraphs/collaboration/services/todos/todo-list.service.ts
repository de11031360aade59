import { Conditions, NotFoundError, offsetPage, parseRecordId, query, type Page, type PageArgs, type SubgraphContext } from '@forgegraph/platform';
import { Todo } from '../../entities/todo.entity';
import type { TodosFilter } from '../../schema/todo.types';
import { addReadableIssues } from '../access/issue-access';
import { addReadableMergeRequests } from '../access/merge-request-access';
import { addVisibleProjects } from '../access/visibility-sql';
import { T } from '../tables';

/**
 * The caller's to-dos whose target they still see (TodosFinder#visible_to_user): an issue or a
 * merge request, each under its own read rule, in a project the caller sees.
 */
const FROM = `${T.todos} t
  left join ${T.issues} i on t.target_type = 'Issue' and i.id = t.target_id
  left join ${T.mergeRequests} mr on t.target_type = 'MergeRequest' and mr.id = t.target_id
  join ${T.projects} p on p.id = coalesce(i.project_id, mr.project_id) join ${T.namespaces} n on n.id = p.namespace_id`;

function visibleTodos(ctx: SubgraphContext): Conditions {
  const where = new Conditions().add('t.user_id = ?', ctx.actor.userId ?? 0).add('not p.pending_delete and not n.pending_delete');
  addVisibleProjects(where, ctx.actor);
  const issues = new Conditions().add('i.id is not null');
  addReadableIssues(issues, ctx.actor);
  const mergeRequests = new Conditions().add('mr.id is not null');
  addReadableMergeRequests(mergeRequests, ctx.actor);
  where.add(`(${issues.sql}) or (${mergeRequests.sql})`, ...issues.params, ...mergeRequests.params);
  return where;
}

/** TodosFinder's filters: `state` (pending unless asked), `action`, `author_id`, `project_id`, `group_id` (its subgroups too), `type`. */
function addTodoFilters(where: Conditions, filter: TodosFilter): void {
  where.add('t.state = ?', filter.state === 'done' ? 'done' : 'pending');
  if (filter.action) where.add('t.action = ?', filter.action);
  if (filter.authorId !== undefined && filter.authorId !== null) where.add('t.author_id = ?', filter.authorId);
  if (filter.projectId !== undefined && filter.projectId !== null) where.add('t.project_id = ?', filter.projectId);
  if (filter.groupId !== undefined && filter.groupId !== null) {
    where.add('(t.group_id = ? or ? = any(n.traversal_ids))', filter.groupId, filter.groupId);
  }
  if (filter.type) where.add('t.target_type = ?', filter.type);
}

/** GET /todos: newest first. */
export async function listTodos(ctx: SubgraphContext, filter: TodosFilter, page: PageArgs): Promise<Page<Todo>> {
  const where = visibleTodos(ctx);
  addTodoFilters(where, filter);
  return offsetPage(ctx.em, Todo, { from: FROM, where, orderBy: 't.id desc', alias: 't' }, page, { plain: true });
}

/** POST /todos/:id/mark_as_done: one of the caller's to-dos (`404 Not found` for anyone else's), done already or now. */
export async function markTodoDone(ctx: SubgraphContext, id: number): Promise<Todo> {
  const todoId = parseRecordId(id);
  const todo = todoId ? await ctx.em.findOne(Todo, { id: todoId, userId: ctx.actor.userId ?? 0 }) : null;
  if (!todo) throw NotFoundError.record();
  if (todo.state !== 'done') {
    Object.assign(todo, { state: 'done', updatedAt: new Date() });
    await ctx.em.flush();
  }
  return todo;
}

/** POST /todos/mark_as_done: every pending to-do of the caller. */
export async function markAllTodosDone(ctx: SubgraphContext): Promise<boolean> {
  await query(ctx.em, `update ${T.todos} set state = 'done', updated_at = now() where user_id = ? and state = 'pending'`, [ctx.actor.userId ?? 0]);
  return true;
}
