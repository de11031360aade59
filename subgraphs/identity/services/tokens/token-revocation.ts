import { BadRequestError, NotFoundError, requireAdmin, requireUser, type Actor, type SubgraphContext, parseRecordId } from '@forgegraph/platform';
import { AccessToken } from '../../entities/access-token.entity';
import { findCurrentToken } from '../access/token-access';
import { findImpersonationToken } from './token-finder';

/**
 * `DELETE /personal_access_tokens/:id`: an unknown id is a record miss (`404 Not found`); a token the
 * caller may not revoke answers `400 Bad request` (PersonalAccessTokens::RevokeService).
 */
export async function revokeToken(ctx: SubgraphContext, id: string): Promise<boolean> {
  requireUser(ctx.actor);
  const tokenId = parseRecordId(id);
  const token = tokenId === null ? null : await ctx.em.findOne(AccessToken, { id: tokenId });
  if (!token) throw NotFoundError.record();
  return revokeIfPermitted(ctx, token);
}

/** `DELETE /personal_access_tokens/self`: any token may revoke itself, whatever its scopes. */
export async function revokeCurrentToken(ctx: SubgraphContext): Promise<boolean> {
  return revokeIfPermitted(ctx, await findCurrentToken(ctx));
}

/** `DELETE /users/:user_id/impersonation_tokens/:impersonation_token_id` (administrators only). */
export async function revokeImpersonationToken(ctx: SubgraphContext, userId: number, id: number): Promise<boolean> {
  requireAdmin(ctx.actor);
  const token = await findImpersonationToken(ctx, userId, id);
  token.revoked = true;
  await ctx.em.flush();
  return true;
}

async function revokeIfPermitted(ctx: SubgraphContext, token: AccessToken): Promise<boolean> {
  if (!canRevokeToken(ctx.actor, token)) throw BadRequestError.message('400 Bad request');
  token.revoked = true;
  await ctx.em.flush();
  return true;
}

/** PersonalAccessTokenPolicy `revoke_token`: administrators, or the owner of a non-impersonation token. */
function canRevokeToken(actor: Actor, token: AccessToken): boolean {
  return actor.isAdmin || (token.userId === actor.userId && !token.impersonation);
}
