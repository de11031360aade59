import { AssignEpicIssue, EpicIssues, MoveEpicIssue, RemoveEpicIssue } from '../operations/epic-issues';
import { p } from '../params/param';
import type { Params } from '../params/parse-params';
import { RouteAnswer } from '../http/route-answer';
import { presentEpicIssue, presentEpicIssueLink } from '../presenters/epic-issue.presenter';
import { withDashAlias } from './epic-paths';
import { defineRoutes, route } from './route';

const EPIC = { id: p.string().required(), epic_iid: p.integer().required() };
const LINK = { ...EPIC, epic_issue_id: p.integer().required() };

const inGroup = (params: Params) => ({ ref: params.id, relativeToGroup: params.id, iid: params.epic_iid });

/** doc/api/epic_issues.md: every route needs a signed-in caller. */
export const epicIssueRoutes = defineRoutes(withDashAlias([
  route({
    method: 'GET',
    path: '/groups/:id/epics/:epic_iid/issues',
    auth: 'required',
    pagination: 'offset',
    params: EPIC,
    operation: EpicIssues,
    variables: (params) => inGroup(params),
    present: (entry, ctx) => presentEpicIssue(entry, ctx),
  }),
  route({
    method: 'POST',
    path: '/groups/:id/epics/:epic_iid/issues/:issue_id',
    auth: 'required',
    params: { ...EPIC, issue_id: p.integer().required() },
    operation: AssignEpicIssue,
    variables: (params) => ({ ...inGroup(params), issueId: params.issue_id }),
    present: (link, ctx) => presentEpicIssueLink(link, ctx),
  }),
  route({
    method: 'PUT',
    path: '/groups/:id/epics/:epic_iid/issues/:epic_issue_id',
    auth: 'required',
    params: { ...LINK, move_before_id: p.integer(), move_after_id: p.integer() },
    operation: MoveEpicIssue,
    variables: (params) => ({ ...inGroup(params), epicIssueId: params.epic_issue_id, moveBeforeId: params.move_before_id ?? null, moveAfterId: params.move_after_id ?? null }),
    // The answer is the epic's whole ordered issue list, not a page.
    present: (entries, ctx) => RouteAnswer.json(200, entries.map((entry) => presentEpicIssue(entry, ctx))),
  }),
  route({
    method: 'DELETE',
    path: '/groups/:id/epics/:epic_iid/issues/:epic_issue_id',
    auth: 'required',
    params: LINK,
    operation: RemoveEpicIssue,
    variables: (params) => ({ ...inGroup(params), epicIssueId: params.epic_issue_id }),
    present: (link, ctx) => presentEpicIssueLink(link, ctx),
    status: 200,
  }),
]));
