import { BadRequestError, type SubgraphContext } from '@forgegraph/platform';
import type { AccessToken } from '../../entities/access-token.entity';
import { findCurrentToken, findManageableToken } from '../access/token-access';
import { currentLimits, issueToken, type IssuedToken } from './token-issuer';
import { fullMessages, ROTATION_LIFETIME_DAYS, validateTokenDraft } from './token-rules';
import { addDays, todayUtc } from './token-secret';

/** `POST /personal_access_tokens/:id/rotate`. */
export async function rotateToken(ctx: SubgraphContext, id: string, expiresAt: string | null): Promise<IssuedToken> {
  return rotate(ctx, await findManageableToken(ctx, id), expiresAt);
}

/** `POST /personal_access_tokens/self/rotate`. */
export async function rotateCurrentToken(ctx: SubgraphContext, expiresAt: string | null): Promise<IssuedToken> {
  return rotate(ctx, await findCurrentToken(ctx), expiresAt);
}

/**
 * PersonalAccessTokens::RotateService: revokes the token and issues a successor with the same name,
 * description, scopes and kind, atomically. Its failures answer `400 Bad request - <reason>`.
 */
async function rotate(ctx: SubgraphContext, token: AccessToken, expiresAt: string | null): Promise<IssuedToken> {
  if (token.revoked) throw BadRequestError.because('Token already revoked');
  const limits = await currentLimits(ctx);
  const request = {
    name: token.name,
    description: token.description,
    scopes: token.scopes,
    expiresAt: expiresAt ?? (limits.expiryRequired ? addDays(todayUtc(), ROTATION_LIFETIME_DAYS) : null),
  };
  const errors = validateTokenDraft(request, limits);
  if (Object.keys(errors).length) throw BadRequestError.because(fullMessages(errors));
  // One flush writes both rows, and MikroORM's unit of work wraps a flush in one transaction.
  token.revoked = true;
  return issueToken(ctx, request, { userId: token.userId, limits, impersonation: token.impersonation, previousTokenId: token.id });
}
