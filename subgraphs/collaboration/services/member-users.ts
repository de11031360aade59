import { SERVICE_ACTOR, parseRecordId, type SubgraphContext } from '@forgegraph/platform';
import type { AddMembersInput } from '../schema/member.inputs';
import { directoryUsers } from './identity-directory';

// Identity's GET /users filter (case-insensitive exact username), through the gateway.
const USER_BY_USERNAME = `query CollaborationUserByUsername($username: String!) {
  users(filter: { username: $username }, page: 1, perPage: 1) { nodes { id } }
}`;

export interface MemberUserIds {
  /** Existing users, in the order given. */
  ids: number[];
  /** The given ids or usernames that name no user. */
  missing: string[];
}

/** `user_id` (one or a comma list) or `username` (likewise) → existing user ids. */
export async function resolveMemberUserIds(ctx: SubgraphContext, input: AddMembersInput): Promise<MemberUserIds> {
  const result: MemberUserIds = { ids: [], missing: [] };
  const givenIds = (input.userIds ?? []).map(parseRecordId).filter((id): id is number => id !== null);
  const users = await directoryUsers(ctx, givenIds);
  for (const id of givenIds) {
    if (users.has(id)) result.ids.push(id);
    else result.missing.push(String(id));
  }
  for (const username of input.usernames ?? []) {
    const id = await userIdByUsername(ctx, username);
    if (id === null) result.missing.push(username);
    else result.ids.push(id);
  }
  result.missing.push(...(input.userIds ?? []).filter((id) => parseRecordId(id) === null));
  return result;
}

async function userIdByUsername(ctx: SubgraphContext, username: string): Promise<number | null> {
  const result = await ctx.runtime.engine.execute<{ users: { nodes: Array<{ id: string }> } }>(USER_BY_USERNAME, { username }, SERVICE_ACTOR, ctx.requestId);
  const node = result.data?.users.nodes[0];
  return node ? Number(node.id) : null;
}
