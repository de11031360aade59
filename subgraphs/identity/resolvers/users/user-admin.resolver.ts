import type { SubgraphContext } from '@forgegraph/platform';
import { Arg, Ctx, ID, Mutation, Resolver } from 'type-graphql';
import { User } from '../../entities/user.entity';
import { createUser, updateUser } from '../../services/users/user-account.service';
import { deleteUser } from '../../services/user-state/user-deletion.service';
import { disableTwoFactor } from '../../services/users/user-two-factor.service';
import { CreateUserInput, UpdateUserInput } from '../../schema/user.inputs';

/** Account administration (administrators only; the services enforce it). */
@Resolver(() => User)
export class UserAdminResolver {
  @Mutation(() => User)
  createUser(@Arg('input', () => CreateUserInput) input: CreateUserInput, @Ctx() ctx: SubgraphContext): Promise<User> {
    return createUser(ctx, input);
  }

  @Mutation(() => User)
  updateUser(@Arg('id', () => ID) id: string, @Arg('input', () => UpdateUserInput) input: UpdateUserInput, @Ctx() ctx: SubgraphContext): Promise<User> {
    return updateUser(ctx, id, input);
  }

  @Mutation(() => Boolean, { description: 'Schedules the removal; `hardDelete` also removes contributions.' })
  deleteUser(
    @Arg('id', () => ID) id: string,
    @Arg('hardDelete', () => Boolean, { nullable: true }) hardDelete: boolean | null,
    @Ctx() ctx: SubgraphContext,
  ): Promise<boolean> {
    return deleteUser(ctx, id, hardDelete === true);
  }

  @Mutation(() => Boolean)
  disableUserTwoFactor(@Arg('id', () => ID) id: string, @Ctx() ctx: SubgraphContext): Promise<boolean> {
    return disableTwoFactor(ctx, id);
  }
}
