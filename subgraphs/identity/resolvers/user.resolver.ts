import { type SubgraphContext, NotFoundError, UnauthenticatedError } from '@forgegraph/platform';
import { Arg, Ctx, FieldResolver, ID, Query, Resolver, Root } from 'type-graphql';
import { User } from '../entities/user.entity';
import { UserPrivateDetails } from '../entities/user-private-details';
import { identitiesLoader } from '../services/user-identities';
import { userLoader } from '../services/user-loaders';
import { canSeePrivateDetails, privateDetailsOf, userAvatarUrl, userWebUrl } from '../services/user-presentation';

@Resolver(() => User)
export class UserResolver {
  @Query(() => User, { description: 'The authenticated caller.' })
  async currentUser(@Ctx() ctx: SubgraphContext): Promise<User> {
    if (ctx.actor.userId === null) throw UnauthenticatedError.create();
    const user = await userLoader(ctx).load(ctx.actor.userId);
    if (!user) throw UnauthenticatedError.create();
    return user;
  }

  @Query(() => User)
  async user(@Arg('id', () => ID) id: string, @Ctx() ctx: SubgraphContext): Promise<User> {
    const user = /^\d+$/.test(id) ? await userLoader(ctx).load(Number(id)) : null;
    if (!user) throw NotFoundError.resource('User');
    return user;
  }

  @FieldResolver(() => String)
  webUrl(@Root() user: User, @Ctx() ctx: SubgraphContext): string {
    return userWebUrl(ctx.runtime.config.externalUrl, user);
  }

  @FieldResolver(() => String, { nullable: true })
  async avatarUrl(@Root() user: User, @Ctx() ctx: SubgraphContext): Promise<string | null> {
    const settings = await ctx.runtime.settings.current();
    return userAvatarUrl(user, settings.gravatar_enabled !== false);
  }

  @FieldResolver(() => UserPrivateDetails, { nullable: true, description: 'Visible to the user and administrators only.' })
  async privateDetails(@Root() user: User, @Ctx() ctx: SubgraphContext): Promise<UserPrivateDetails | null> {
    if (!canSeePrivateDetails(ctx.actor, user)) return null;
    return privateDetailsOf(user, ctx.actor, await identitiesLoader(ctx).load(user.id));
  }
}
