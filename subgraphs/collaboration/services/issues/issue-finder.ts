import { Conditions, offsetPage, pageInfo, perPageOf, type Page, type PageArgs, type SubgraphContext } from '@forgegraph/platform';
import { Issue } from '../../entities/issue.entity';
import type { Namespace } from '../../entities/namespace.entity';
import type { Project } from '../../entities/project.entity';
import type { IssuesFilter } from '../../schema/issue.inputs';
import type { ProjectAccess } from '../access/access.service';
import { addReadableIssues, canReadIssues } from '../access/issue-access';
import { addVisibleProjects } from '../access/visibility-sql';
import { T } from '../tables';
import { upvotesOrder } from '../award-emoji/award-votes';
import { addIssueFilters } from './issue-filters';

/** Which list: one project's (already found readable), one group's with its subgroups, or every visible project's. */
export type IssueListScope = { project: Project; access: ProjectAccess } | { group: Namespace } | Record<string, never>;

const MILESTONE_DUE = `(select m.due_date from ${T.milestones} m where m.id = i.milestone_id)`;
/** The highest priority (lowest number) the project gives any of the issue's labels. */
const LABEL_PRIORITY = `(select min(lp.priority) from ${T.issueLabels} il join ${T.labelPriorities} lp on lp.label_id = il.label_id
  and lp.project_id = i.project_id where il.issue_id = i.id)`;

/** ORDER BY per `order_by`; each ends in the id, so pages are stable (due dates: newest first among equals, as GitLab's `with_order_id_desc`). */
const ORDERS: Record<string, (direction: string) => string> = {
  created_at: (d) => `i.created_at ${d}, i.id ${d}`,
  updated_at: (d) => `i.updated_at ${d}, i.id ${d}`,
  title: (d) => `lower(i.title) ${d}, i.id ${d}`,
  due_date: (d) => `i.due_date ${d} nulls last, i.id desc`,
  weight: (d) => `i.weight ${d} nulls last, i.id ${d}`,
  milestone_due: (d) => `${MILESTONE_DUE} ${d} nulls last, i.id desc`,
  label_priority: (d) => `${LABEL_PRIORITY} ${d} nulls last, i.id desc`,
  priority: (d) => `${MILESTONE_DUE} ${d} nulls last, ${LABEL_PRIORITY} ${d} nulls last, i.id desc`,
  // Issue.sort_by_attribute('popularity'): upvotes, then newest first (order_upvotes_desc.with_order_id_desc).
  popularity: (d) => `${upvotesOrder('Issue', 'i')} ${d}, i.id desc`,
};

/** IssuesFinder: the issues of the scope the caller may see, filtered, ordered, one page with the capped count. */
export async function findIssues(ctx: SubgraphContext, filter: IssuesFilter, args: PageArgs, scope: IssueListScope): Promise<Page<Issue>> {
  if ('project' in scope && !canReadIssues(scope.access, scope.project)) return { nodes: [], pageInfo: pageInfo({ page: args.page, perPage: perPageOf(args) }, 0) };
  const where = new Conditions().add('not p.pending_delete and not n.pending_delete');
  if ('project' in scope) where.add('i.project_id = ?', scope.project.id);
  else addVisibleProjects(where, ctx.actor);
  if ('group' in scope) where.add('? = any(n.traversal_ids)', scope.group.id);
  if (!('project' in scope) && filter.nonArchived !== false) where.add('not p.archived');
  addReadableIssues(where, ctx.actor);
  await addIssueFilters(ctx, where, filter);
  const order = ORDERS[filter.orderBy ?? 'created_at'] ?? ORDERS.created_at;
  const from = `${T.issues} i join ${T.projects} p on p.id = i.project_id join ${T.namespaces} n on n.id = p.namespace_id`;
  return offsetPage(ctx.em, Issue, { from, where, orderBy: order(filter.sort === 'asc' ? 'asc' : 'desc'), alias: 'i' }, args, { plain: true });
}
