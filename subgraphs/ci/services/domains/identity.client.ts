import { SERVICE_ACTOR, type Actor, type SubgraphContext } from '@forgegraph/platform';

// Identity's GET /users filter (case-insensitive exact username), as the service actor.
const USER_BY_USERNAME = `query CiUserByUsername($username: String!) {
  users(filter: { username: $username }, page: 1, perPage: 1) { nodes { id } }
}`;

/** The id of the user with that username, null when there is none. */
export async function userIdByUsername(ctx: SubgraphContext, username: string): Promise<number | null> {
  const result = await ctx.runtime.engine.execute<{ users: { nodes: Array<{ id: string }> } }>(USER_BY_USERNAME, { username }, SERVICE_ACTOR, ctx.requestId);
  const id = result.data?.users.nodes[0]?.id;
  return id ? Number(id) : null;
}

/** The actor a user acts as when a CI credential (trigger or job token) runs for them; null unless active. */
export async function actorOfUser(ctx: SubgraphContext, userId: number): Promise<Actor | null> {
  const result = await ctx.runtime.engine.execute<{ user: { id: string; username: string; state: string; privateDetails: { isAdmin: boolean } | null } | null }>(
    'query CiUserActor($id: ID!) { user(id: $id) { id username state privateDetails { isAdmin } } }', { id: String(userId) }, SERVICE_ACTOR, ctx.requestId,
  );
  const user = result.data?.user;
  if (!user || user.state !== 'active') return null;
  return { userId, username: user.username, isAdmin: user.privateDetails?.isAdmin ?? false, scopes: ['api'], origin: 'token' };
}
