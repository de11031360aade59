import type { TodoFields } from '../operations/fragments/todo';
import type { RouteContext } from '../routes/route';
import { presentIssue, presentIssueListItem } from './issue.presenter';
import { presentMergeRequest } from './merge-request.presenter';
import { presentProjectIdentity } from './project-identity.presenter';
import { presentUserBasic } from './user.presenter';

type Ctx = Pick<RouteContext, 'externalUrl' | 'params'>;
type Options = { inList: boolean };

/**
 * Entities::MergeRequest as a to-do's target. Entities::Todo represents its target with the
 * issuable metadata only, no current user, so `user.can_merge` is false there; lists leave
 * `subscribed` out as for issue targets.
 */
function presentMergeRequestTarget(mr: NonNullable<TodoFields['targetMergeRequest']>, ctx: Ctx, options: Options) {
  const { subscribed, ...rest } = presentMergeRequest({ ...mr, userCanMerge: false }, ctx);
  return options.inList ? rest : { ...rest, subscribed };
}

/** The target's entity, web URL and title (Todo#body without a note). */
function presentTarget(todo: TodoFields, ctx: Ctx, options: Options) {
  const issue = todo.targetIssue;
  if (issue) return { target: options.inList ? presentIssueListItem(issue, ctx) : presentIssue(issue, ctx), url: issue.webUrl, title: issue.title };
  const mr = todo.targetMergeRequest;
  if (mr) return { target: presentMergeRequestTarget(mr, ctx, options), url: mr.webUrl, title: mr.title };
  return { target: null, url: null, title: null };
}

/**
 * Entities::Todo: `project` only for project to-dos; `target_url` and `body` are the target's web URL
 * and title. Lists present the target without `subscribed` (`include_subscribed: false`), single
 * answers with it.
 */
export function presentTodo(todo: TodoFields, ctx: Ctx, options: Options) {
  const { target, url, title } = presentTarget(todo, ctx, options);
  return {
    id: Number(todo.id),
    ...(todo.project ? { project: presentProjectIdentity(todo.project) } : {}),
    author: todo.author ? presentUserBasic(todo.author) : null,
    action_name: todo.actionName,
    target_type: todo.targetType,
    target,
    target_url: url,
    body: title,
    state: todo.state,
    created_at: todo.createdAt,
    updated_at: todo.updatedAt,
  };
}
