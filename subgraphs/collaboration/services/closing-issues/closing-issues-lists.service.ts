import { Conditions, intArray, offsetPage, query, type Page, type PageArgs, type SubgraphContext } from '@forgegraph/platform';
import { Issue } from '../../entities/issue.entity';
import { MergeRequest } from '../../entities/merge-request.entity';
import { addReadableIssues } from '../access/issue-access';
import { addReadableMergeRequests } from '../access/merge-request-access';
import { addVisibleProjects } from '../access/visibility-sql';
import { findReadableIssue } from '../issues/issue-lookup';
import { findReadableMergeRequest } from '../merge-requests/merge-request-lookup';
import { T } from '../tables';

function visibleTo(ctx: SubgraphContext, where: Conditions): Conditions {
  where.add('not p.pending_delete and not n.pending_delete');
  addVisibleProjects(where, ctx.actor);
  return where;
}

/**
 * GET /projects/:id/merge_requests/:merge_request_iid/closes_issues (`visible_closing_issues_for`):
 * the stored closing issues the caller may read, by id.
 */
export async function listMergeRequestClosingIssues(ctx: SubgraphContext, projectRef: string, iid: number, page: PageArgs): Promise<Page<Issue>> {
  const { mr } = await findReadableMergeRequest(ctx, projectRef, iid);
  const where = visibleTo(ctx, new Conditions().add('c.merge_request_id = ?', mr.id));
  addReadableIssues(where, ctx.actor);
  const from = `${T.mergeRequestsClosingIssues} c join ${T.issues} i on i.id = c.issue_id
    join ${T.projects} p on p.id = i.project_id join ${T.namespaces} n on n.id = p.namespace_id`;
  return offsetPage(ctx.em, Issue, { from, where, orderBy: 'i.id', alias: 'i' }, page);
}

/**
 * GET /projects/:id/issues/:issue_iid/closed_by (Issues::ReferencedMergeRequestsService
 * #closed_by_merge_requests): for an open issue, the open merge requests that close it and the
 * caller may read, by project and iid; none once the issue is closed.
 */
export async function listIssueClosingMergeRequests(ctx: SubgraphContext, projectRef: string, iid: number, page: PageArgs): Promise<Page<MergeRequest>> {
  const { issue } = await findReadableIssue(ctx, projectRef, iid);
  const where = visibleTo(ctx, new Conditions().add('c.issue_id = ?', issue.id).add("mr.state = 'opened'"));
  if (issue.state !== 'opened') where.add('false');
  addReadableMergeRequests(where, ctx.actor);
  const from = `${T.mergeRequestsClosingIssues} c join ${T.mergeRequests} mr on mr.id = c.merge_request_id
    join ${T.projects} p on p.id = mr.project_id join ${T.namespaces} n on n.id = p.namespace_id`;
  return offsetPage(ctx.em, MergeRequest, { from, where, orderBy: 'mr.project_id, mr.iid', alias: 'mr' }, page);
}

