import { BadRequestError, ForbiddenError, requireAdmin, type SubgraphContext } from '@forgegraph/platform';
import { findUserOrFail } from './user-lookup';

/**
 * `PATCH /users/:id/disable_two_factor` (TwoFactor::DestroyService). Administrators' two-factor
 * cannot be disabled through the API, which also covers the calling administrator.
 */
export async function disableTwoFactor(ctx: SubgraphContext, id: string): Promise<boolean> {
  requireAdmin(ctx.actor);
  const user = await findUserOrFail(ctx.em, id);
  if (user.admin) throw ForbiddenError.because('Two-factor authentication for admins cannot be disabled via the API. Use the Rails console');
  if (!user.twoFactorEnabled) throw BadRequestError.because('Two-factor authentication is not enabled for this user');
  user.twoFactorEnabled = false;
  await ctx.em.flush();
  return true;
}
