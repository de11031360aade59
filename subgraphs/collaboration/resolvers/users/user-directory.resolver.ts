import { requireUser, type SubgraphContext } from '@forgegraph/platform';
import { Arg, Ctx, ID, Query, Resolver } from 'type-graphql';
import { UserRef, userRef } from '../../schema/user-ref.type';

@Resolver(() => UserRef)
export class UserDirectoryResolver {
  @Query(() => [UserRef], {
    nullable: 'items',
    description: 'User references by id, resolved by identity in one batch (null for unknown ids); signed-in callers only.',
  })
  usersByIds(@Arg('ids', () => [ID]) ids: string[], @Ctx() ctx: SubgraphContext): UserRef[] {
    requireUser(ctx.actor);
    return ids.filter((id) => /^\d+$/.test(id)).map((id) => userRef(Number(id)));
  }
}
