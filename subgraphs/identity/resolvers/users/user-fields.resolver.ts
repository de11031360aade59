import type { SubgraphContext } from '@forgegraph/platform';
import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import { User } from '../../entities/user.entity';
import { UserCustomAttribute } from '../../entities/user-custom-attribute.entity';
import { UserPrivateDetails } from '../../entities/user-private-details';
import { customAttributesLoader } from '../../services/users/user-custom-attributes.service';
import { canReadProfile, canSeePrivateDetails, isFollowedBy } from '../../services/access/user-access';
import { privateDetailsOf, userAvatarUrl, userWebUrl } from '../../services/users/user-presentation';

/** Computed and caller-dependent fields of `User`; every lookup goes through a request loader. */
@Resolver(() => User)
export class UserFieldsResolver {
  @FieldResolver(() => String)
  webUrl(@Root() user: User, @Ctx() ctx: SubgraphContext): string {
    return userWebUrl(ctx.runtime.config.externalUrl, user);
  }

  @FieldResolver(() => String, { nullable: true })
  avatarUrl(@Root() user: User, @Ctx() ctx: SubgraphContext): string | null | Promise<string | null> {
    // Synchronous while the settings are cached, so a page of users does not await once per row.
    const cached = ctx.runtime.settings.cached();
    const externalUrl = ctx.runtime.config.externalUrl;
    if (cached) return userAvatarUrl(user, cached.gravatar_enabled !== false, externalUrl);
    return ctx.runtime.settings.current().then((settings) => userAvatarUrl(user, settings.gravatar_enabled !== false, externalUrl));
  }

  @FieldResolver(() => Boolean, { description: 'Whether the caller may read the profile (creation date, followers).' })
  canReadProfile(@Root() user: User, @Ctx() ctx: SubgraphContext): boolean {
    return canReadProfile(ctx.actor, user);
  }

  @FieldResolver(() => Boolean, { nullable: true, description: 'Whether the caller follows this user; null for anonymous callers and unreadable profiles.' })
  isFollowed(@Root() user: User, @Ctx() ctx: SubgraphContext): boolean | null {
    return isFollowedBy(ctx.actor, user);
  }

  @FieldResolver(() => String, { nullable: true, description: "The user's local time; null without a time zone preference." })
  localTime(): string | null {
    return null;
  }

  @FieldResolver(() => [UserCustomAttribute], { nullable: true, description: 'Administrators only.' })
  async customAttributes(@Root() user: User, @Ctx() ctx: SubgraphContext): Promise<UserCustomAttribute[] | null> {
    return ctx.actor.isAdmin ? customAttributesLoader(ctx).load(user.id) : null;
  }

  @FieldResolver(() => UserPrivateDetails, { nullable: true, description: 'Visible to the user and administrators only.' })
  privateDetails(@Root() user: User, @Ctx() ctx: SubgraphContext): UserPrivateDetails | null {
    // Synchronous on purpose: only `identities` and `createdBy` below wait for their batched loaders.
    if (!canSeePrivateDetails(ctx.actor, user)) return null;
    return privateDetailsOf(user, ctx.actor, ctx.runtime.config.externalUrl);
  }
}
