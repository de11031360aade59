import { Conditions, ForbiddenError, NotFoundError, offsetPage, parseRecordId, requireUser, type Page, type PageArgs, type SubgraphContext } from '@forgegraph/platform';
import { ApprovalRule } from '../../entities/approval-rule.entity';
import type { Project } from '../../entities/project.entity';
import type { ApprovalRuleInput } from '../../schema/approval.inputs';
import { authorizedGroup } from '../access/authorized';
import { canUpdateMergeRequest } from '../access/merge-request-access';
import { namespaceLoader } from '../loaders';
import { findReadableMergeRequest, type ReadableMergeRequest } from '../merge-requests/merge-request-lookup';
import { T } from '../tables';
import { projectForApprovalAdmin, projectForApprovalRead } from './approval-access';
import { approvalSettingsLoader, ruleGroupIdsLoader, ruleUserIdsLoader } from './approval-loaders';
import { createApprovalRule, deleteApprovalRule, updateApprovalRule, type RuleOwner } from './approval-rule.service';
import { forgetApprovalState } from './approval-state';

// The three owners of approval rules and who may read and change each one's
// (ee/lib/api/project_approval_rules.rb, group_approval_rules.rb, merge_request_approval_rules.rb).

async function projectOwner(ctx: SubgraphContext, project: Project): Promise<RuleOwner> {
  const namespace = await namespaceLoader(ctx).load(project.namespaceId);
  return { kind: 'project', id: project.id, projectId: project.id, namespaceIds: namespace?.kind === 'group' ? namespace.traversalIds : [] };
}

function pageOf(ctx: SubgraphContext, column: string, ownerId: number, page: PageArgs): Promise<Page<ApprovalRule>> {
  const where = new Conditions().add(`r.${column} = ?`, ownerId);
  return offsetPage(ctx.em, ApprovalRule, { from: `${T.approvalRules} r`, where, orderBy: 'r.id asc', alias: 'r' }, page);
}

async function ruleOf(ctx: SubgraphContext, column: 'projectId' | 'groupId' | 'mergeRequestId', ownerId: number, id: number): Promise<ApprovalRule> {
  const rule = parseRecordId(id) ? await ctx.em.findOne(ApprovalRule, { id, [column]: ownerId }) : null;
  if (!rule) throw NotFoundError.record();
  return rule;
}

export async function listProjectApprovalRules(ctx: SubgraphContext, projectRef: string, page: PageArgs): Promise<Page<ApprovalRule>> {
  const { project } = await projectForApprovalRead(ctx, projectRef);
  return pageOf(ctx, 'project_id', project.id, page);
}

export async function readProjectApprovalRule(ctx: SubgraphContext, projectRef: string, id: number): Promise<ApprovalRule> {
  const { project } = await projectForApprovalRead(ctx, projectRef);
  return ruleOf(ctx, 'projectId', project.id, id);
}

export async function createProjectApprovalRule(ctx: SubgraphContext, projectRef: string, input: ApprovalRuleInput): Promise<ApprovalRule> {
  const { project } = await projectForApprovalAdmin(ctx, projectRef);
  return createApprovalRule(ctx, await projectOwner(ctx, project), input);
}

export async function updateProjectApprovalRule(ctx: SubgraphContext, projectRef: string, id: number, input: ApprovalRuleInput): Promise<ApprovalRule> {
  const { project } = await projectForApprovalAdmin(ctx, projectRef);
  return updateApprovalRule(ctx, await projectOwner(ctx, project), await ruleOf(ctx, 'projectId', project.id, id), input);
}

export async function deleteProjectApprovalRule(ctx: SubgraphContext, projectRef: string, id: number): Promise<boolean> {
  const { project } = await projectForApprovalAdmin(ctx, projectRef);
  return deleteApprovalRule(ctx, await ruleOf(ctx, 'projectId', project.id, id));
}

/** Group rules: the group's Owners (`admin_merge_request_approval_settings`), 404 for an unreadable group. */
export async function listGroupApprovalRules(ctx: SubgraphContext, groupRef: string, page: PageArgs): Promise<Page<ApprovalRule>> {
  const { group } = await authorizedGroup(ctx, groupRef, 'admin_group');
  return pageOf(ctx, 'group_id', group.id, page);
}

export async function createGroupApprovalRule(ctx: SubgraphContext, groupRef: string, input: ApprovalRuleInput): Promise<ApprovalRule> {
  const { group } = await authorizedGroup(ctx, groupRef, 'admin_group');
  return createApprovalRule(ctx, { kind: 'group', id: group.id, projectId: null, namespaceIds: group.traversalIds }, input);
}

export async function updateGroupApprovalRule(ctx: SubgraphContext, groupRef: string, id: number, input: ApprovalRuleInput): Promise<ApprovalRule> {
  const { group } = await authorizedGroup(ctx, groupRef, 'admin_group');
  const owner: RuleOwner = { kind: 'group', id: group.id, projectId: null, namespaceIds: group.traversalIds };
  return updateApprovalRule(ctx, owner, await ruleOf(ctx, 'groupId', group.id, id), input);
}

/** GET …/merge_requests/:iid/approval_rules: whoever reads the merge request. */
export async function listMergeRequestApprovalRules(ctx: SubgraphContext, projectRef: string, iid: number, page: PageArgs): Promise<Page<ApprovalRule>> {
  requireUser(ctx.actor);
  const { mr } = await findReadableMergeRequest(ctx, projectRef, iid);
  return pageOf(ctx, 'merge_request_id', mr.id, page);
}

export async function createMergeRequestApprovalRule(ctx: SubgraphContext, projectRef: string, iid: number, input: ApprovalRuleInput): Promise<ApprovalRule> {
  const found = await mergeRequestForRuleChange(ctx, projectRef, iid);
  const source = input.approvalProjectRuleId ? await sourceRuleOf(ctx, found.project.id, input.approvalProjectRuleId) : null;
  const rule = await createApprovalRule(ctx, await mergeRequestOwner(ctx, found), source ? await withSourceProperties(ctx, input, source) : input, source?.id ?? null);
  forgetApprovalState(ctx, found.mr.id);
  return rule;
}

export async function updateMergeRequestApprovalRule(ctx: SubgraphContext, projectRef: string, iid: number, id: number, input: ApprovalRuleInput): Promise<ApprovalRule> {
  const found = await mergeRequestForRuleChange(ctx, projectRef, iid);
  const rule = await updateApprovalRule(ctx, await mergeRequestOwner(ctx, found), await ruleOf(ctx, 'mergeRequestId', found.mr.id, id), input);
  forgetApprovalState(ctx, found.mr.id);
  return rule;
}

export async function deleteMergeRequestApprovalRule(ctx: SubgraphContext, projectRef: string, iid: number, id: number): Promise<boolean> {
  const found = await mergeRequestForRuleChange(ctx, projectRef, iid);
  await deleteApprovalRule(ctx, await ruleOf(ctx, 'mergeRequestId', found.mr.id, id));
  forgetApprovalState(ctx, found.mr.id);
  return true;
}

/** A project rule named by `approval_project_rule_id`; an unknown one is ignored, as GitLab does. */
async function sourceRuleOf(ctx: SubgraphContext, projectId: number, id: number): Promise<ApprovalRule | null> {
  return parseRecordId(id) ? ctx.em.findOne(ApprovalRule, { id, projectId }) : null;
}

/** ApprovalRules::CreateService#copy_approval_project_rule_properties: the source's name, and its approvers unless others are given. */
async function withSourceProperties(ctx: SubgraphContext, input: ApprovalRuleInput, source: ApprovalRule): Promise<ApprovalRuleInput> {
  if (input.userIds || input.groupIds || input.usernames) return { ...input, name: source.name };
  const userIds = (await ruleUserIdsLoader(ctx).load(source.id)).map(String);
  const groupIds = (await ruleGroupIdsLoader(ctx).load(source.id)).map(String);
  return { ...input, name: source.name, userIds, groupIds };
}

/** `update_approvers`: those who may update the merge request, unless the project forbids overriding its rules. */
async function mergeRequestForRuleChange(ctx: SubgraphContext, projectRef: string, iid: number): Promise<ReadableMergeRequest> {
  requireUser(ctx.actor);
  const found = await findReadableMergeRequest(ctx, projectRef, iid);
  const settings = await approvalSettingsLoader(ctx).load(found.project.id);
  if (!canUpdateMergeRequest(found.access, found.mr.authorId, ctx.actor) || settings.disableOverridingApproversPerMergeRequest) throw ForbiddenError.create();
  return found;
}

async function mergeRequestOwner(ctx: SubgraphContext, { mr, project }: ReadableMergeRequest): Promise<RuleOwner> {
  return { ...(await projectOwner(ctx, project)), kind: 'merge_request', id: mr.id };
}
