import { AccessLevel, ForbiddenError, NotFoundError, SERVICE_ACTOR, query, type SubgraphContext } from '@forgegraph/platform';
import { T } from '../tables';

// What the runner lists ask collaboration: where the caller may manage runners, and the groups above a
// project or a group (group runners serve everything below their group).

const PROJECT_ACCESS = 'query CiRunnerProjectAccess($ids: [ID!]!) { projectAccess(projectIds: $ids) { projectId accessLevel canRead } }';
const GROUP_ACCESS = 'query CiRunnerOwnedGroups($ids: [ID!]!) { groupAccess(groupIds: $ids) { groupId accessLevel canRead } }';
const PROJECT_ANCESTORS = 'query CiRunnerProjectAncestors($ref: String!) { projectGroups(ref: $ref, perPage: 100) { nodes { id } } }';
const GROUP_NODE = 'query CiRunnerGroup($ref: String!) { group(ref: $ref) { id parentId } }';

interface Grant { accessLevel: number; canRead: boolean }

/**
 * User#ci_owned_runners' scopes: the runner projects where the caller is at least Maintainer and the runner
 * groups where they are Owner, by membership (administrators too: the list is "owned", not "all"). Only
 * projects and groups that have runners are asked about, in one call each.
 */
export async function ownedRunnerScopes(ctx: SubgraphContext): Promise<{ projectIds: number[]; groupIds: number[] }> {
  const projects = await query<{ id: number }>(ctx.em, `select distinct project_id as id from ${T.runnerProjects}`);
  const groups = await query<{ id: number }>(ctx.em, `select distinct group_id as id from ${T.runners} where group_id is not null`);
  const [projectGrants, groupGrants] = await Promise.all([
    askGrants(ctx, PROJECT_ACCESS, 'projectAccess', 'projectId', projects.map((row) => row.id)),
    askGrants(ctx, GROUP_ACCESS, 'groupAccess', 'groupId', groups.map((row) => row.id)),
  ]);
  return {
    projectIds: projectGrants.filter(([, grant]) => grant.canRead && grant.accessLevel >= AccessLevel.MAINTAINER).map(([id]) => id),
    groupIds: groupGrants.filter(([, grant]) => grant.canRead && grant.accessLevel >= AccessLevel.OWNER).map(([id]) => id),
  };
}

async function askGrants(ctx: SubgraphContext, document: string, field: string, key: string, ids: number[]): Promise<Array<[number, Grant]>> {
  if (!ids.length) return [];
  const result = await ctx.runtime.engine.execute<Record<string, Array<Grant & Record<string, string>>>>(document, { ids: ids.map(String) }, ctx.actor, ctx.requestId);
  return (result.data?.[field] ?? []).map((row) => [Number(row[key]), row]);
}

/** The project's ancestor groups, nearest first. */
export async function projectAncestorGroupIds(ctx: SubgraphContext, projectId: number): Promise<number[]> {
  const result = await ctx.runtime.engine.execute<{ projectGroups: { nodes: Array<{ id: string }> } }>(PROJECT_ANCESTORS, { ref: String(projectId) }, SERVICE_ACTOR, ctx.requestId);
  return (result.data?.projectGroups.nodes ?? []).map((node) => Number(node.id));
}

/** GitLab's `user_group` for `:id` (`404 Group Not Found` when the caller may not see it), with its ancestors. */
export async function groupWithAncestors(ctx: SubgraphContext, ref: string): Promise<{ id: number; ancestorIds: number[] }> {
  const found = await ctx.runtime.engine.execute<{ group: { id: string; parentId: string | null } | null }>(GROUP_NODE, { ref }, ctx.actor, ctx.requestId);
  if (!found.data?.group) throw NotFoundError.resource('Group');
  const ancestorIds: number[] = [];
  // Namespaces nest at most 20 deep (Namespace::NUMBER_OF_ANCESTORS_ALLOWED).
  for (let parent = found.data.group.parentId; parent && ancestorIds.length < 20;) {
    ancestorIds.push(Number(parent));
    const next = await ctx.runtime.engine.execute<{ group: { parentId: string | null } | null }>(GROUP_NODE, { ref: parent }, SERVICE_ACTOR, ctx.requestId);
    parent = next.data?.group?.parentId ?? null;
  }
  return { id: Number(found.data.group.id), ancestorIds };
}

/** At least `level` in the group the caller can see, else `403 Forbidden`. */
export function requireGroupLevel(grant: Grant & { isAdmin?: boolean }, level: number): void {
  if (!grant.isAdmin && grant.accessLevel < level) throw ForbiddenError.create();
}
