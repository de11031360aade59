import type { Actor } from './actor';
import { ForbiddenError, UnauthenticatedError } from './errors';

/** Access levels (GitLab's Gitlab::Access). */
export const AccessLevel = {
  NO_ACCESS: 0,
  MINIMAL_ACCESS: 5,
  GUEST: 10,
  PLANNER: 15,
  REPORTER: 20,
  DEVELOPER: 30,
  MAINTAINER: 40,
  OWNER: 50,
} as const;

export function requireUser(actor: Actor): asserts actor is Actor & { userId: number } {
  if (actor.userId === null && actor.origin !== 'service') throw UnauthenticatedError.create();
}

/** Administrator-only operations: 401 for anonymous callers, 403 for everyone else who is not an admin. */
export function requireAdmin(actor: Actor): void {
  requireUser(actor);
  if (!actor.isAdmin) throw ForbiddenError.create();
}
