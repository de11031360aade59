import { requireAdmin, type SubgraphContext } from '@forgegraph/platform';
import type { EntityManager } from '@mikro-orm/postgresql';
import { findUserOrFail } from './user-lookup';
import { changeUserState } from './user-state.service';

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
 * job. GitLab refuses (409) a sole group owner unless `hard_delete`; groups belong to collaboration,
 * which has none yet, so every user can be removed. Deleting yourself is allowed, as in GitLab.
 */
export async function deleteUser(ctx: SubgraphContext, id: string, hardDelete: boolean): Promise<boolean> {
  requireAdmin(ctx.actor);
  await findUserOrFail(ctx.em, id);
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
 * Removes the account (its tokens, identities and custom attributes go with it by foreign key) and
 * forgets it as creator of other accounts. Idempotent: a second run finds nothing to delete. The
 * ghost user that keeps deleted users' contributions is never removed.
 */
export async function removeUserNow(em: EntityManager, userId: number): Promise<void> {
  await em.transactional(async (tx) => {
    const connection = tx.getConnection();
    const context = tx.getTransactionContext();
    await connection.execute('update "identity"."users" set "created_by_id" = null where "created_by_id" = ?', [userId], 'run', context);
    await connection.execute(`delete from "identity"."users" where "id" = ? and "user_type" <> 'ghost'`, [userId], 'run', context);
  });
}
