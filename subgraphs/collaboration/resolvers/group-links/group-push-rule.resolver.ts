import type { SubgraphContext } from '@forgegraph/platform';
import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { GroupPushRule } from '../../entities/group-push-rule.entity';
import { GroupPushRuleInput } from '../../schema/group-push-rule.inputs';
import {
  createGroupPushRule, deleteGroupPushRule, findGroupPushRule, updateGroupPushRule,
} from '../../services/group-links/group-push-rule.service';

/** A group's push rule (EE); group owners and administrators. */
@Resolver(() => GroupPushRule)
export class GroupPushRuleResolver {
  @Query(() => GroupPushRule)
  groupPushRule(@Arg('groupRef', () => String) groupRef: string, @Ctx() ctx: SubgraphContext): Promise<GroupPushRule> {
    return findGroupPushRule(ctx, groupRef);
  }

  @Mutation(() => GroupPushRule)
  createGroupPushRule(@Arg('groupRef', () => String) groupRef: string, @Arg('input', () => GroupPushRuleInput) input: GroupPushRuleInput, @Ctx() ctx: SubgraphContext): Promise<GroupPushRule> {
    return createGroupPushRule(ctx, groupRef, input);
  }

  @Mutation(() => GroupPushRule)
  updateGroupPushRule(@Arg('groupRef', () => String) groupRef: string, @Arg('input', () => GroupPushRuleInput) input: GroupPushRuleInput, @Ctx() ctx: SubgraphContext): Promise<GroupPushRule> {
    return updateGroupPushRule(ctx, groupRef, input);
  }

  @Mutation(() => Boolean)
  deleteGroupPushRule(@Arg('groupRef', () => String) groupRef: string, @Ctx() ctx: SubgraphContext): Promise<boolean> {
    return deleteGroupPushRule(ctx, groupRef);
  }
}
