import type { AccessTokenFields, NewAccessTokenFields } from '../operations/fragments/access-token';

/** Entities::PersonalAccessToken: list items. */
export function presentPersonalAccessToken(token: AccessTokenFields) {
  return {
    id: Number(token.id),
    name: token.name,
    revoked: token.revoked,
    created_at: token.createdAt,
    description: token.description,
    scopes: token.scopes,
    user_id: Number(token.userId),
    last_used_at: token.lastUsedAt,
    active: token.active,
    expires_at: token.expiresAt,
  };
}

/** Entities::PersonalAccessTokenWithLastUsedIps: `GET /personal_access_tokens/:id` and `/self`. */
export function presentPersonalAccessTokenWithLastUsedIps(token: AccessTokenFields) {
  return { ...presentPersonalAccessToken(token), last_used_ips: token.lastUsedIps };
}

/** Entities::PersonalAccessTokenWithToken: create and rotate answers, the only ones carrying the value. */
export function presentPersonalAccessTokenWithToken(created: NewAccessTokenFields) {
  return { ...presentPersonalAccessToken(created.accessToken), token: created.token };
}

/** Entities::ImpersonationToken. */
export function presentImpersonationToken(token: AccessTokenFields) {
  return { ...presentPersonalAccessToken(token), impersonation: token.impersonation };
}

/** Entities::ImpersonationTokenWithToken. */
export function presentImpersonationTokenWithToken(created: NewAccessTokenFields) {
  return { ...presentImpersonationToken(created.accessToken), token: created.token };
}
