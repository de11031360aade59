import { Conditions, NotFoundError, fuzzySearch, offsetPage, requireUser, type Page, type PageArgs, type SubgraphContext } from '@forgegraph/platform';
import { Namespace } from '../../entities/namespace.entity';
import type { NamespaceFilter } from '../../schema/namespace.inputs';
import { addUserNamespaces } from '../access/visibility-sql';
import { canNamespace } from '../access/namespace-access';
import { T } from '../tables';
import { findNamespaceByRef } from './lookup';
import { ensurePersonalNamespace } from './personal-namespace';

/** Namespace.search matches path and name, or with `include_parents` the route's full path and full name. */
const SEARCH_COLUMNS = ['n.path', 'n.name'];
const FULL_PATH_SEARCH_COLUMNS = ['n.full_path', 'n.full_name'];

/**
 * Every GitLab user has a personal namespace; here it is created on first need, so the caller's own
 * is made before it is listed or looked up.
 */
async function ensureCallerNamespace(ctx: SubgraphContext): Promise<void> {
  if (ctx.actor.userId !== null) await ensurePersonalNamespace(ctx, ctx.actor.userId);
}

/**
 * GET /namespaces (lib/api/namespaces.rb): every namespace for administrators, otherwise the
 * caller's personal namespace and direct groups; ordered by id, as GitLab's paginate orders a
 * relation that has no order.
 */
export async function findNamespaces(ctx: SubgraphContext, filter: NamespaceFilter, args: PageArgs): Promise<Page<Namespace>> {
  requireUser(ctx.actor);
  await ensureCallerNamespace(ctx);
  const where = new Conditions().add('not n.pending_delete');
  if (!ctx.actor.isAdmin) {
    if (ctx.actor.userId === null) where.add('false');
    else addUserNamespaces(where, ctx.actor.userId, filter.ownedOnly ?? false);
  }
  if (filter.topLevelOnly) where.add('n.parent_id is null');
  const match = fuzzySearch(filter.fullPathSearch ? FULL_PATH_SEARCH_COLUMNS : SEARCH_COLUMNS, filter.search ?? '');
  if (match) where.add(match.sql, ...match.params);
  return offsetPage(ctx.em, Namespace, { from: `${T.namespaces} n`, where, orderBy: 'n.id asc', alias: 'n' }, args);
}

/** GET /namespaces/:id (find_namespace!): missing and not readable via membership are the same 404. */
export async function findReadableNamespace(ctx: SubgraphContext, ref: string): Promise<Namespace> {
  requireUser(ctx.actor);
  await ensureCallerNamespace(ctx);
  const namespace = await findNamespaceByRef(ctx, ref);
  if (!namespace || !(await canNamespace(ctx, namespace, 'read_namespace_via_membership'))) throw NotFoundError.resource('Namespace');
  return namespace;
}
