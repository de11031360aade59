import { pageInfo, requireAdmin, type Page, type PageArgs, type SubgraphContext } from '@forgegraph/platform';
import type { UserMembership } from '../entities/user-membership';
import { findUserOrFail } from './user-lookup';

/**
 * `GET /users/:user_id/memberships`: administrators only, the user must exist. Memberships live in
 * collaboration; until it contributes `User.memberships` through federation the list is empty.
 */
export async function listUserMemberships(ctx: SubgraphContext, userId: string, args: PageArgs): Promise<Page<UserMembership>> {
  requireAdmin(ctx.actor);
  await findUserOrFail(ctx.em, userId);
  return { nodes: [], pageInfo: pageInfo(args, 0) };
}
