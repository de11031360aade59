import { AccessLevel, DomainError, type Page, type PageArgs, type SubgraphContext, cursorValues, keysetPage, offsetPage, perPageOf, type PagedQuery, Conditions, likePattern } from '@forgegraph/platform';
import type { Namespace } from '../../entities/namespace.entity';
import { Project } from '../../entities/project.entity';
import type { ProjectFilter } from '../../schema/project.inputs';
import { activeShare, T } from '../tables';
import { addProjectsWithMinAccess, addVisibleProjects } from '../access/visibility-sql';
import { visibilityLevel } from '../../entities/visibility';

const ORDER_COLUMNS: Record<string, string> = {
  id: 'p.id', name: 'p.name', path: 'p.path', created_at: 'p.created_at', updated_at: 'p.updated_at',
  last_activity_at: 'p.last_activity_at', star_count: 'p.star_count',
};
const OFFSET_LIMIT = 50_000;

/** GitLab's `error!` with a string: `{"error": "..."}` with status 405. */
function notAllowed(error: string): DomainError {
  return new DomainError('NOT_ALLOWED', error, { error });
}

export interface ProjectScope {
  /** Group project lists: the group, and whether its subgroups' projects count. */
  group?: Namespace;
  /** `GET /projects` replaces the default `created_at` order by `id` (GitLab's tie-breaker helper). */
  createdAtMeansId?: boolean;
  /** GET /users/:user_id/projects: only projects in this user's personal namespace. */
  personalNamespaceOf?: number;
  /** GET /users/:user_id/starred_projects: only projects this user starred. */
  starredBy?: number;
}

/** ProjectsFinder / GroupProjectsFinder: the caller's visible projects, filtered, ordered, paginated. */
export async function findProjects(ctx: SubgraphContext, filter: ProjectFilter, args: PageArgs, scope: ProjectScope = {}): Promise<Page<Project>> {
  const where = projectConditions(ctx, filter, scope);
  if (filter.repositoryStorage && ctx.actor.isAdmin) where.add('p.id = any(?::int[])', `{${(await projectIdsOnStorage(ctx, filter.repositoryStorage)).join(',')}}`);
  const orderKey = filter.orderBy === 'created_at' && scope.createdAtMeansId ? 'id' : filter.orderBy ?? 'created_at';
  const direction = filter.sort === 'asc' ? 'asc' : 'desc';
  const q: PagedQuery = { from: `${T.projects} p join ${T.namespaces} n on n.id = p.namespace_id`, where, orderBy: '', alias: 'p' };
  if (args.keyset) {
    if (orderKey !== 'id') throw notAllowed('Keyset pagination is not yet available for this type of request');
    const position = cursorValues(args);
    if (typeof position?.id_after === 'number') where.add('p.id > ?', position.id_after);
    if (typeof position?.id_before === 'number') where.add('p.id < ?', position.id_before);
    q.orderBy = `p.id ${direction}`;
    return keysetPage(ctx.em, Project, q, args, (last) => (direction === 'asc' ? { id_after: last.id } : { id_before: last.id }));
  }
  if (args.page * perPageOf(args) > OFFSET_LIMIT) {
    throw notAllowed(`Offset pagination has a maximum allowed offset of ${OFFSET_LIMIT} for requests that return objects of type Project. Remaining records can be retrieved using keyset pagination.`);
  }
  Object.assign(q, orderBy(orderKey, direction, filter.search));
  return offsetPage(ctx.em, Project, q, args);
}

const ON_STORAGE = 'query ProjectIdsOnStorage($storage: String!) { projectIdsOnStorage(storage: $storage) }';

/** The projects whose repository is on a shard, asked of the repository subgraph (which owns the shards). */
async function projectIdsOnStorage(ctx: SubgraphContext, storage: string): Promise<number[]> {
  const result = await ctx.runtime.engine.execute<{ projectIdsOnStorage: string[] }>(ON_STORAGE, { storage }, ctx.actor, ctx.requestId);
  if (result.errors?.length) throw new Error(`projectIdsOnStorage failed: ${result.errors[0].message}`);
  return (result.data?.projectIdsOnStorage ?? []).map(Number);
}

function projectConditions(ctx: SubgraphContext, filter: ProjectFilter, scope: ProjectScope): Conditions {
  const where = new Conditions().add('not p.pending_delete and not n.pending_delete');
  addVisibleProjects(where, ctx.actor);
  if (scope.group) addGroupScope(where, scope.group, filter);
  if (filter.owned) addProjectsWithMinAccess(where, ctx.actor, AccessLevel.OWNER);
  if (filter.membership) addProjectsWithMinAccess(where, ctx.actor, AccessLevel.GUEST);
  if (filter.minAccessLevel) addProjectsWithMinAccess(where, ctx.actor, filter.minAccessLevel);
  // ProjectsFinder#by_starred: anonymous callers have no stars, so the filter does not apply to them.
  if (filter.starred && ctx.actor.userId !== null) addStarredBy(where, ctx.actor.userId);
  if (scope.starredBy !== undefined) addStarredBy(where, scope.starredBy);
  if (scope.personalNamespaceOf !== undefined) where.add(`n.kind = 'user' and n.owner_id = ?`, scope.personalNamespaceOf);
  if (ctx.actor.isAdmin) addCustomAttributeMatches(where, filter);
  if (filter.archived !== undefined && filter.archived !== null) where.add('p.archived = ?', filter.archived);
  if (filter.visibility) where.add('p.visibility_level = ?', visibilityLevel(filter.visibility));
  if (filter.search) {
    const pattern = likePattern(filter.search);
    where.add('p.name ilike ? or p.path ilike ? or p.description ilike ?', pattern, pattern, pattern);
  }
  if (filter.idAfter) where.add('p.id > ?', filter.idAfter);
  if (filter.idBefore) where.add('p.id < ?', filter.idBefore);
  if (filter.topics?.length) where.add('lower(p.topics::text)::text[] @> lower(?::text)::text[]', `{${filter.topics.map((t) => `"${t.replace(/"/g, '')}"`).join(',')}}`);
  if (filter.withIssuesEnabled) where.add(`coalesce(p.feature_access->>'issues', 'enabled') <> 'disabled'`);
  if (filter.withMergeRequestsEnabled) where.add(`coalesce(p.feature_access->>'merge_requests', 'enabled') <> 'disabled'`);
  return where;
}

function addStarredBy(where: Conditions, userId: number): void {
  where.add(`exists (select 1 from ${T.projectStars} s where s.project_id = p.id and s.user_id = ?)`, userId);
}

/** `custom_attributes[key]=value` (administrators only, as GitLab's CustomAttributesFilter). */
function addCustomAttributeMatches(where: Conditions, filter: ProjectFilter): void {
  for (const { key, value } of filter.customAttributes ?? []) {
    where.add(`exists (select 1 from ${T.projectCustomAttributes} a where a.project_id = p.id and a.key = ? and a.value = ?)`, key, value);
  }
}

function addGroupScope(where: Conditions, group: Namespace, filter: ProjectFilter): void {
  const own = filter.includeSubgroups ? '? = any(n.traversal_ids)' : 'p.namespace_id = ?';
  if (!filter.withShared) {
    where.add(own, group.id);
    return;
  }
  where.add(`${own} or exists (select 1 from ${T.groupLinks} l where l.shared_with_group_id = ? and ${activeShare('l')}
    and l.shared_group_id = any(n.traversal_ids))`, group.id, group.id);
}

function orderBy(key: string, direction: 'asc' | 'desc', search: string | undefined): Pick<PagedQuery, 'orderBy' | 'orderParams'> {
  if (key === 'similarity' && search) {
    // Exact name or path first, then name prefixes, then the rest (GitLab's similarity score, simplified).
    const term = search.toLowerCase();
    return {
      orderBy: '(lower(p.name) = ? or lower(p.path) = ?) desc, lower(p.name) like ? desc, p.id desc',
      orderParams: [term, term, `${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`],
    };
  }
  const column = ORDER_COLUMNS[key] ?? 'p.created_at';
  return { orderBy: column === 'p.id' ? `p.id ${direction}` : `${column} ${direction}, p.id ${direction}` };
}
