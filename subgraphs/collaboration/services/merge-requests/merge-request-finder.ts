import { Conditions, offsetPage, pageInfo, perPageOf, type Page, type PageArgs, type SubgraphContext } from '@forgegraph/platform';
import { MergeRequest } from '../../entities/merge-request.entity';
import type { Namespace } from '../../entities/namespace.entity';
import type { Project } from '../../entities/project.entity';
import type { MergeRequestsFilter } from '../../schema/merge-request.inputs';
import type { ProjectAccess } from '../access/access.service';
import { upvotesOrder } from '../award-emoji/award-votes';
import { addReadableMergeRequests, canReadMergeRequests } from '../access/merge-request-access';
import { addVisibleProjects } from '../access/visibility-sql';
import { T } from '../tables';
import { addMergeRequestFilters } from './merge-request-filters';

/** Which list: one project's (already found readable), one group's with its subgroups, or every visible project's. */
export type MergeRequestListScope = { project: Project; access: ProjectAccess } | { group: Namespace } | Record<string, never>;

const MILESTONE_DUE = `(select m.due_date from ${T.milestones} m where m.id = mr.milestone_id)`;
const LABEL_PRIORITY = `(select min(lp.priority) from ${T.mergeRequestLabels} ml join ${T.labelPriorities} lp on lp.label_id = ml.label_id
  and lp.project_id = mr.project_id where ml.merge_request_id = mr.id)`;

/** ORDER BY per `order_by`, each ending in the id so pages are stable (popularity: upvotes, as Issuable's order_upvotes_desc). */
const ORDERS: Record<string, (direction: string) => string> = {
  created_at: (d) => `mr.created_at ${d}, mr.id ${d}`,
  popularity: (d) => `${upvotesOrder('MergeRequest', 'mr')} ${d}, mr.id desc`,
  updated_at: (d) => `mr.updated_at ${d}, mr.id ${d}`,
  title: (d) => `lower(mr.title) ${d}, mr.id ${d}`,
  merged_at: (d) => `mr.merged_at ${d} nulls last, mr.id ${d}`,
  milestone_due: (d) => `${MILESTONE_DUE} ${d} nulls last, mr.id desc`,
  label_priority: (d) => `${LABEL_PRIORITY} ${d} nulls last, mr.id desc`,
  priority: (d) => `${MILESTONE_DUE} ${d} nulls last, ${LABEL_PRIORITY} ${d} nulls last, mr.id desc`,
};

/** MergeRequestsFinder: the merge requests of the scope the caller may see, filtered, ordered, one page. */
export async function findMergeRequests(ctx: SubgraphContext, filter: MergeRequestsFilter, args: PageArgs, scope: MergeRequestListScope): Promise<Page<MergeRequest>> {
  if ('project' in scope && !canReadMergeRequests(scope.access, scope.project)) {
    return { nodes: [], pageInfo: pageInfo({ page: args.page, perPage: perPageOf(args) }, 0) };
  }
  const where = new Conditions().add('not p.pending_delete and not n.pending_delete');
  if ('project' in scope) where.add('mr.project_id = ?', scope.project.id);
  else addVisibleProjects(where, ctx.actor);
  if ('group' in scope) where.add('? = any(n.traversal_ids)', scope.group.id);
  if (filter.nonArchived) where.add('not p.archived');
  addReadableMergeRequests(where, ctx.actor);
  await addMergeRequestFilters(ctx, where, filter);
  const order = ORDERS[filter.orderBy ?? 'created_at'] ?? ORDERS.created_at;
  const from = `${T.mergeRequests} mr join ${T.projects} p on p.id = mr.project_id join ${T.namespaces} n on n.id = p.namespace_id`;
  return offsetPage(ctx.em, MergeRequest, { from, where, orderBy: order(filter.sort === 'asc' ? 'asc' : 'desc'), alias: 'mr' }, args, { plain: true });
}
