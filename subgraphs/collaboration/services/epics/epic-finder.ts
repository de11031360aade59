import { Conditions, intArray, offsetPage, type Page, type PageArgs, type SubgraphContext } from '@forgegraph/platform';
import { Epic } from '../../entities/epic.entity';
import type { EpicsFilter } from '../../schema/epic.inputs';
import { addVisibleGroups } from '../access/visibility-sql';
import { authorizedNamespaceIdsLoader } from '../loaders';
import { findReadableGroup } from '../namespaces/lookup';
import { T } from '../tables';
import { addReadableEpics } from './epic-access';
import { addEpicFilters } from './epic-filters';

/** ORDER BY per `order_by`; each ends in the id, so pages are stable. */
const ORDERS: Record<string, (direction: string) => string> = {
  created_at: (d) => `e.created_at ${d}, e.id ${d}`,
  updated_at: (d) => `e.updated_at ${d}, e.id ${d}`,
  title: (d) => `lower(e.title) ${d}, e.id ${d}`,
};

/**
 * EpicsFinder through GET /groups/:id/epics: the epics of the group, by default with its descendant
 * groups' (`include_descendant_groups`) and on request its ancestors' (`include_ancestor_groups`),
 * limited to the groups the caller reads and to the confidential epics they may see.
 */
export async function listGroupEpics(ctx: SubgraphContext, groupRef: string, filter: EpicsFilter, args: PageArgs): Promise<Page<Epic>> {
  const { group } = await findReadableGroup(ctx, groupRef);
  const where = new Conditions().add('not g.pending_delete');
  // The group itself, its ancestors (traversal ids) and, by default, every group below it.
  const groupIds = filter.includeAncestorGroups ? group.traversalIds : [group.id];
  if (filter.includeDescendantGroups === false) where.add('g.id = any(?::int[])', intArray(groupIds));
  else where.add('g.id = any(?::int[]) or ? = any(g.traversal_ids)', intArray(groupIds), group.id);
  const authorized = ctx.actor.userId === null ? new Set<number>() : await authorizedNamespaceIdsLoader(ctx).load(ctx.actor.userId);
  addVisibleGroups(where, ctx.actor, authorized);
  addReadableEpics(where, ctx.actor);
  await addEpicFilters(ctx, where, filter);
  const order = ORDERS[filter.orderBy ?? 'created_at'] ?? ORDERS.created_at;
  const from = `${T.epics} e join ${T.namespaces} g on g.id = e.group_id`;
  return offsetPage(ctx.em, Epic, { from, where, orderBy: order(filter.sort === 'asc' ? 'asc' : 'desc'), alias: 'e' }, args, { plain: true });
}
