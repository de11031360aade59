import {
  BadRequestError, requireAdmin, requireUser, UnprocessableError, ValidationFailedError, type SubgraphContext,
} from '@forgegraph/platform';
import { AccessToken } from '../../entities/access-token.entity';
import { findTokenOwnerOrFail } from '../access/token-access';
import { AVAILABLE_SCOPES, fullMessages, SELF_SERVICE_SCOPES, tokenLimits, validateTokenDraft, type TokenLimits } from './token-rules';
import { addDays, digestToken, generateToken, todayUtc } from './token-secret';

export interface TokenRequest {
  name: string;
  description?: string | null;
  scopes: string[];
  /** `YYYY-MM-DD`; absent: the route's default. */
  expiresAt?: string | null;
}

/** A freshly made token: the only moment its value exists outside the client. */
export interface IssuedToken {
  token: string;
  accessToken: AccessToken;
}

/** `POST /users/:user_id/personal_access_tokens` (PersonalAccessTokens::CreateService, administrators only). */
export async function createPersonalAccessToken(ctx: SubgraphContext, userId: number, request: TokenRequest): Promise<IssuedToken> {
  requireAdmin(ctx.actor);
  requireScopesWithin(request.scopes, AVAILABLE_SCOPES);
  const user = await findTokenOwnerOrFail(ctx, userId);
  const limits = await currentLimits(ctx);
  // Without expires_at the token gets the longest lifetime allowed (doc/api/user_tokens.md).
  const expiresAt = request.expiresAt ?? limits.maxExpiresAt;
  return issueOrUnprocessable(ctx, { ...request, expiresAt }, { userId: user.id, limits });
}

/** `POST /user/personal_access_tokens`: the caller's own token, `k8s_proxy` only, valid through today by default. */
export async function createOwnPersonalAccessToken(ctx: SubgraphContext, request: TokenRequest): Promise<IssuedToken> {
  requireUser(ctx.actor);
  requireScopesWithin(request.scopes, SELF_SERVICE_SCOPES);
  const limits = await currentLimits(ctx);
  // `default: -> { 1.day.from_now.to_date }`: expiring at 00:00 UTC tomorrow, i.e. at the end of today.
  const expiresAt = request.expiresAt ?? addDays(todayUtc(), 1);
  return issueOrUnprocessable(ctx, { ...request, expiresAt }, { userId: ctx.actor.userId, limits });
}

/** `POST /users/:user_id/impersonation_tokens`: model validation failures answer 400 with the field map. */
export async function createImpersonationToken(ctx: SubgraphContext, userId: number, request: TokenRequest): Promise<IssuedToken> {
  requireAdmin(ctx.actor);
  const user = await findTokenOwnerOrFail(ctx, userId);
  const limits = await currentLimits(ctx);
  const draft = { ...request, expiresAt: request.expiresAt ?? null };
  const errors = validateTokenDraft(draft, limits);
  if (Object.keys(errors).length) throw ValidationFailedError.fields(errors);
  return issueToken(ctx, draft, { userId: user.id, limits, impersonation: true });
}

export interface IssueOptions {
  userId: number;
  limits: TokenLimits;
  impersonation?: boolean;
  previousTokenId?: number;
}

/** Stores the digest of a new random token with the configured prefix and returns the value once. */
export async function issueToken(ctx: SubgraphContext, request: TokenRequest, options: IssueOptions): Promise<IssuedToken> {
  const token = generateToken(options.limits.prefix);
  const accessToken = ctx.em.create(AccessToken, {
    userId: options.userId,
    name: request.name,
    description: request.description ?? null,
    scopes: request.scopes,
    digest: digestToken(token),
    impersonation: options.impersonation ?? false,
    expiresAt: request.expiresAt ?? null,
    previousTokenId: options.previousTokenId ?? null,
  });
  await ctx.em.flush();
  return { token, accessToken };
}

export async function currentLimits(ctx: SubgraphContext): Promise<TokenLimits> {
  return tokenLimits(await ctx.runtime.settings.current());
}

async function issueOrUnprocessable(ctx: SubgraphContext, request: TokenRequest, options: IssueOptions): Promise<IssuedToken> {
  const errors = validateTokenDraft({ ...request, expiresAt: request.expiresAt ?? null }, options.limits);
  // CreateService failures reach the API as `render_api_error!(message, :unprocessable_entity)`.
  if (Object.keys(errors).length) throw UnprocessableError.message(fullMessages(errors));
  return issueToken(ctx, request, options);
}

/** Grape's `values:` check on `scopes[]`, reported before any lookup as GitLab does. */
function requireScopesWithin(scopes: string[], allowed: readonly string[]): void {
  if (!scopes.every((scope) => allowed.includes(scope))) throw BadRequestError.param('scopes does not have a valid value');
}
