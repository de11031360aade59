import { SERVICE_ACTOR, type SubgraphContext } from '@forgegraph/platform';

/**
 * What identity asks of collaboration, which owns groups, projects and memberships: operations on
 * the gateway as the internal service actor, never its tables (ARCHITECTURE §3).
 */

const SOLE_OWNED_GROUPS = `query IdentitySoleOwnedGroups($id: ID!) { user(id: $id) { soleOwnedGroups { id } } }`;
const REMOVE_USER_DATA = `mutation IdentityRemoveUserData($userId: ID!, $deleteSoleOwnedGroups: Boolean!) {
  removeUserData(userId: $userId, deleteSoleOwnedGroups: $deleteSoleOwnedGroups)
}`;
const SYNC_USER_NAMESPACE = 'mutation IdentitySyncUserNamespace($userId: ID!) { syncUserNamespace(userId: $userId) }';
const USERS_WITH_PROJECTS = 'query IdentityUsersWithProjects { userIdsWithProjects }';

async function run<T>(ctx: SubgraphContext, document: string, variables: Record<string, unknown>): Promise<T> {
  const result = await ctx.runtime.engine.execute<T>(document, variables, SERVICE_ACTOR, ctx.requestId);
  if (result.errors?.length || !result.data) throw new Error(`collaboration operation failed: ${result.errors?.[0]?.message ?? 'no data'}`);
  return result.data;
}

/** Groups the user is the only Owner of (User#solo_owned_groups). */
export async function soleOwnedGroupIds(ctx: SubgraphContext, userId: number): Promise<string[]> {
  const data = await run<{ user: { soleOwnedGroups: Array<{ id: string }> } }>(ctx, SOLE_OWNED_GROUPS, { id: String(userId) });
  return data.user.soleOwnedGroups.map((group) => group.id);
}

/** Memberships and the personal namespace go; with `deleteSoleOwnedGroups` the user's own groups too. */
export async function removeCollaborationData(ctx: SubgraphContext, userId: number, deleteSoleOwnedGroups: boolean): Promise<void> {
  await run(ctx, REMOVE_USER_DATA, { userId: String(userId), deleteSoleOwnedGroups });
}

/** The personal namespace follows a changed username or name. */
export async function syncUserNamespace(ctx: SubgraphContext, userId: number): Promise<void> {
  await run(ctx, SYNC_USER_NAMESPACE, { userId: String(userId) });
}

/** Users with access to at least one project (GitLab's project authorizations). */
export async function userIdsWithProjects(ctx: SubgraphContext): Promise<number[]> {
  const data = await run<{ userIdsWithProjects: string[] }>(ctx, USERS_WITH_PROJECTS, {});
  return data.userIdsWithProjects.map(Number);
}
