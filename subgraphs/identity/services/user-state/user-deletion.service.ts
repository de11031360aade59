import { rm } from 'node:fs/promises';
import { ConflictError, requireAdmin, userAvatarFolder, type SubgraphContext } from '@forgegraph/platform';
import type { EntityManager } from '@mikro-orm/postgresql';
import { User } from '../../entities/user.entity';
import { removeCollaborationData, soleOwnedGroupIds } from '../domains/collaboration.client';
import { findUserOrFail } from '../users/user-lookup';
import { changeUserState } from './user-state.service';
import { T } from '../tables';

export const DELETE_USER_JOB = 'identity-delete-user';

export interface DeleteUserJobData {
  userId: number;
  deletedById: number | null;
  hardDelete: boolean;
}

/** States User#block can leave (a hard delete blocks the account before the worker removes it). */
const BLOCKABLE = ['active', 'deactivated', 'ldap_blocked', 'blocked_pending_approval'];

/**
 * `DELETE /users/:id` (User#delete_async): answered at once, removed by the `identity-delete-user`
 * job. GitLab refuses (409) the sole owner of a group unless `hard_delete`, which deletes those
 * groups too; collaboration owns groups and says which. Deleting yourself is allowed, as in GitLab.
 */
export async function deleteUser(ctx: SubgraphContext, id: string, hardDelete: boolean): Promise<boolean> {
  requireAdmin(ctx.actor);
  const user = await findUserOrFail(ctx.em, id);
  if (!hardDelete && (await soleOwnedGroupIds(ctx, user.id)).length) {
    throw ConflictError.message('User cannot be removed while is the sole-owner of a group');
  }
  await enqueueUserDeletion(ctx, id, hardDelete);
  return true;
}

export async function enqueueUserDeletion(ctx: SubgraphContext, id: string, hardDelete: boolean): Promise<void> {
  if (hardDelete) {
    await changeUserState(ctx, id, (user) => (BLOCKABLE.includes(user.state) ? { to: 'blocked', result: true } : { result: null }));
  }
  const data: DeleteUserJobData = { userId: Number(id), deletedById: ctx.actor.userId, hardDelete };
  await ctx.runtime.jobs.send(DELETE_USER_JOB, data);
}

/**
 * The job: collaboration forgets the user first (memberships, personal namespace, with a hard delete
 * the groups they alone own), so no membership outlives its user; then the account goes. Both
 * steps are idempotent, so a failed run is simply retried.
 */
export async function removeUser(ctx: SubgraphContext, data: DeleteUserJobData): Promise<void> {
  const user = await ctx.em.findOne(User, { id: data.userId });
  if (user?.userType === 'ghost') return;
  await removeCollaborationData(ctx, data.userId, data.hardDelete);
  await removeUserNow(ctx.em, data.userId);
  await rm(userAvatarFolder(ctx.runtime.config.dataDir, data.userId), { recursive: true, force: true });
}

/**
 * Removes the account (its tokens, identities and custom attributes go with it by foreign key) and
 * forgets it as creator of other accounts. Idempotent: a second run finds nothing to delete. The
 * ghost user that keeps deleted users' contributions is never removed.
 */
export async function removeUserNow(em: EntityManager, userId: number): Promise<void> {
  await em.transactional(async (tx) => {
    const connection = tx.getConnection();
    const context = tx.getTransactionContext();
    await connection.execute(`update ${T.users} set "created_by_id" = null where "created_by_id" = ?`, [userId], 'run', context);
    await connection.execute(`delete from ${T.users} where "id" = ? and "user_type" <> 'ghost'`, [userId], 'run', context);
  });
}
