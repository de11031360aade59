import { NotFoundError, parseRecordId, requireAdmin, type SubgraphContext } from '@forgegraph/platform';
import { UserIdentity } from '../../entities/user-identity.entity';
import { User } from '../../entities/user.entity';

/**
 * DELETE /users/:id/identities/:provider (lib/api/users.rb): administrators only; `404 User Not
 * Found` for an unknown user, `404 Identity Not Found` when the user has no identity there.
 */
export async function deleteUserIdentity(ctx: SubgraphContext, userId: string, provider: string): Promise<boolean> {
  requireAdmin(ctx.actor);
  const id = parseRecordId(userId);
  if (id === null || !(await ctx.em.count(User, { id }))) throw NotFoundError.resource('User');
  const identity = await ctx.em.findOne(UserIdentity, { userId: id, provider });
  if (!identity) throw NotFoundError.resource('Identity');
  await ctx.em.remove(identity).flush();
  return true;
}
