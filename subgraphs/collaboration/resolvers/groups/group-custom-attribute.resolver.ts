import type { SubgraphContext } from '@forgegraph/platform';
import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { GroupCustomAttribute } from '../../entities/group-custom-attribute.entity';
import {
  deleteGroupCustomAttribute, findGroupCustomAttribute, listGroupCustomAttributes, setGroupCustomAttribute,
} from '../../services/groups/group-custom-attributes.service';

@Resolver(() => GroupCustomAttribute)
export class GroupCustomAttributeResolver {
  @Query(() => [GroupCustomAttribute])
  groupCustomAttributes(@Arg('groupRef', () => String) groupRef: string, @Ctx() ctx: SubgraphContext): Promise<GroupCustomAttribute[]> {
    return listGroupCustomAttributes(ctx, groupRef);
  }

  @Query(() => GroupCustomAttribute)
  groupCustomAttribute(@Arg('groupRef', () => String) groupRef: string, @Arg('key', () => String) key: string, @Ctx() ctx: SubgraphContext): Promise<GroupCustomAttribute> {
    return findGroupCustomAttribute(ctx, groupRef, key);
  }

  @Mutation(() => GroupCustomAttribute)
  setGroupCustomAttribute(
    @Arg('groupRef', () => String) groupRef: string,
    @Arg('key', () => String) key: string,
    @Arg('value', () => String) value: string,
    @Ctx() ctx: SubgraphContext,
  ): Promise<GroupCustomAttribute> {
    return setGroupCustomAttribute(ctx, groupRef, key, value);
  }

  @Mutation(() => Boolean)
  deleteGroupCustomAttribute(@Arg('groupRef', () => String) groupRef: string, @Arg('key', () => String) key: string, @Ctx() ctx: SubgraphContext): Promise<boolean> {
    return deleteGroupCustomAttribute(ctx, groupRef, key);
  }
}
