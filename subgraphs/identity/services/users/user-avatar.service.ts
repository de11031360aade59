import { BadRequestError, FieldErrors, requireUser, type SubgraphContext } from '@forgegraph/platform';
import type { User } from '../../entities/user.entity';
import type { AvatarUploadInput } from '../../schema/avatar.inputs';
import { replaceAvatar } from './user-account.service';
import { avatarFileFrom } from './user-avatar';
import { findUserOrFail } from './user-lookup';

/**
 * PUT /user/avatar (lib/api/users.rb): the caller's own avatar. A refused file is
 * `bad_request!(result[:message])`, the model's full messages: `400 Bad request - Avatar is too big …`.
 */
export async function setCurrentUserAvatar(ctx: SubgraphContext, upload: AvatarUploadInput): Promise<User> {
  requireUser(ctx.actor);
  const user = await findUserOrFail(ctx.em, ctx.actor.userId!);
  const errors = new FieldErrors();
  const avatar = avatarFileFrom(upload, errors)!;
  if (!errors.isEmpty) {
    const messages = (errors.asError().body.message as Record<string, string[]>).avatar.map((message) => `Avatar ${message}`);
    throw BadRequestError.message(`400 Bad request - ${messages.join('. ')}`);
  }
  await replaceAvatar(ctx, user, avatar);
  await ctx.em.flush();
  return user;
}
