import { NotFoundError, requireUser, UnauthenticatedError, type Actor, type SubgraphContext, parseRecordId } from '@forgegraph/platform';
import { AccessToken } from '../../entities/access-token.entity';
import { User } from '../../entities/user.entity';

/**
 * Finds a token the caller may manage (`read_user_personal_access_tokens`: their own, or any for an
 * administrator). Only administrators learn that an id does not exist; everyone else gets 401
 * (lib/api/personal_access_tokens.rb).
 */
export async function findManageableToken(ctx: SubgraphContext, id: string): Promise<AccessToken> {
  requireUser(ctx.actor);
  const tokenId = parseRecordId(id);
  const token = tokenId === null ? null : await ctx.em.findOne(AccessToken, { id: tokenId });
  if (token && canManageToken(ctx.actor, token)) return token;
  throw ctx.actor.isAdmin ? NotFoundError.withMessage('404 Not Found') : UnauthenticatedError.create();
}

/** The token that authenticated this request (`/personal_access_tokens/self`). */
export async function findCurrentToken(ctx: SubgraphContext): Promise<AccessToken> {
  requireUser(ctx.actor);
  const token = ctx.actor.tokenId === undefined ? null : await ctx.em.findOne(AccessToken, { id: ctx.actor.tokenId });
  if (!token) throw UnauthenticatedError.create();
  return token;
}

export function canManageToken(actor: Actor, token: AccessToken): boolean {
  return actor.isAdmin || token.userId === actor.userId;
}

/** The user a token route names by `:user_id`: `404 User Not Found` when there is none. */
export async function findTokenOwnerOrFail(ctx: SubgraphContext, userId: number): Promise<User> {
  const user = await ctx.em.findOne(User, { id: userId });
  if (!user) throw NotFoundError.resource('User');
  return user;
}
