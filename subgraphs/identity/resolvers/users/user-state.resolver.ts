import type { SubgraphContext } from '@forgegraph/platform';
import { Arg, Ctx, ID, Mutation, Resolver } from 'type-graphql';
import { User } from '../../entities/user.entity';
import { approveUser, rejectUser } from '../../services/user-state/user-approval.service';
import { activateRule, banRule, blockRule, changeUserStateAsAdmin, unbanRule, unblockRule } from '../../services/user-state/user-state.service';
import { deactivateUser } from '../../services/user-state/user-deactivation.service';

const NULLABLE = { nullable: true, description: 'true, false, or null when the user already was in that state.' };

/** State transitions; each publishes `user_state_changed` when the state moves. */
@Resolver(() => User)
export class UserStateResolver {
  @Mutation(() => Boolean, NULLABLE)
  blockUser(@Arg('id', () => ID) id: string, @Ctx() ctx: SubgraphContext): Promise<boolean | null> {
    return changeUserStateAsAdmin(ctx, id, blockRule);
  }

  @Mutation(() => Boolean, NULLABLE)
  unblockUser(@Arg('id', () => ID) id: string, @Ctx() ctx: SubgraphContext): Promise<boolean | null> {
    return changeUserStateAsAdmin(ctx, id, unblockRule);
  }

  @Mutation(() => Boolean, NULLABLE)
  deactivateUser(@Arg('id', () => ID) id: string, @Ctx() ctx: SubgraphContext): Promise<boolean | null> {
    return deactivateUser(ctx, id);
  }

  @Mutation(() => Boolean, NULLABLE)
  activateUser(@Arg('id', () => ID) id: string, @Ctx() ctx: SubgraphContext): Promise<boolean | null> {
    return changeUserStateAsAdmin(ctx, id, activateRule);
  }

  @Mutation(() => Boolean, NULLABLE)
  banUser(@Arg('id', () => ID) id: string, @Ctx() ctx: SubgraphContext): Promise<boolean | null> {
    return changeUserStateAsAdmin(ctx, id, banRule);
  }

  @Mutation(() => Boolean, NULLABLE)
  unbanUser(@Arg('id', () => ID) id: string, @Ctx() ctx: SubgraphContext): Promise<boolean | null> {
    return changeUserStateAsAdmin(ctx, id, unbanRule);
  }

  @Mutation(() => Boolean)
  approveUser(@Arg('id', () => ID) id: string, @Ctx() ctx: SubgraphContext): Promise<boolean> {
    return approveUser(ctx, id);
  }

  @Mutation(() => Boolean)
  rejectUser(@Arg('id', () => ID) id: string, @Ctx() ctx: SubgraphContext): Promise<boolean> {
    return rejectUser(ctx, id);
  }
}
