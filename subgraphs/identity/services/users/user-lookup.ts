import { ConflictError, ForbiddenError, NotFoundError, parseRecordId, type SubgraphContext } from '@forgegraph/platform';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { User } from '../../entities/user.entity';
import { userLoader } from '../loaders';
import { T } from '../tables';

/** `User.find_by(id:) || not_found!('User')`; `lock` takes the row for a state change. */
export async function findUserOrFail(em: EntityManager, id: string | number, options: { lock?: boolean } = {}): Promise<User> {
  const userId = parseRecordId(id);
  const user = userId === null ? null : await em.findOne(User, { id: userId }, options.lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {});
  if (!user) throw NotFoundError.resource('User');
  return user;
}

/**
 * GitLab's conflict checks of POST/PUT /users, in its order: e-mail (any of the user's addresses,
 * case-insensitive), then username (case-insensitive), ignoring the user being updated.
 */
export async function assertNoAccountConflict(em: EntityManager, values: { email?: string | null; username?: string | null }, exceptId = 0): Promise<void> {
  if (values.email && (await isTaken(em, 'email', values.email.trim(), exceptId))) throw ConflictError.message('Email has already been taken');
  if (values.username && (await isTaken(em, 'username', values.username, exceptId))) throw ConflictError.message('Username has already been taken');
}

async function isTaken(em: EntityManager, column: 'email' | 'username', value: string, exceptId: number): Promise<boolean> {
  const rows = await em.getConnection().execute<Array<{ id: number }>>(
    `select "id" from ${T.users} where lower("${column}") = lower(?) and "id" <> ? limit 1`,
    [value, exceptId],
  );
  return rows.length > 0;
}

/** Maps a lost race on the unique indexes to the conflict GitLab would have answered. */
export function conflictFromConstraint(error: unknown): ConflictError | null {
  const constraint = (error as { constraint?: string } | null)?.constraint;
  if (constraint === 'users_email_lower_unique') return ConflictError.message('Email has already been taken');
  if (constraint === 'users_username_lower_unique') return ConflictError.message('Username has already been taken');
  return null;
}

/**
 * `GET /users/:id`: signed-in callers only (`forbidden!('Not authorized!')`, 403 rather than 401),
 * through the request's batched loader. Internal service calls may read any user.
 */
export async function findUserForCaller(ctx: SubgraphContext, id: string): Promise<User> {
  if (ctx.actor.userId === null && ctx.actor.origin !== 'service') throw ForbiddenError.because('Not authorized!');
  const userId = parseRecordId(id);
  const user = userId === null ? null : await userLoader(ctx).load(userId);
  if (!user) throw NotFoundError.resource('User');
  return user;
}
