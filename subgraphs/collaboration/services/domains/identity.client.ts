import { byKeys, SERVICE_ACTOR, type SubgraphContext } from '@forgegraph/platform';

// Every call collaboration makes to the identity domain, through the gateway as the internal service
// actor; `directoryLoader` is the one per-request loader of identity's users.

/** What collaboration needs to know about users, as the identity subgraph serves it. */
export interface DirectoryUser {
  id: number;
  username: string;
  name: string;
  state: string;
  createdAt: string;
  lastActivityOn: string | null;
  currentSignInAt: string | null;
  lastSignInAt: string | null;
  canCreateGroup: boolean;
  isAdmin: boolean;
  publicEmail: string | null;
  avatarUrl: string | null;
  privateProfile: boolean;
}

// Identity's GET /users filter (case-insensitive exact username).
const USER_BY_USERNAME = `query CollaborationUserByUsername($username: String!) {
  users(filter: { username: $username }, page: 1, perPage: 1) { nodes { id } }
}`;

// `usersByIds` returns User references from this subgraph; the gateway resolves their fields from
// identity in one `_entities` batch (no SQL crosses schemas: ARCHITECTURE §3).
const USERS_BY_IDS = `query CollaborationDirectory($ids: [ID!]!) {
  usersByIds(ids: $ids) {
    id username name state createdAt publicEmail avatarUrl privateProfile
    privateDetails { lastActivityOn currentSignInAt lastSignInAt canCreateGroup isAdmin }
  }
}`;

interface UserNode {
  id: string;
  username: string;
  name: string;
  state: string;
  createdAt: string;
  publicEmail: string | null;
  avatarUrl: string | null;
  privateProfile: boolean | null;
  privateDetails: { lastActivityOn: string | null; currentSignInAt: string | null; lastSignInAt: string | null; canCreateGroup: boolean; isAdmin: boolean } | null;
}

/**
 * Users by id through the gateway, as the internal service actor (administrator view, so sign-in
 * and activity dates are included). One gateway operation per request batch; missing users are null.
 */
export function directoryLoader(ctx: SubgraphContext) {
  return ctx.loaders.get<number, DirectoryUser | null>('collaboration.directory', async (ids) => {
    const result = await ctx.runtime.engine.execute<{ usersByIds: Array<UserNode | null> }>(
      USERS_BY_IDS, { ids: ids.map(String) }, SERVICE_ACTOR, ctx.requestId);
    if (!result.data?.usersByIds) throw new Error(`user directory unavailable: ${result.errors?.[0]?.message}`);
    const users = result.data.usersByIds.filter((u): u is UserNode => u !== null).map(toDirectoryUser);
    return byKeys(ids, users, (u) => u.id);
  });
}

function toDirectoryUser(node: UserNode): DirectoryUser {
  const details = node.privateDetails;
  return {
    id: Number(node.id),
    username: node.username,
    name: node.name,
    state: node.state,
    createdAt: node.createdAt,
    lastActivityOn: details?.lastActivityOn ?? null,
    currentSignInAt: details?.currentSignInAt ?? null,
    lastSignInAt: details?.lastSignInAt ?? null,
    canCreateGroup: details?.canCreateGroup ?? true,
    isAdmin: details?.isAdmin ?? false,
    publicEmail: node.publicEmail ?? null,
    avatarUrl: node.avatarUrl ?? null,
    privateProfile: node.privateProfile ?? false,
  };
}

export async function directoryUsers(ctx: SubgraphContext, ids: number[]): Promise<Map<number, DirectoryUser>> {
  const users = await directoryLoader(ctx).loadMany(ids);
  const map = new Map<number, DirectoryUser>();
  for (const user of users) if (user && !(user instanceof Error)) map.set(user.id, user);
  return map;
}

/** GitLab's User.search for member lists: name or username containing the term, case-insensitive. */
export function matchesUserSearch(user: DirectoryUser | undefined, term: string): boolean {
  if (!user) return false;
  const needle = term.toLowerCase();
  return user.name.toLowerCase().includes(needle) || user.username.toLowerCase().includes(needle);
}

/** The id of the user with this username (case-insensitive), or null. */
export async function userIdByUsername(ctx: SubgraphContext, username: string): Promise<number | null> {
  const result = await ctx.runtime.engine.execute<{ users: { nodes: Array<{ id: string }> } }>(USER_BY_USERNAME, { username }, SERVICE_ACTOR, ctx.requestId);
  const node = result.data?.users.nodes[0];
  return node ? Number(node.id) : null;
}
