import { ForbiddenError, type Page, type PageArgs, type SubgraphContext, intArray, likePattern, pageInfo, perPageOf, query } from '@forgegraph/platform';
import { Namespace } from '../../entities/namespace.entity';
import { canGroup, canProject, groupAccessFor, membershipsOf } from '../access/access.service';
import { findReadableProject } from '../namespaces/lookup';
import { T } from '../tables';

/**
 * GET /projects/:id/transfer_locations (Groups::UserGroupsFinder with `transfer_projects`): the
 * groups, and groups below them, where the caller's own memberships let them create projects,
 * except the project's current group; ordered by path. Administrators get their own groups too,
 * not every group, as in GitLab.
 */
export async function findTransferLocations(ctx: SubgraphContext, ref: string, search: string | null, args: PageArgs): Promise<Page<Namespace>> {
  // A GET: anonymous callers are not turned away first, they fail `authorize! :change_namespace` (403).
  const { project, access } = await findReadableProject(ctx, ref);
  if (!canProject(access, 'change_namespace', project)) throw ForbiddenError.create();
  const memberships = await membershipsOf(ctx, ctx.actor.userId);
  const memberOf = [...memberships.namespaces.keys(), ...memberships.shares.keys()];
  const params: unknown[] = [intArray(memberOf), project.namespaceId];
  let sql = `select * from ${T.namespaces} g where g.kind = 'group' and not g.pending_delete and g.traversal_ids && ?::int[] and g.id <> ?`;
  if (search) {
    sql += ' and (g.name ilike ? or g.path ilike ?)';
    params.push(likePattern(search), likePattern(search));
  }
  const rows = await query(ctx.em, `${sql} order by g.path asc, g.id asc`, params);
  const asMember = { ...ctx.actor, isAdmin: false };
  const groups = [];
  for (const row of rows) {
    const group = ctx.em.map(Namespace, row as never);
    if (canGroup(await groupAccessFor(ctx, group, asMember), 'create_projects', group)) groups.push(group);
  }
  const perPage = perPageOf(args);
  return { nodes: groups.slice((args.page - 1) * perPage, args.page * perPage), pageInfo: pageInfo({ page: args.page, perPage }, groups.length) };
}
