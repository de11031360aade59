import { PageArgs, PageInfo, type SubgraphContext } from '@forgegraph/platform';
import { Arg, Args, Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { Namespace } from '../../entities/namespace.entity';
import { Group } from '../../schema/group.type';
import { UserMembership } from '../../schema/member.types';
import { UserRef } from '../../schema/user-ref.type';
import { soleOwnedGroups, userMemberships, userMembershipsPageInfo } from '../../services/members/user-memberships';

/**
 * Collaboration's contribution to identity's User (federation): the user's direct memberships, for
 * administrators. The page position is a sibling field, so a REST route can select
 * `user(id) { nodes: memberships(...) pageInfo: membershipsPageInfo(...) }` as one page.
 */
@Resolver(() => UserRef)
export class UserMembershipsResolver {
  @FieldResolver(() => [UserMembership], { description: 'Direct memberships, oldest first; `type` is `Project` or `Namespace`.' })
  memberships(
    @Root() user: UserRef,
    @Arg('type', () => String, { nullable: true }) type: string | null,
    @Args() page: PageArgs,
    @Ctx() ctx: SubgraphContext,
  ): Promise<UserMembership[]> {
    return userMemberships(ctx, Number(user.id), type, page);
  }

  @FieldResolver(() => PageInfo)
  membershipsPageInfo(
    @Root() user: UserRef,
    @Arg('type', () => String, { nullable: true }) type: string | null,
    @Args() page: PageArgs,
    @Ctx() ctx: SubgraphContext,
  ): Promise<PageInfo> {
    return userMembershipsPageInfo(ctx, Number(user.id), type, page);
  }

  @FieldResolver(() => [Group], { description: 'Groups where this user is the only Owner (identity refuses to delete them); administrators only.' })
  soleOwnedGroups(@Root() user: UserRef, @Ctx() ctx: SubgraphContext): Promise<Namespace[]> {
    return soleOwnedGroups(ctx, Number(user.id));
  }
}
