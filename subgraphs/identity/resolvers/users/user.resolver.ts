import { Paginated, PageArgs, UnauthenticatedError, type Page, type SubgraphContext } from '@forgegraph/platform';
import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Args, Ctx, ID, Info, Query, Resolver } from 'type-graphql';
import { User } from '../../entities/user.entity';
import { userLoader } from '../../services/loaders';
import { listUsers } from '../../services/user-list/user-list.service';
import { findUserForCaller } from '../../services/users/user-lookup';
import { userPagePreloadOf } from '../../services/user-list/user-page-preload';
import { UsersFilterInput } from '../../schema/user.inputs';

export const UserPage = Paginated(User);

@Resolver(() => User)
export class UserResolver {
  @Query(() => User, { description: 'The authenticated caller.' })
  async currentUser(@Ctx() ctx: SubgraphContext): Promise<User> {
    const user = ctx.actor.userId === null ? null : await userLoader(ctx).load(ctx.actor.userId);
    if (!user) throw UnauthenticatedError.create();
    return user;
  }

  @Query(() => User, { description: 'One user; signed-in callers only.' })
  user(@Arg('id', () => ID) id: string, @Ctx() ctx: SubgraphContext): Promise<User> {
    return findUserForCaller(ctx, id);
  }

  @Query(() => UserPage, { description: 'GET /users: filters, order and offset or keyset pages.' })
  users(
    @Args() page: PageArgs,
    @Arg('filter', () => UsersFilterInput, { nullable: true }) filter: UsersFilterInput | null,
    @Ctx() ctx: SubgraphContext,
    @Info() info: GraphQLResolveInfo,
  ): Promise<Page<User>> {
    return listUsers(ctx, filter ?? {}, page, userPagePreloadOf(info));
  }
}
