import type { SubgraphContext } from '@forgegraph/platform';
import { Arg, Ctx, FieldResolver, ID, Mutation, Resolver, Root } from 'type-graphql';
import { GroupShare } from '../../entities/group-share.entity';
import type { Namespace } from '../../entities/namespace.entity';
import { ShareGroupInput } from '../../schema/group-share.inputs';
import { Group } from '../../schema/group.type';
import { shareGroup, unshareGroup, visibleSharesOf } from '../../services/group-links/group-share.service';

/** Group shares: a group's members-by-invitation from another group. */
@Resolver(() => Group)
export class GroupShareResolver {
  @Mutation(() => Group, { description: 'Shares the group with another group; answers the shared group.' })
  shareGroup(@Arg('ref', () => String) ref: string, @Arg('input', () => ShareGroupInput) input: ShareGroupInput, @Ctx() ctx: SubgraphContext): Promise<Namespace> {
    return shareGroup(ctx, ref, input);
  }

  @Mutation(() => Boolean)
  unshareGroup(@Arg('ref', () => String) ref: string, @Arg('groupId', () => ID) groupId: string, @Ctx() ctx: SubgraphContext): Promise<boolean> {
    return unshareGroup(ctx, ref, Number(groupId));
  }

  @FieldResolver(() => [GroupShare], { description: 'Groups this group is shared with, those the caller may read.' })
  sharedWithGroups(@Root() group: Namespace, @Ctx() ctx: SubgraphContext): Promise<GroupShare[]> {
    return visibleSharesOf(ctx, group);
  }
}
