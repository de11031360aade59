import { PageArgs, type Page, type SubgraphContext } from '@forgegraph/platform';
import { Arg, Args, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { ApprovalRule } from '../../entities/approval-rule.entity';
import { ProjectApprovalSettings } from '../../entities/project-approval-settings.entity';
import { ApprovalRuleInput, UpdateApprovalSettingsInput } from '../../schema/approval.inputs';
import { ApprovalRulePage } from '../../schema/approval.types';
import { readApprovalSettings, updateApprovalSettings } from '../../services/approvals/approval-settings.service';
import {
  createGroupApprovalRule, createProjectApprovalRule, deleteProjectApprovalRule, listGroupApprovalRules, listProjectApprovalRules,
  readProjectApprovalRule, updateGroupApprovalRule, updateProjectApprovalRule,
} from '../../services/approvals/approval-rules.service';

const REF = () => String;
const RULE = () => ApprovalRuleInput;

/** Project approval settings and the approval rules of projects and groups (doc/api/merge_request_approvals.md). */
@Resolver(() => ApprovalRule)
export class ApprovalRuleResolver {
  @Query(() => ProjectApprovalSettings)
  projectApprovalSettings(@Arg('projectRef', REF) projectRef: string, @Ctx() ctx: SubgraphContext): Promise<ProjectApprovalSettings> {
    return readApprovalSettings(ctx, projectRef);
  }

  @Mutation(() => ProjectApprovalSettings)
  updateProjectApprovalSettings(@Arg('projectRef', REF) projectRef: string, @Arg('input', () => UpdateApprovalSettingsInput) input: UpdateApprovalSettingsInput, @Ctx() ctx: SubgraphContext): Promise<ProjectApprovalSettings> {
    return updateApprovalSettings(ctx, projectRef, input);
  }

  @Query(() => ApprovalRulePage)
  projectApprovalRules(@Arg('projectRef', REF) projectRef: string, @Args() page: PageArgs, @Ctx() ctx: SubgraphContext): Promise<Page<ApprovalRule>> {
    return listProjectApprovalRules(ctx, projectRef, page);
  }

  @Query(() => ApprovalRule)
  projectApprovalRule(@Arg('projectRef', REF) projectRef: string, @Arg('id', () => Int) id: number, @Ctx() ctx: SubgraphContext): Promise<ApprovalRule> {
    return readProjectApprovalRule(ctx, projectRef, id);
  }

  @Mutation(() => ApprovalRule)
  createProjectApprovalRule(@Arg('projectRef', REF) projectRef: string, @Arg('input', RULE) input: ApprovalRuleInput, @Ctx() ctx: SubgraphContext): Promise<ApprovalRule> {
    return createProjectApprovalRule(ctx, projectRef, input);
  }

  @Mutation(() => ApprovalRule)
  updateProjectApprovalRule(@Arg('projectRef', REF) projectRef: string, @Arg('id', () => Int) id: number, @Arg('input', RULE) input: ApprovalRuleInput, @Ctx() ctx: SubgraphContext): Promise<ApprovalRule> {
    return updateProjectApprovalRule(ctx, projectRef, id, input);
  }

  @Mutation(() => Boolean)
  deleteProjectApprovalRule(@Arg('projectRef', REF) projectRef: string, @Arg('id', () => Int) id: number, @Ctx() ctx: SubgraphContext): Promise<boolean> {
    return deleteProjectApprovalRule(ctx, projectRef, id);
  }

  @Query(() => ApprovalRulePage)
  groupApprovalRules(@Arg('groupRef', REF) groupRef: string, @Args() page: PageArgs, @Ctx() ctx: SubgraphContext): Promise<Page<ApprovalRule>> {
    return listGroupApprovalRules(ctx, groupRef, page);
  }

  @Mutation(() => ApprovalRule)
  createGroupApprovalRule(@Arg('groupRef', REF) groupRef: string, @Arg('input', RULE) input: ApprovalRuleInput, @Ctx() ctx: SubgraphContext): Promise<ApprovalRule> {
    return createGroupApprovalRule(ctx, groupRef, input);
  }

  @Mutation(() => ApprovalRule)
  updateGroupApprovalRule(@Arg('groupRef', REF) groupRef: string, @Arg('id', () => Int) id: number, @Arg('input', RULE) input: ApprovalRuleInput, @Ctx() ctx: SubgraphContext): Promise<ApprovalRule> {
    return updateGroupApprovalRule(ctx, groupRef, id, input);
  }
}
