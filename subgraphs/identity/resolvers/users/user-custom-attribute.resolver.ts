import type { SubgraphContext } from '@forgegraph/platform';
import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { UserCustomAttribute } from '../../entities/user-custom-attribute.entity';
import {
  deleteCustomAttribute, getCustomAttribute, listCustomAttributes, setCustomAttribute,
} from '../../services/users/user-custom-attributes.service';

/** A user's custom attributes (doc/api/custom_attributes.md); administrators only. */
@Resolver(() => UserCustomAttribute)
export class UserCustomAttributeResolver {
  @Query(() => [UserCustomAttribute])
  userCustomAttributes(@Arg('userId', () => ID) userId: string, @Ctx() ctx: SubgraphContext): Promise<UserCustomAttribute[]> {
    return listCustomAttributes(ctx, userId);
  }

  @Query(() => UserCustomAttribute)
  userCustomAttribute(@Arg('userId', () => ID) userId: string, @Arg('key', () => String) key: string, @Ctx() ctx: SubgraphContext): Promise<UserCustomAttribute> {
    return getCustomAttribute(ctx, userId, key);
  }

  @Mutation(() => UserCustomAttribute, { description: 'Creates or replaces the value of `key`.' })
  setUserCustomAttribute(
    @Arg('userId', () => ID) userId: string,
    @Arg('key', () => String) key: string,
    @Arg('value', () => String) value: string,
    @Ctx() ctx: SubgraphContext,
  ): Promise<UserCustomAttribute> {
    return setCustomAttribute(ctx, userId, key, value);
  }

  @Mutation(() => Boolean)
  deleteUserCustomAttribute(@Arg('userId', () => ID) userId: string, @Arg('key', () => String) key: string, @Ctx() ctx: SubgraphContext): Promise<boolean> {
    return deleteCustomAttribute(ctx, userId, key);
  }
}
