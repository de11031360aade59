import { ForbiddenError, publishEvent, requireAdmin, type Actor, type SubgraphContext } from '@forgegraph/platform';
import type { User, UserState } from '../../entities/user.entity';
import { auditedBy, upsertCustomAttribute } from '../users/user-custom-attributes.service';
import { findUserOrFail } from '../users/user-lookup';
import { forbiddenWithMessage, isBlocked, isInternal } from './user-state-rules';

/** What a state operation decided: the new state (if any), the API's answer, an audit attribute. */
export interface StateChange {
  to?: UserState;
  /** GitLab's body: `true`, `false`, or `null` where the endpoint `break`s early. */
  result: boolean | null;
  audit?: string;
}

type Rule = (user: User, actor: Actor) => StateChange;

/**
 * Runs a state rule on the locked user row and, when it moves the state, saves the change and
 * publishes `user_state_changed` in the same transaction (NOTIFY is delivered only on commit).
 */
export async function changeUserState(ctx: SubgraphContext, id: string, rule: Rule): Promise<boolean | null> {
  return ctx.em.transactional(async (tx) => {
    const user = await findUserOrFail(tx, id, { lock: true });
    const change = rule(user, ctx.actor);
    if (!change.to || change.to === user.state) return change.result;
    user.state = change.to;
    if (change.audit) await upsertCustomAttribute(tx, user.id, change.audit, auditedBy(ctx.actor));
    await tx.flush();
    await publishEvent(tx, 'identity', { kind: 'user_state_changed', payload: { id: String(user.id) } });
    return change.result;
  });
}

/** `POST /users/:id/block` (Users::BlockService); an already blocked user answers `null`. */
export const blockRule: Rule = (user, actor) => {
  if (user.state === 'ldap_blocked') throw ForbiddenError.because('LDAP blocked users cannot be modified by the API');
  if (actor.userId === user.id) throw ForbiddenError.because('The API initiating user cannot be blocked by the API');
  if (isBlocked(user)) return { result: null };
  if (isInternal(user)) throw forbiddenWithMessage('An internal user cannot be blocked');
  return { to: 'blocked', result: true, audit: 'blocked_by' };
};

/** `POST /users/:id/unblock` (Users::UnblockService): `false` when there was nothing to unblock. */
export const unblockRule: Rule = (user) => {
  if (user.state === 'ldap_blocked') throw ForbiddenError.because('LDAP blocked users cannot be unblocked by the API');
  if (user.state === 'deactivated') throw ForbiddenError.because('Deactivated users cannot be unblocked by the API');
  if (!isBlocked(user)) return { result: false };
  return { to: 'active', result: true, audit: 'unblocked_by' };
};

/** `POST /users/:id/activate` (Users::ActivateService). */
export const activateRule: Rule = (user) => {
  if (isBlocked(user)) throw forbiddenWithMessage('Error occurred. A blocked user must be unblocked to be activated');
  return { to: 'active', result: true };
};

/** `POST /users/:id/ban` (Users::BanService): only active users. */
export const banRule: Rule = (user) => {
  if (user.state !== 'active') throw forbiddenWithMessage(`You cannot ban ${user.state} users.`);
  return { to: 'banned', result: true };
};

/** `POST /users/:id/unban` (Users::UnbanService): only banned users. */
export const unbanRule: Rule = (user) => {
  if (user.state !== 'banned') throw forbiddenWithMessage(`You cannot unban ${user.state} users.`);
  return { to: 'active', result: true };
};

/** The administrator-only state operations run `authenticated_as_admin!` before the user lookup. */
export function changeUserStateAsAdmin(ctx: SubgraphContext, id: string, rule: Rule): Promise<boolean | null> {
  requireAdmin(ctx.actor);
  return changeUserState(ctx, id, rule);
}
