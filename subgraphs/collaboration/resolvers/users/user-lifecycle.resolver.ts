import type { SubgraphContext } from '@forgegraph/platform';
import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { followUserRename, forgetDeletedUser, userIdsWithProjects } from '../../services/lifecycle/user-lifecycle.service';

/** Operations identity runs as the internal service actor when users are deleted, renamed or listed. */
@Resolver()
export class UserLifecycleResolver {
  @Mutation(() => Boolean, { description: "Removes a deleted user's memberships and personal namespace; administrators only." })
  removeUserData(
    @Arg('userId', () => ID) userId: string,
    @Arg('deleteSoleOwnedGroups', () => Boolean, { defaultValue: false }) deleteSoleOwnedGroups: boolean,
    @Ctx() ctx: SubgraphContext,
  ): Promise<boolean> {
    return forgetDeletedUser(ctx, Number(userId), deleteSoleOwnedGroups);
  }

  @Mutation(() => Boolean, { description: "Renames a user's personal namespace after the user; administrators only." })
  syncUserNamespace(@Arg('userId', () => ID) userId: string, @Ctx() ctx: SubgraphContext): Promise<boolean> {
    return followUserRename(ctx, Number(userId));
  }

  @Query(() => [ID], { description: 'Ids of users with access to at least one project (for `without_projects`); administrators only.' })
  userIdsWithProjects(@Ctx() ctx: SubgraphContext): Promise<string[]> {
    return userIdsWithProjects(ctx);
  }
}
