import { NotFoundError, SERVICE_ACTOR, type SubgraphContext } from '@forgegraph/platform';

// Asked of collaboration, the access authority, through the gateway.
const GROUP_ACCESS = 'query CiGroupAccess($ids: [ID!]!) { groupAccess(groupIds: $ids) { groupId accessLevel canRead isAdmin } }';
const GROUP_BY_REF = 'query CiGroupByRef($ref: String!) { group(ref: $ref) { id } }';

export interface GroupGrant {
  accessLevel: number;
  canRead: boolean;
}

/** The caller's standing in a group (or, `asService`, whether it exists at all). */
export async function groupGrant(ctx: SubgraphContext, groupId: number, asService = false): Promise<GroupGrant | null> {
  const actor = asService ? SERVICE_ACTOR : ctx.actor;
  const result = await ctx.runtime.engine.execute<{ groupAccess: GroupGrant[] }>(GROUP_ACCESS, { ids: [String(groupId)] }, actor, ctx.requestId);
  return result.data?.groupAccess?.[0] ?? null;
}

/** GitLab's group `:id` (id or full path) as the caller sees it; `404 Group Not Found` otherwise. */
export async function groupIdOf(ctx: SubgraphContext, ref: string): Promise<number> {
  const result = await ctx.runtime.engine.execute<{ group: { id: string } | null }>(GROUP_BY_REF, { ref }, ctx.actor, ctx.requestId);
  const id = result.data?.group?.id;
  if (!id) throw NotFoundError.resource('Group');
  return Number(id);
}
