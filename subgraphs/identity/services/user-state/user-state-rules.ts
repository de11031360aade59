import { ForbiddenError } from '@forgegraph/platform';
import type { User } from '../../entities/user.entity';
import { NON_INTERNAL_USER_TYPES } from '../user-list/user-finder';
import type { StateChange } from './user-state.service';

/** States where User#blocked? is true. */
const BLOCKED_STATES = new Set(['blocked', 'ldap_blocked', 'blocked_pending_approval', 'banned']);
/** User::MINIMUM_DAYS_CREATED: a never-active user younger than this cannot be deactivated. */
const MINIMUM_DAYS_CREATED = 7;
const DAY_MS = 86_400_000;

export function isBlocked(user: User): boolean {
  return BLOCKED_STATES.has(user.state);
}

/** Ghost, support and other bot accounts GitLab runs itself. */
export function isInternal(user: User): boolean {
  return !NON_INTERNAL_USER_TYPES.includes(user.userType);
}

/** `render_api_error!(message, 403)`: a service's message without the `403 Forbidden - ` prefix. */
export function forbiddenWithMessage(message: string): ForbiddenError {
  return new ForbiddenError('FORBIDDEN', message, { message });
}

/** User#no_recent_activity?: last active before the dormancy period, or (never active) created a week ago. */
function hasNoRecentActivity(user: User, periodDays: number, now: Date): boolean {
  if (user.lastActivityOn) return user.lastActivityOn <= new Date(now.getTime() - periodDays * DAY_MS).toISOString().slice(0, 10);
  return user.createdAt.getTime() <= now.getTime() - MINIMUM_DAYS_CREATED * DAY_MS;
}

/** `POST /users/:id/deactivate` (Users::DeactivateService); an already deactivated user answers `null`. */
export function deactivateRule(periodDays: number, now = new Date()) {
  return (user: User): StateChange => {
    if (user.state === 'deactivated') return { result: null };
    if (isBlocked(user)) throw forbiddenWithMessage('Error occurred. A blocked user cannot be deactivated');
    if (isInternal(user)) throw forbiddenWithMessage('Internal users cannot be deactivated');
    if (!hasNoRecentActivity(user, periodDays, now)) {
      throw forbiddenWithMessage(`The user you are trying to deactivate has been active in the past ${periodDays} days and cannot be deactivated`);
    }
    return { to: 'deactivated', result: true };
  };
}
