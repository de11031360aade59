import { IssueClosedBy, MergeRequestClosesIssues } from '../operations/merge-request-closing-issues';
import { p } from '../params/param';
import { presentIssueBasic } from '../presenters/issue-basic.presenter';
import { presentMergeRequestBasic } from '../presenters/merge-request.presenter';
import { defineRoutes, route } from './route';

/**
 * doc/api/merge_requests.md#list-issues-that-close-on-merge (Entities::IssueBasic) and
 * doc/api/issues.md#list-merge-requests-that-close-a-particular-issue-on-merge (Entities::MergeRequestBasic).
 */
export const mergeRequestClosingIssueRoutes = defineRoutes([
  route({
    method: 'GET',
    path: '/projects/:id/merge_requests/:merge_request_iid/closes_issues',
    pagination: 'offset',
    params: { id: p.string().required(), merge_request_iid: p.integer().required() },
    operation: MergeRequestClosesIssues,
    variables: (params) => ({ ref: params.id, iid: params.merge_request_iid, relativeToProject: params.id }),
    present: (issue, ctx) => presentIssueBasic(issue, ctx),
  }),
  route({
    method: 'GET',
    path: '/projects/:id/issues/:issue_iid/closed_by',
    pagination: 'offset',
    params: { id: p.string().required(), issue_iid: p.integer().required() },
    operation: IssueClosedBy,
    variables: (params) => ({ ref: params.id, iid: params.issue_iid, relativeToProject: params.id }),
    present: (mr, ctx) => presentMergeRequestBasic(mr, ctx),
  }),
]);
