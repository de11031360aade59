import type { IssueFields } from '../operations/fragments/issue';
import type { RouteContext } from '../routes/route';
import { presentIssueListItem } from './issue.presenter';

/**
 * Entities::IssueBasic with EE's additions (`weight`, `blocking_issues_count`): the list entity
 * without what Entities::Issue adds (tasks, `_links`, `references`, `severity`, moves, epics).
 */
export function presentIssueBasic(issue: IssueFields, ctx: Pick<RouteContext, 'externalUrl' | 'params'>) {
  const {
    has_tasks: _tasks, task_status: _status, _links, references: _references, severity: _severity, moved_to_id: _moved, service_desk_reply_to: _reply,
    epic_iid: _epicIid, epic: _epic, iteration: _iteration, health_status: _health, ...basic
  } = presentIssueListItem(issue, ctx) as ReturnType<typeof presentIssueListItem> & { task_status?: string };
  return basic;
}
