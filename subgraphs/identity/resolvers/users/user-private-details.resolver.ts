import type { SubgraphContext } from '@forgegraph/platform';
import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import { User } from '../../entities/user.entity';
import { UserIdentityRecord, UserPrivateDetails } from '../../entities/user-private-details';
import { identitiesLoader } from '../../services/users/user-identities';
import { userLoader } from '../../services/loaders';

/** The parts of a user's private details that need other rows, each through a request loader. */
@Resolver(() => UserPrivateDetails)
export class UserPrivateDetailsResolver {
  @FieldResolver(() => [UserIdentityRecord])
  identities(@Root() details: UserPrivateDetails, @Ctx() ctx: SubgraphContext): UserIdentityRecord[] | Promise<UserIdentityRecord[]> {
    // Synchronous when a list preloaded its page (user-page-preload).
    return identitiesLoader(ctx).peek(details.userId);
  }

  @FieldResolver(() => User, { nullable: true, description: 'Administrators only.' })
  createdBy(@Root() details: UserPrivateDetails, @Ctx() ctx: SubgraphContext): User | null | Promise<User | null> {
    return details.createdById === null ? null : userLoader(ctx).peek(Number(details.createdById));
  }
}
