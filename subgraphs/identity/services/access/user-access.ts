import type { Actor } from '@forgegraph/platform';
import type { User } from '../../entities/user.entity';

/** Whether the caller sees a user's private details: administrators and the user themself. */
export function canSeePrivateDetails(actor: Actor, user: User): boolean {
  return actor.isAdmin || actor.userId === user.id;
}

/** UserPolicy `read_user_profile`: a private profile is readable by its owner and administrators only. */
export function canReadProfile(actor: Actor, user: User): boolean {
  return !user.privateProfile || canSeePrivateDetails(actor, user);
}

/** Following is not supported yet, so a signed-in reader follows nobody; others get no answer. */
export function isFollowedBy(actor: Actor, user: User): boolean | null {
  return actor.userId !== null && canReadProfile(actor, user) ? false : null;
}
