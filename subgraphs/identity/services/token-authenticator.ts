import type { EntityManager } from '@mikro-orm/postgresql';
import { AccessToken } from '../entities/access-token.entity';
import { User } from '../entities/user.entity';
import { recordUserActivity } from './activity-recorder';
import { revokeTokenFamily } from './token-family';
import { isTokenExpired } from './token-rules';
import { digestToken } from './token-secret';

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
 * is recorded on the token (PersonalAccessTokens::LastUsedService) and the user (Users::ActivityService).
 */
export async function checkToken(em: EntityManager, presented: string, use: TokenUse): Promise<TokenCheck> {
  const token = await em.findOne(AccessToken, { digest: digestToken(presented) });
  if (!token) return { kind: 'unknown' };
  if (isTokenExpired(token)) return { kind: 'expired' };
  if (token.revoked) {
    if (use.rotation) await revokeTokenFamily(em, token.id);
    return { kind: 'revoked' };
  }
  const user = await em.findOne(User, { id: token.userId });
  if (!user) return { kind: 'unknown' };
  const blocked = accessDeniedReason(user, use.externalUrl);
  if (blocked) return { kind: 'user_blocked', reason: blocked };
  await recordTokenUse(em, token, use.ip);
  await recordUserActivity(em, user);
  return {
    kind: 'valid',
    user: { id: user.id, username: user.username, admin: user.admin, state: user.state },
    token: { id: token.id, scopes: token.scopes, impersonation: token.impersonation },
  };
}

/** Finds a user for the `Sudo` header: a numeric id or a case-insensitive username. */
export async function findSudoTarget(em: EntityManager, idOrUsername: string): Promise<AuthenticatedUser | null> {
  const where = /^\d+$/.test(idOrUsername) ? { id: Number(idOrUsername) } : { username: { $ilike: escapeLike(idOrUsername) } };
  const user = await em.findOne(User, where);
  return user ? { id: user.id, username: user.username, admin: user.admin, state: user.state } : null;
}

/** Gitlab::Auth::UserAccessDeniedReason#rejection_message, for the states that refuse API access. */
function accessDeniedReason(user: User, externalUrl: string): string | null {
  switch (user.state) {
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
async function recordTokenUse(em: EntityManager, token: AccessToken, ip: string | undefined): Promise<void> {
  const now = new Date();
  const stale = !token.lastUsedAt || now.getTime() - token.lastUsedAt.getTime() > LAST_USED_AT_REFRESH_MS;
  const ips = ip && !token.lastUsedIps.includes(ip) ? [...token.lastUsedIps, ip].slice(-LAST_USED_IPS_KEPT) : null;
  if (!stale && !ips) return;
  if (stale) token.lastUsedAt = now;
  if (ips) token.lastUsedIps = ips;
  await em.flush();
}

export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}
