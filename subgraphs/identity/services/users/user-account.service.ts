import { EventKinds, publishEvent, requireAdmin, type SubgraphContext } from '@forgegraph/platform';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { User } from '../../entities/user.entity';
import type { CreateUserInput, UpdateUserInput } from '../../schema/user.inputs';
import { syncUserNamespace } from '../domains/collaboration.client';
import { applyProfile, attributesOf, ensureRightsAndLimits, userDefaults, verifiedEmailsOf } from './user-attributes';
import { avatarFileFrom, storeUserAvatar, type AvatarFile } from './user-avatar';
import { assertIdentityAvailable, assignIdentity, buildIdentity } from './user-identities';
import { assertNoAccountConflict, conflictFromConstraint, findUserOrFail } from './user-lookup';
import { hashPassword, randomPassword } from './user-password';
import { normalizeEmail, validateUser } from './user-rules';
import { SCHEMA } from '../tables';

/**
 * `POST /users` (Users::AuthorizedCreateService): administrators only; conflicts answer 409 before
 * validation errors answer 400. `reset_password` and `force_random_password` win over `password`.
 */
export async function createUser(ctx: SubgraphContext, input: CreateUserInput): Promise<User> {
  requireAdmin(ctx.actor);
  await assertNoAccountConflict(ctx.em, input);
  const defaults = userDefaults(await ctx.runtime.settings.current());
  const generated = Boolean(input.resetPassword || input.forceRandomPassword);
  const password = generated ? randomPassword() : input.password ?? null;
  const now = new Date();
  const user = ctx.em.create(User, {
    email: normalizeEmail(input.email),
    username: input.username,
    name: input.name.trim(),
    createdById: ctx.actor.userId,
    confirmedAt: input.skipConfirmation ? now : null,
    projectsLimit: defaults.projectsLimit,
    canCreateGroup: defaults.canCreateGroup,
    external: defaults.external,
    privateProfile: defaults.privateProfile,
    passwordAutomaticallySet: generated,
    resetPasswordSentAt: input.resetPassword ? now : null,
  }, { persist: false });
  applyProfile(user, input, defaults);
  ensureRightsAndLimits(user, input, defaults);
  const minimumPasswordLength = await minimumPasswordLengthOf(ctx);
  const errors = validateUser(attributesOf(user), {
    password, passwordRequired: true, minimumPasswordLength, usernameChanged: true, verifiedEmails: verifiedEmailsOf(user, ctx.runtime.config.externalUrl),
  });
  const avatar = avatarFileFrom(input.avatar, errors);
  errors.throwIfAny();
  await assertIdentityAvailable(ctx.em, input);
  user.passwordDigest = password ? await hashPassword(password) : null;
  user.avatar = avatar?.filename ?? null;
  return insertUser(ctx.em, user, { input, avatar, dataDir: ctx.runtime.config.dataDir });
}

/** `PUT /users/:id` (Users::UpdateService): absent fields are kept, `null` clears, `false` is false. */
export async function updateUser(ctx: SubgraphContext, id: string, input: UpdateUserInput): Promise<User> {
  requireAdmin(ctx.actor);
  const user = await findUserOrFail(ctx.em, id);
  await assertNoAccountConflict(ctx.em, input, user.id);
  const defaults = userDefaults(await ctx.runtime.settings.current());
  const wasExternal = user.external;
  const previousUsername = user.username;
  const previousName = user.name;
  if (input.name !== undefined) user.name = (input.name ?? '').trim();
  if (input.username !== undefined) user.username = input.username ?? '';
  applyProfile(user, input, defaults);
  if (user.external !== wasExternal) ensureRightsAndLimits(user, input, defaults);
  const pendingEmail = input.email === undefined || input.email === null ? undefined : normalizeEmail(input.email);
  const errors = validateUser(attributesOf(user, pendingEmail), {
    password: input.password,
    passwordRequired: false,
    minimumPasswordLength: await minimumPasswordLengthOf(ctx),
    usernameChanged: user.username !== previousUsername,
    verifiedEmails: verifiedEmailsOf(user, ctx.runtime.config.externalUrl),
  });
  const avatar = avatarFileFrom(input.avatar, errors);
  errors.throwIfAny();
  if (pendingEmail !== undefined) changeEmail(user, pendingEmail, input.skipReconfirmation === true);
  if (input.password) await changePassword(user, input.password, ctx.actor.userId);
  await assignIdentity(ctx.em, user, input);
  if (avatar) await replaceAvatar(ctx, user, avatar);
  // One flush is one transaction: the user row and its identity change together.
  await flushMappingConflicts(() => ctx.em.flush());
  // User#ensure_namespace_correct: the personal namespace, which collaboration owns, follows at once.
  if (user.username !== previousUsername || user.name !== previousName) await syncUserNamespace(ctx, user.id);
  return user;
}

/** Devise reconfirmable: a new address waits in `unconfirmed_email` unless reconfirmation is skipped. */
function changeEmail(user: User, email: string, skipReconfirmation: boolean): void {
  if (email === user.email) {
    user.unconfirmedEmail = null;
    return;
  }
  if (skipReconfirmation) {
    user.email = email;
    user.unconfirmedEmail = null;
  } else {
    user.unconfirmedEmail = email;
  }
}

/** An administrator setting someone else's password expires it, forcing a change at next sign-in. */
async function changePassword(user: User, password: string, actorId: number | null): Promise<void> {
  user.passwordDigest = await hashPassword(password);
  user.passwordAutomaticallySet = false;
  user.passwordExpiresAt = actorId === user.id ? null : new Date();
}

interface NewUserParts {
  input: CreateUserInput;
  avatar: AvatarFile | null;
  dataDir: string;
}

/** The new row, its identity and its avatar file in one transaction (both need the user's id). */
async function insertUser(em: EntityManager, user: User, { input, avatar, dataDir }: NewUserParts): Promise<User> {
  await flushMappingConflicts(() => em.transactional(async (tx) => {
    tx.persist(user);
    await tx.flush();
    buildIdentity(tx, user, input);
    await tx.flush();
    if (avatar) await storeUserAvatar(dataDir, user.id, avatar);
    await publishUserCreated(tx, user);
  }));
  return user;
}

/** Announces a new account: collaboration creates its personal namespace (GitLab creates it with the user). */
export function publishUserCreated(em: EntityManager, user: User): Promise<void> {
  return publishEvent(em, SCHEMA, { kind: EventKinds.userCreated, payload: { id: String(user.id), userId: user.id, username: user.username } });
}

async function flushMappingConflicts(flush: () => Promise<unknown>): Promise<void> {
  try {
    await flush();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) throw conflictFromConstraint(error) ?? error;
    throw error;
  }
}

/** Stores the new avatar file, then points the user at it (flushed by the caller). */
export async function replaceAvatar(ctx: SubgraphContext, user: User, avatar: AvatarFile): Promise<void> {
  await storeUserAvatar(ctx.runtime.config.dataDir, user.id, avatar);
  user.avatar = avatar.filename;
}

async function minimumPasswordLengthOf(ctx: SubgraphContext): Promise<number> {
  return (await ctx.runtime.settings.current()).minimum_password_length ?? 8;
}

