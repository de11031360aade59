import type { ApplicationSettings } from '@forgegraph/platform';
import { addDays, todayUtc } from './token-secret';

/**
 * Every scope a personal or impersonation token may hold (Gitlab::Auth.all_available_scopes: API,
 * repository, registry, virtual registry, observability and Duo scopes, then the admin scopes).
 */
export const AVAILABLE_SCOPES: readonly string[] = [
  'api', 'read_api', 'read_user', 'create_runner', 'manage_runner', 'k8s_proxy', 'self_rotate',
  'read_repository', 'write_repository', 'read_registry', 'write_registry',
  'read_virtual_registry', 'write_virtual_registry', 'read_observability', 'write_observability', 'ai_features',
  'sudo', 'admin_mode', 'read_service_ping',
];

/** The only scope `POST /user/personal_access_tokens` grants (lib/api/users.rb, GitLab 16.5+). */
export const SELF_SERVICE_SCOPES: readonly string[] = ['k8s_proxy'];

/** PersonalAccessToken::MAX_PERSONAL_ACCESS_TOKEN_LIFETIME_IN_DAYS. */
export const MAX_LIFETIME_DAYS = 365;

/** A rotated token lives one week unless told otherwise (PersonalAccessTokens::RotateService). */
export const ROTATION_LIFETIME_DAYS = 7;

export interface TokenLimits {
  /** `require_personal_access_token_expiry` (default true): without it tokens may never expire. */
  expiryRequired: boolean;
  /** The latest allowed `expires_at`, or null when no limit applies. */
  maxExpiresAt: string | null;
  prefix: string;
}

/** The instance's token limits as of `today` (the EE `max_personal_access_token_lifetime` narrows the default). */
export function tokenLimits(settings: ApplicationSettings, today = todayUtc()): TokenLimits {
  const expiryRequired = settings.require_personal_access_token_expiry !== false;
  const configured = Number(settings.max_personal_access_token_lifetime);
  const days = Number.isInteger(configured) && configured > 0 ? Math.min(configured, MAX_LIFETIME_DAYS) : MAX_LIFETIME_DAYS;
  return {
    expiryRequired,
    maxExpiresAt: expiryRequired ? addDays(today, days) : null,
    prefix: typeof settings.personal_access_token_prefix === 'string' ? settings.personal_access_token_prefix : 'glpat-',
  };
}

/** Field → messages, in the order GitLab's validations add them. */
export type TokenErrors = Record<string, string[]>;

export interface TokenDraft {
  name: string;
  description?: string | null;
  scopes: string[];
  expiresAt: string | null;
}

/** `validates :description, length: { maximum: 255 }` (doc/api/user_tokens.md). */
export const MAX_DESCRIPTION_LENGTH = 255;

/**
 * PersonalAccessToken's model validations, in GitLab's order: name and scopes present, expires_at
 * present when required, scopes known, expires_at within the lifetime limit, description length.
 */
export function validateTokenDraft(draft: TokenDraft, limits: TokenLimits): TokenErrors {
  const errors: TokenErrors = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  if (!draft.name.trim()) add('name', "can't be blank");
  if (!draft.scopes.length) add('scopes', "can't be blank");
  if (!draft.expiresAt && limits.expiryRequired) add('expires_at', "can't be blank");
  if (!draft.scopes.every((scope) => AVAILABLE_SCOPES.includes(scope))) add('scopes', 'can only contain available scopes');
  if (draft.expiresAt && limits.maxExpiresAt && draft.expiresAt > limits.maxExpiresAt) {
    add('expires_at', `must be before ${limits.maxExpiresAt}`);
  }
  if ((draft.description?.length ?? 0) > MAX_DESCRIPTION_LENGTH) add('description', `is too long (maximum is ${MAX_DESCRIPTION_LENGTH} characters)`);
  return errors;
}

/** Rails' `errors.full_messages.to_sentence`, with GitLab's attribute names. */
export function fullMessages(errors: TokenErrors): string {
  const names: Record<string, string> = { name: 'Name', description: 'Description', scopes: 'Scopes', expires_at: 'Expiration date' };
  const messages = Object.entries(errors).flatMap(([field, list]) => list.map((m) => `${names[field] ?? field} ${m}`));
  if (messages.length <= 2) return messages.join(' and ');
  return `${messages.slice(0, -1).join(', ')}, and ${messages[messages.length - 1]}`;
}

/** GitLab's `active?`: not revoked and not expired (expired from 00:00 UTC of `expires_at`). */
export function isTokenActive(token: { revoked: boolean; expiresAt: string | null }, today = todayUtc()): boolean {
  return !token.revoked && !isTokenExpired(token, today);
}

export function isTokenExpired(token: { expiresAt: string | null }, today = todayUtc()): boolean {
  return token.expiresAt !== null && token.expiresAt <= today;
}
