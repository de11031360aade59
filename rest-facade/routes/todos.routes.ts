import { RouteAnswer } from '../http/route-answer';
import { MarkAllTodosDone, MarkIssueTodo, MarkMergeRequestTodo, MarkTodoDone, Todos } from '../operations/todos';
import { p } from '../params/param';
import { toVariables } from '../params/to-variables';
import { presentTodo } from '../presenters/todo.presenter';
import { defineRoutes, route } from './route';

/** Todo::ACTION_NAMES and TodosFinder.todo_types: the values `action` and `type` accept. */
const ACTIONS = [
  'assigned', 'mentioned', 'build_failed', 'marked', 'approval_required', 'unmergeable', 'directly_addressed', 'merge_train_removed',
  'review_requested', 'member_access_requested', 'review_submitted', 'okr_checkin_requested', 'added_approver', 'ssh_key_expired',
  'ssh_key_expiring_soon', 'duo_pro_access_granted', 'duo_enterprise_access_granted', 'duo_core_access_granted',
];
const TYPES = [
  'Commit', 'Issue', 'WorkItem', 'MergeRequest', 'DesignManagement::Design', 'AlertManagement::Alert', 'Namespace', 'Project', 'Key',
  'WikiPage::Meta', 'Epic', 'Vulnerability', 'User',
];

/** doc/api/todos.md, and the issue and merge request create-a-to-do-item routes (lib/api/todos.rb): every route needs a signed-in caller. */
export const todoRoutes = defineRoutes([
  route({
    method: 'GET',
    path: '/todos',
    auth: 'required',
    pagination: 'offset',
    params: {
      action: p.string().values(ACTIONS), author_id: p.integer(), project_id: p.integer(), group_id: p.integer(),
      state: p.string().values(['pending', 'done']), type: p.string().values(TYPES),
    },
    operation: Todos,
    variables: (params) => ({ filter: toVariables(params, { pick: ['action', 'author_id', 'project_id', 'group_id', 'state', 'type'], skipNull: true }) }),
    present: (todo, ctx) => presentTodo(todo, ctx, { inList: true }),
  }),
  route({
    method: 'POST',
    path: '/projects/:id/issues/:issue_iid/todo',
    auth: 'required',
    params: { id: p.string().required(), issue_iid: p.integer().required() },
    operation: MarkIssueTodo,
    variables: (params) => ({ ref: params.id, iid: params.issue_iid }),
    // `not_modified!` when the caller has a pending to-do about the issue already.
    present: (marking, ctx) => (marking.todo ? presentTodo(marking.todo, ctx, { inList: false }) : RouteAnswer.json(304, undefined)),
  }),
  route({
    method: 'POST',
    path: '/projects/:id/merge_requests/:merge_request_iid/todo',
    auth: 'required',
    params: { id: p.string().required(), merge_request_iid: p.integer().required() },
    operation: MarkMergeRequestTodo,
    variables: (params) => ({ ref: params.id, iid: params.merge_request_iid }),
    present: (marking, ctx) => (marking.todo ? presentTodo(marking.todo, ctx, { inList: false }) : RouteAnswer.json(304, undefined)),
  }),
  route({
    method: 'POST',
    path: '/todos/:id/mark_as_done',
    auth: 'required',
    params: { id: p.integer().required() },
    operation: MarkTodoDone,
    variables: (params) => ({ id: String(params.id) }),
    present: (todo, ctx) => presentTodo(todo, ctx, { inList: false }),
  }),
  route({
    method: 'POST',
    path: '/todos/mark_as_done',
    auth: 'required',
    operation: MarkAllTodosDone,
    variables: () => ({}),
    present: () => undefined,
    status: 204,
  }),
]);
