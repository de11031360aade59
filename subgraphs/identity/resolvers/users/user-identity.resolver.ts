import type { SubgraphContext } from '@forgegraph/platform';
import { Arg, Ctx, ID, Mutation, Resolver } from 'type-graphql';
import { deleteUserIdentity } from '../../services/users/user-identity-removal';

@Resolver()
export class UserIdentityResolver {
  @Mutation(() => Boolean, { description: "Unlinks the user's identity at `provider` (administrators)." })
  deleteUserIdentity(@Arg('userId', () => ID) userId: string, @Arg('provider', () => String) provider: string, @Ctx() ctx: SubgraphContext): Promise<boolean> {
    return deleteUserIdentity(ctx, userId, provider);
  }
}
