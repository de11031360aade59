import type { SubgraphContext } from '@forgegraph/platform';
import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import { GroupShare } from '../../entities/group-share.entity';
import type { Namespace } from '../../entities/namespace.entity';
import { Group } from '../../schema/group.type';
import { namespaceLoader } from '../../services/loaders';

@Resolver(() => GroupShare)
export class GroupShareFieldsResolver {
  @FieldResolver(() => Group, { nullable: true, description: 'The invited group; null while it is being deleted.' })
  sharedWithGroup(@Root() share: GroupShare, @Ctx() ctx: SubgraphContext): Promise<Namespace | null> {
    return namespaceLoader(ctx).load(share.sharedWithGroupId);
  }
}
