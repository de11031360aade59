import type { IssueFields } from '../operations/fragments/issue';
import type { EpicFields } from '../operations/fragments/epic';
import type { RouteContext } from '../routes/route';
import { presentEpic } from './epic.presenter';
import { presentIssueListItem } from './issue.presenter';

type Ctx = Pick<RouteContext, 'externalUrl' | 'params'>;

/** EE::API::Entities::EpicIssue: the issue entity and its link's id and position. */
export function presentEpicIssue(entry: { epicIssueId: string; relativePosition: number; issue: IssueFields }, ctx: Ctx) {
  return { ...presentIssueListItem(entry.issue, ctx), epic_issue_id: Number(entry.epicIssueId), relative_position: entry.relativePosition };
}

/** EE::API::Entities::EpicIssueLink: the epic with its deprecated `reference`, and the issue. */
export function presentEpicIssueLink(link: { id: string; relativePosition: number; epic: EpicFields; issue: IssueFields }, ctx: Ctx) {
  return {
    id: Number(link.id),
    relative_position: link.relativePosition,
    epic: presentEpic(link.epic, { ...ctx, withReference: true }),
    issue: presentIssueListItem(link.issue, ctx),
  };
}
