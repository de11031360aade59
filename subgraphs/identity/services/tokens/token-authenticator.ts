import { escapeLike, parseRecordId, isNumericRef } from '@forgegraph/platform';
import type { EntityManager } from '@mikro-orm/postgresql';
import { User } from '../../entities/user.entity';
import { revokeTokenFamily } from './token-family';
import { isTokenExpired } from './token-rules';
import { digestToken } from './token-secret';
import { T, type SqlConnectionSource } from '../tables';

/** What the edge learns from a presented token. */
export type TokenCheck =
  | { kind: 'valid'; user: AuthenticatedUser; token: { id: number; scopes: string[]; impersonation: boolean } }
  | { kind: 'unknown' }
  | { kind: 'expired' }
  | { kind: 'revoked' }
  | { kind: 'user_blocked'; reason: string };

export interface AuthenticatedUser {
  id: number;
  username: string;
  admin: boolean;
  state: string;
  /** `YYYY-MM-DD`; the edge records the day's activity once a request has succeeded. */
  lastActivityOn: string | null;
}

/** About the request presenting the token. */
export interface TokenUse {
  /** The client address, remembered as one of the token's `last_used_ips`. */
  ip?: string;
  /** True on `…/access_tokens/(id|self)/rotate`: reusing a revoked token there revokes its whole family. */
  rotation?: boolean;
  /** The instance URL, quoted in the deactivated-account message. */
  externalUrl: string;
}

const LAST_USED_AT_REFRESH_MS = 10 * 60_000;
const LAST_USED_IPS_KEPT = 5;

/**
 * Resolves a personal or impersonation token to its user in GitLab's order (AccessTokenValidationService,
 * then APIGuard#find_current_user!): unknown, expired, revoked, then the account state. A valid use
 * is recorded on the token (PersonalAccessTokens::LastUsedService); the user's activity only once the
 * request succeeded (API::API's `after` hook), by the edge through `recordUserActivity`.
 */
export async function checkToken(em: SqlConnectionSource, presented: string, use: TokenUse): Promise<TokenCheck> {
  const row = await findTokenWithUser(em, digestToken(presented));
  if (!row) return { kind: 'unknown' };
  if (isTokenExpired(row)) return { kind: 'expired' };
  if (row.revoked) {
    if (use.rotation) await revokeTokenFamily(em, row.id);
    return { kind: 'revoked' };
  }
  const blocked = accessDeniedReason(row.state, use.externalUrl);
  if (blocked) return { kind: 'user_blocked', reason: blocked };
  await recordTokenUse(em, row, use.ip);
  return {
    kind: 'valid',
    user: { id: row.userId, username: row.username, admin: row.admin, state: row.state, lastActivityOn: row.lastActivityOn },
    token: { id: row.id, scopes: row.scopes, impersonation: row.impersonation },
  };
}

interface TokenRow {
  id: number;
  userId: number;
  scopes: string[];
  impersonation: boolean;
  revoked: boolean;
  expiresAt: string | null;
  lastUsedAt: Date | null;
  lastUsedIps: string[];
  username: string;
  admin: boolean;
  state: string;
  lastActivityOn: string | null;
}

/** The token and its user in one indexed query: this runs on every authenticated request. */
async function findTokenWithUser(em: SqlConnectionSource, digest: string): Promise<TokenRow | null> {
  const rows = await em.getConnection().execute<Array<Record<string, any>>>(
    `select t.id, t.user_id, t.scopes, t.impersonation, t.revoked, to_char(t.expires_at, 'YYYY-MM-DD') as expires_at,
            t.last_used_at, t.last_used_ips, u.username, u.admin, u.state, to_char(u.last_activity_on, 'YYYY-MM-DD') as last_activity_on
       from ${T.accessTokens} t join ${T.users} u on u.id = t.user_id
      where t.digest = ?`,
    [digest],
  );
  const r = rows[0];
  if (!r) return null;
  return {
    id: r.id, userId: r.user_id, scopes: r.scopes, impersonation: r.impersonation, revoked: r.revoked, expiresAt: r.expires_at,
    lastUsedAt: r.last_used_at ? new Date(r.last_used_at) : null, lastUsedIps: r.last_used_ips ?? [], username: r.username,
    admin: r.admin, state: r.state, lastActivityOn: r.last_activity_on,
  };
}

/** Finds a user for the `Sudo` header: a numeric id or a case-insensitive username. */
export async function findSudoTarget(em: EntityManager, idOrUsername: string): Promise<AuthenticatedUser | null> {
  if (isNumericRef(idOrUsername) && parseRecordId(idOrUsername) === null) return null;
  const where = isNumericRef(idOrUsername) ? { id: parseRecordId(idOrUsername)! } : { username: { $ilike: escapeLike(idOrUsername) } };
  const user = await em.findOne(User, where);
  return user ? { id: user.id, username: user.username, admin: user.admin, state: user.state, lastActivityOn: user.lastActivityOn } : null;
}

/** Gitlab::Auth::UserAccessDeniedReason#rejection_message, for the states that refuse API access. */
function accessDeniedReason(state: string, externalUrl: string): string | null {
  switch (state) {
    case 'blocked_pending_approval':
      return 'Your account is pending approval from your administrator and hence blocked.';
    case 'deactivated':
      return 'Your account has been deactivated by your administrator. '
        + `Please log back in from a web browser to reactivate your account at ${externalUrl}`;
    case 'blocked':
    case 'ldap_blocked':
    case 'banned':
      return 'Your account has been blocked.';
    default:
      return null;
  }
}

/** `last_used_at` at most every 10 minutes; a client address not seen before at once, the last five kept. */
async function recordTokenUse(em: SqlConnectionSource, token: TokenRow, ip: string | undefined): Promise<void> {
  const now = new Date();
  const stale = !token.lastUsedAt || now.getTime() - token.lastUsedAt.getTime() > LAST_USED_AT_REFRESH_MS;
  const ips = ip && !token.lastUsedIps.includes(ip) ? [...token.lastUsedIps, ip].slice(-LAST_USED_IPS_KEPT) : null;
  if (!stale && !ips) return;
  // The builder binds the array as one text[] parameter (raw `?` bindings would expand it).
  const knex = em.getConnection().getKnex();
  await knex.table(knex.raw(T.accessTokens)).where({ id: token.id })
    .update({ last_used_at: stale ? now : token.lastUsedAt, last_used_ips: ips ?? token.lastUsedIps });
}
