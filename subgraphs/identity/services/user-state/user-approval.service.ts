import { ConflictError, type SubgraphContext } from '@forgegraph/platform';
import { changeUserState } from './user-state.service';
import { forbiddenWithMessage } from './user-state-rules';
import { enqueueUserDeletion } from './user-deletion.service';

const PENDING = 'blocked_pending_approval';

/**
 * `POST /users/:id/approve` (Users::ApproveService): the user is looked up before the caller's
 * rights are checked, so a missing user is a 404 even for non-administrators.
 */
export async function approveUser(ctx: SubgraphContext, id: string): Promise<boolean> {
  await changeUserState(ctx, id, (user, actor) => {
    if (!actor.isAdmin) throw forbiddenWithMessage('You are not allowed to approve a user');
    if (user.state !== PENDING) throw ConflictError.message('The user you are trying to approve is not pending approval');
    return { to: 'active', result: true };
  });
  return true;
}

/**
 * `POST /users/:id/reject` (Users::RejectService): a pending user is blocked at once and hard-deleted
 * in the background (`delete_async(hard_delete: true)`).
 */
export async function rejectUser(ctx: SubgraphContext, id: string): Promise<boolean> {
  await changeUserState(ctx, id, (user, actor) => {
    if (!actor.isAdmin) throw forbiddenWithMessage('You are not allowed to reject a user');
    if (user.state !== PENDING) throw ConflictError.message('This user does not have a pending request');
    return { to: 'blocked', result: true };
  });
  await enqueueUserDeletion(ctx, id, true);
  return true;
}
