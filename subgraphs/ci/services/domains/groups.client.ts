import { NotFoundError, SERVICE_ACTOR, type SubgraphContext } from '@forgegraph/platform';

// What ci asks collaboration about groups, through the gateway: a group behind GitLab's `:id` as the
// caller sees it, the caller's standing in it, and a project's ancestor groups (variables, job-token
// group allowlists). One per-request loader each.

export interface GroupGrant {
  accessLevel: number;
  canRead: boolean;
  isAdmin: boolean;
}

/** A group by id or full path, as collaboration resolves it for the caller. */
export interface GroupSummary {
  id: number;
  name: string;
  fullPath: string;
  webUrl: string;
}

const GROUP_QUERY = 'query CiGroup($ref: String!) { group(ref: $ref) { id name fullPath webUrl } }';
const GRANTS_QUERY = 'query CiGroupGrants($groupIds: [ID!]!) { groupAccess(groupIds: $groupIds) { groupId accessLevel canRead isAdmin } }';
const ANCESTORS_QUERY = 'query CiProjectGroups($ref: String!) { projectGroups(ref: $ref, perPage: 100) { nodes { id fullPath } } }';

type GroupRow = Omit<GroupSummary, 'id'> & { id: string };

/** The group the caller may read, or `404 Group Not Found` (find_group!). */
export async function readableGroupOf(ctx: SubgraphContext, ref: string): Promise<GroupSummary> {
  const group = await ctx.loaders.get<string, GroupSummary | null>('ci.groupByRef', (refs) => Promise.all(refs.map(async (key) => {
    const result = await ctx.runtime.engine.execute<{ group: GroupRow | null }>(GROUP_QUERY, { ref: key }, ctx.actor, ctx.requestId);
    const row = result.data?.group;
    return row ? { ...row, id: Number(row.id) } : null;
  }))).load(ref);
  if (!group) throw NotFoundError.resource('Group');
  return group;
}

/** Groups by id as the service actor sees them (any group), null for ones that do not exist. */
export function groupSummaryLoader(ctx: SubgraphContext) {
  return ctx.loaders.get<number, GroupSummary | null>('ci.groupSummary', (ids) => Promise.all(ids.map(async (id) => {
    const result = await ctx.runtime.engine.execute<{ group: GroupRow | null }>(GROUP_QUERY, { ref: String(id) }, SERVICE_ACTOR, ctx.requestId);
    const row = result.data?.group;
    return row ? { ...row, id: Number(row.id) } : null;
  })));
}

/** The caller's standing in each group the request touches, one gateway call per request. */
export function groupGrantLoader(ctx: SubgraphContext) {
  return ctx.loaders.get<number, GroupGrant>('ci.groupGrant', async (ids) => {
    if (ctx.actor.isAdmin) return ids.map(() => ({ accessLevel: 50, canRead: true, isAdmin: true }));
    const result = await ctx.runtime.engine.execute<{ groupAccess: Array<GroupGrant & { groupId: string }> }>(
      GRANTS_QUERY, { groupIds: ids.map(String) }, ctx.actor, ctx.requestId,
    );
    const rows = new Map((result.data?.groupAccess ?? []).map((row) => [Number(row.groupId), row]));
    return ids.map((id) => rows.get(id) ?? { accessLevel: 0, canRead: false, isAdmin: false });
  });
}

/** A project's ancestor groups, outermost first (variable precedence, group allowlists). */
export function ancestorGroupIdsLoader(ctx: SubgraphContext) {
  return ctx.loaders.get<number, number[]>('ci.ancestorGroups', (ids) => Promise.all(ids.map(async (projectId) => {
    const result = await ctx.runtime.engine.execute<{ projectGroups: { nodes: Array<{ id: string; fullPath: string }> } }>(
      ANCESTORS_QUERY, { ref: String(projectId) }, SERVICE_ACTOR, ctx.requestId,
    );
    const nodes = result.data?.projectGroups.nodes ?? [];
    return [...nodes].sort((a, b) => a.fullPath.split('/').length - b.fullPath.split('/').length).map((node) => Number(node.id));
  })));
}
