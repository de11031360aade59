import type { SubgraphContext } from '@forgegraph/platform';
import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import { User } from '../../entities/user.entity';
import { AvatarUploadInput } from '../../schema/avatar.inputs';
import { setCurrentUserAvatar } from '../../services/users/user-avatar.service';

@Resolver()
export class UserAvatarResolver {
  @Mutation(() => User, { description: "Replaces the caller's avatar." })
  setCurrentUserAvatar(@Arg('avatar', () => AvatarUploadInput) avatar: AvatarUploadInput, @Ctx() ctx: SubgraphContext): Promise<User> {
    return setCurrentUserAvatar(ctx, avatar);
  }
}
