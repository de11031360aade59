import type { TodoFields } from '../operations/fragments/todo';
import type { RouteContext } from '../routes/route';
import { presentIssue, presentIssueListItem } from './issue.presenter';
import { presentUserBasic } from './user.presenter';

type TodoProject = NonNullable<TodoFields['project']>;

/** Entities::ProjectIdentity. */
function presentProjectIdentity(project: TodoProject) {
  return {
    id: Number(project.id), description: project.description, name: project.name, name_with_namespace: project.nameWithNamespace,
    path: project.path, path_with_namespace: project.pathWithNamespace, created_at: project.createdAt,
  };
}

/**
 * Entities::Todo: `project` only for project to-dos; `target_url` and `body` are the issue's web URL
 * and title (Todo#body without a note). Lists present the target without `subscribed`
 * (`include_subscribed: false`), single answers with it.
 */
export function presentTodo(todo: TodoFields, ctx: Pick<RouteContext, 'externalUrl' | 'params'>, options: { inList: boolean }) {
  const issue = todo.targetIssue;
  const target = issue && (options.inList ? presentIssueListItem(issue, ctx) : presentIssue(issue, ctx));
  return {
    id: Number(todo.id),
    ...(todo.project ? { project: presentProjectIdentity(todo.project) } : {}),
    author: todo.author ? presentUserBasic(todo.author) : null,
    action_name: todo.actionName,
    target_type: todo.targetType,
    target,
    target_url: issue ? issue.webUrl : null,
    body: issue ? issue.title : null,
    state: todo.state,
    created_at: todo.createdAt,
    updated_at: todo.updatedAt,
  };
}
