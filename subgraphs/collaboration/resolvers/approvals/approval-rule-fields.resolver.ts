import type { SubgraphContext } from '@forgegraph/platform';
import { Ctx, FieldResolver, ID, Resolver, Root } from 'type-graphql';
import { ApprovalRule } from '../../entities/approval-rule.entity';
import type { Namespace } from '../../entities/namespace.entity';
import { Group } from '../../schema/group.type';
import { UserRef, userRef } from '../../schema/user-ref.type';
import {
  approvalRuleLoader, eligibleApproverIds, ruleGroupIdsLoader, ruleProtectedBranchIdsLoader, ruleUserIdsLoader,
} from '../../services/approvals/approval-loaders';
import { isOverridden } from '../../services/approvals/approval-rule-source';
import { isVisibleGroup } from '../../services/approvals/approval-rule-members';
import { namespaceLoader } from '../../services/loaders';

/** An approval rule's approvers and groups, through the request's batched loaders. */
@Resolver(() => ApprovalRule)
export class ApprovalRuleFieldsResolver {
  @FieldResolver(() => [UserRef])
  async users(@Root() rule: ApprovalRule, @Ctx() ctx: SubgraphContext): Promise<UserRef[]> {
    return (await ruleUserIdsLoader(ctx).load(rule.id)).map(userRef);
  }

  @FieldResolver(() => [UserRef], { description: 'The users, then the members of the groups, each once.' })
  async eligibleApprovers(@Root() rule: ApprovalRule, @Ctx() ctx: SubgraphContext): Promise<UserRef[]> {
    return (await eligibleApproverIds(ctx, rule.id)).map(userRef);
  }

  @FieldResolver(() => [Group], { description: 'The groups the caller may see (ApprovalRulePresenter#groups).' })
  async groups(@Root() rule: ApprovalRule, @Ctx() ctx: SubgraphContext): Promise<Namespace[]> {
    return (await ruleGroups(ctx, rule)).filter((entry) => entry.visible).map((entry) => entry.group);
  }

  @FieldResolver(() => Boolean, { description: 'Some of its groups are hidden from the caller.' })
  async containsHiddenGroups(@Root() rule: ApprovalRule, @Ctx() ctx: SubgraphContext): Promise<boolean> {
    return (await ruleGroups(ctx, rule)).some((entry) => !entry.visible);
  }

  @FieldResolver(() => ApprovalRule, { nullable: true, description: 'The project rule a merge request rule was copied from.' })
  sourceRule(@Root() rule: ApprovalRule, @Ctx() ctx: SubgraphContext): Promise<ApprovalRule | null> | null {
    return rule.sourceRuleId === null ? null : approvalRuleLoader(ctx).load(rule.sourceRuleId);
  }

  @FieldResolver(() => Boolean, { description: 'A copied rule whose name, approvals required, users or groups differ from its source.' })
  overridden(@Root() rule: ApprovalRule, @Ctx() ctx: SubgraphContext): Promise<boolean> {
    return isOverridden(ctx, rule);
  }

  @FieldResolver(() => [ID], { description: "Ids of the repository's protected branches the rule is limited to." })
  async protectedBranchIds(@Root() rule: ApprovalRule, @Ctx() ctx: SubgraphContext): Promise<string[]> {
    return (await ruleProtectedBranchIdsLoader(ctx).load(rule.id)).map(String);
  }
}

async function ruleGroups(ctx: SubgraphContext, rule: ApprovalRule): Promise<Array<{ group: Namespace; visible: boolean }>> {
  const groups = (await namespaceLoader(ctx).loadMany(await ruleGroupIdsLoader(ctx).load(rule.id)))
    .filter((group): group is Namespace => Boolean(group) && !(group instanceof Error));
  const visible = await Promise.all(groups.map((group) => isVisibleGroup(ctx, group)));
  return groups.map((group, i) => ({ group, visible: visible[i] }));
}
