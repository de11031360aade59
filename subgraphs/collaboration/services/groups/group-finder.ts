import { AccessLevel, DomainError, type Page, type PageArgs, type SubgraphContext, cursorValues, keysetPage, offsetPage, type PagedQuery, Conditions, intArray, likePattern } from '@forgegraph/platform';
import { Namespace } from '../../entities/namespace.entity';
import type { GroupFilter } from '../../schema/group.inputs';
import { authorizedNamespaceIdsLoader } from '../loaders';
import { T } from '../tables';
import { addAuthorizedGroups, addGroupsWithMinAccess, addVisibleGroups } from '../access/visibility-sql';
import { visibilityLevel } from '../../entities/visibility';

const ORDER_COLUMNS: Record<string, string> = { name: 'g.name', path: 'g.path', id: 'g.id' };

export interface GroupScope {
  /** Subgroup lists: direct children of this group. */
  parent?: Namespace;
  /** Descendant lists: every group below this one. */
  ancestor?: Namespace;
}

/** GroupsFinder: the groups the caller may list, filtered, ordered and paginated. */
export async function findGroups(ctx: SubgraphContext, filter: GroupFilter, args: PageArgs, scope: GroupScope = {}): Promise<Page<Namespace>> {
  const where = await groupConditions(ctx, filter, scope);
  const orderKey = filter.orderBy ?? 'name';
  const direction = filter.sort === 'desc' ? 'desc' : 'asc';
  const q: PagedQuery = { from: `${T.namespaces} g`, where, orderBy: '', alias: 'g' };
  if (args.keyset) {
    // Keyset pagination on /groups: unauthenticated callers ordering by name ascending (doc/api/rest).
    if (ctx.actor.userId !== null || orderKey !== 'name' || direction !== 'asc') {
      throw new DomainError('NOT_ALLOWED', 'keyset unavailable', { error: 'Keyset pagination is not yet available for this type of request' });
    }
    const position = cursorValues(args);
    if (typeof position?.name === 'string' && typeof position.id === 'number') where.add('(g.name, g.id) > (?, ?)', position.name, position.id);
    q.orderBy = 'g.name asc, g.id asc';
    return keysetPage(ctx.em, Namespace, q, args, (last) => ({ name: last.name, id: last.id }));
  }
  Object.assign(q, orderBy(orderKey, direction, filter.search));
  return offsetPage(ctx.em, Namespace, q, args);
}

async function groupConditions(ctx: SubgraphContext, filter: GroupFilter, scope: GroupScope): Promise<Conditions> {
  const where = new Conditions().add(`g.kind = 'group' and not g.pending_delete`);
  await addAccessScope(ctx, where, filter);
  if (scope.parent) where.add('g.parent_id = ?', scope.parent.id);
  if (scope.ancestor) where.add('? = any(g.traversal_ids) and g.id <> ?', scope.ancestor.id, scope.ancestor.id);
  if (filter.skipGroups?.length) where.add('not (g.id = any(?::int[]))', intArray(filter.skipGroups.map(Number)));
  if (filter.search) where.add('g.name ilike ? or g.path ilike ?', likePattern(filter.search), likePattern(filter.search));
  if (filter.visibility) where.add('g.visibility_level = ?', visibilityLevel(filter.visibility));
  if (filter.topLevelOnly) where.add('g.parent_id is null');
  if (ctx.actor.isAdmin) {
    for (const { key, value } of filter.customAttributes ?? []) {
      where.add(`exists (select 1 from ${T.customAttributes} a where a.namespace_id = g.id and a.key = ? and a.value = ?)`, key, value);
    }
  }
  return where;
}

/**
 * Which groups: `owned` and `min_access_level` take precedence; administrators see all unless they
 * turn `all_available` off; other signed-in callers see their own groups, or with `all_available`
 * every public and internal group too; anonymous callers see public groups.
 */
async function addAccessScope(ctx: SubgraphContext, where: Conditions, filter: GroupFilter): Promise<void> {
  const actor = ctx.actor;
  if (filter.owned) return addGroupsWithMinAccess(where, actor, AccessLevel.OWNER);
  if (filter.minAccessLevel) return addGroupsWithMinAccess(where, actor, filter.minAccessLevel);
  const allAvailable = filter.allAvailable ?? actor.isAdmin;
  if (actor.isAdmin && allAvailable) return;
  const authorized = actor.userId === null ? new Set<number>() : await authorizedNamespaceIdsLoader(ctx).load(actor.userId);
  if (actor.userId !== null && !allAvailable) return addAuthorizedGroups(where, actor, authorized);
  addVisibleGroups(where, actor, authorized);
}

function orderBy(key: string, direction: 'asc' | 'desc', search: string | undefined): Pick<PagedQuery, 'orderBy' | 'orderParams'> {
  if (key === 'similarity' && search) {
    const term = search.toLowerCase();
    return { orderBy: '(lower(g.name) = ? or lower(g.path) = ?) desc, g.name asc, g.id asc', orderParams: [term, term] };
  }
  const column = ORDER_COLUMNS[key] ?? 'g.name';
  return { orderBy: column === 'g.id' ? `g.id ${direction}` : `${column} ${direction}, g.id ${direction}` };
}
