import type { EntityManager } from '@mikro-orm/postgresql';
import { AccessToken } from '../entities/access-token.entity';
import { User } from '../entities/user.entity';
import { digestToken, todayUtc } from './token-secret';

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

const ACTIVITY_REFRESH_MS = 10 * 60_000;

/**
 * Resolves a personal or impersonation token to its user, and records use: `last_used_at` at most
 * every 10 minutes and the user's `last_activity_on` once a day (GitLab's Users::ActivityService).
 */
export async function checkToken(em: EntityManager, presented: string): Promise<TokenCheck> {
  const token = await em.findOne(AccessToken, { digest: digestToken(presented) });
  if (!token) return { kind: 'unknown' };
  if (token.revoked) return { kind: 'revoked' };
  if (token.expiresAt && token.expiresAt < todayUtc()) return { kind: 'expired' };
  const user = await em.findOne(User, { id: token.userId });
  if (!user) return { kind: 'unknown' };
  const blocked = blockedReason(user);
  if (blocked) return { kind: 'user_blocked', reason: blocked };
  await recordUse(em, token, user);
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

function blockedReason(user: User): string | null {
  switch (user.state) {
    case 'blocked':
    case 'ldap_blocked':
    case 'banned':
      return 'Your account has been blocked.';
    case 'blocked_pending_approval':
      return 'Your account is pending approval from your administrator and hence blocked.';
    default:
      return null;
  }
}

async function recordUse(em: EntityManager, token: AccessToken, user: User): Promise<void> {
  const now = new Date();
  const today = todayUtc(now);
  const stale = !token.lastUsedAt || now.getTime() - token.lastUsedAt.getTime() > ACTIVITY_REFRESH_MS;
  const qb = em.getConnection();
  if (stale) await qb.execute('update "identity"."access_tokens" set "last_used_at" = ? where "id" = ?', [now, token.id]);
  if (user.lastActivityOn !== today || user.state === 'deactivated') {
    // API use re-activates a deactivated user, as GitLab's activity service does.
    await qb.execute(
      `update "identity"."users" set "last_activity_on" = ?, "current_sign_in_at" = coalesce("current_sign_in_at", ?),
         "state" = case when "state" = 'deactivated' then 'active' else "state" end where "id" = ?`,
      [today, now, user.id],
    );
  }
}

export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}
