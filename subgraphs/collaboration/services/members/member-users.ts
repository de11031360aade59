import { parseRecordId, type SubgraphContext } from '@forgegraph/platform';
import type { AddMembersInput } from '../../schema/member.inputs';
import { directoryUsers, userIdByUsername } from '../domains/identity.client';

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
