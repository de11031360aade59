import { NotFoundError, type SubgraphContext, query } from '@forgegraph/platform';
import type { EntityManager } from '@mikro-orm/postgresql';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { Namespace } from '../../entities/namespace.entity';
import { directoryLoader } from '../domains/identity.client';
import { T } from '../tables';
import { Visibility } from '../../entities/visibility';

/** Namespace ids come from the sequence first, because `traversal_ids` ends with the row's own id. */
export async function nextNamespaceId(em: EntityManager): Promise<number> {
  const [row] = await query<{ id: number }>(em, `select nextval(pg_get_serial_sequence('${T.namespaces}', 'id'))::int as id`);
  return row.id;
}

export async function findPersonalNamespace(em: EntityManager, userId: number): Promise<Namespace | null> {
  return em.findOne(Namespace, { kind: 'user', ownerId: userId });
}

/**
 * A user's personal namespace, created on first need with path = username and name = the user's
 * name, as GitLab's User#ensure_namespace_correct does.
 */
export async function ensurePersonalNamespace(ctx: SubgraphContext, userId: number): Promise<Namespace> {
  const existing = await findPersonalNamespace(ctx.em, userId);
  if (existing) return existing;
  try {
    await createPersonalNamespace(ctx, ctx.em.fork(), userId);
  } catch (error) {
    if (!(error instanceof UniqueConstraintViolationException)) throw error;
  }
  return (await findPersonalNamespace(ctx.em, userId))!;
}

/**
 * Inserts the namespace through `em`: a fork of its own (a request), or the caller's transaction
 * (a reaction, which must not wait on a second connection). A concurrent creation makes it throw
 * UniqueConstraintViolationException.
 */
export async function createPersonalNamespace(ctx: SubgraphContext, em: EntityManager, userId: number): Promise<void> {
  const user = await directoryLoader(ctx).load(userId);
  if (!user) throw NotFoundError.resource('User');
  const id = await nextNamespaceId(em);
  const path = await freePath(em, user.username);
  em.create(Namespace, {
    id, kind: 'user', name: user.name, path, fullPath: path, fullName: user.name, traversalIds: [id], ownerId: userId,
    visibilityLevel: Visibility.PUBLIC, createdById: userId,
  });
  await em.flush();
}

/** The username, or `username1`, `username2`... when a group already took that top-level path. */
async function freePath(em: EntityManager, username: string): Promise<string> {
  const taken = new Set((await query<{ path: string }>(em,
    `select lower(full_path) as path from ${T.namespaces} where lower(full_path) like ?`, [`${username.toLowerCase()}%`])).map((r) => r.path));
  if (!taken.has(username.toLowerCase())) return username;
  let n = 1;
  while (taken.has(`${username}${n}`.toLowerCase())) n++;
  return `${username}${n}`;
}

/** Queued by identity when a user's username or name changes. */
export const SYNC_USER_NAMESPACE_JOB = 'collaboration-sync-user-namespace';

/**
 * Keeps a personal namespace's path and name in step with its user (User#ensure_namespace_correct):
 * projects follow, since their full paths derive from the namespace. Idempotent.
 */
export async function syncPersonalNamespace(ctx: SubgraphContext, userId: number): Promise<void> {
  const namespace = await findPersonalNamespace(ctx.em, userId);
  const user = namespace ? await directoryLoader(ctx).load(userId) : null;
  if (!namespace || !user) return;
  const path = namespace.path.toLowerCase() === user.username.toLowerCase() ? user.username : await freePath(ctx.em, user.username);
  ctx.em.assign(namespace, { path, fullPath: path, name: user.name, fullName: user.name });
  await ctx.em.flush();
}
