import { FieldErrors, NotFoundError, type SubgraphContext } from '@forgegraph/platform';
import type { ApprovalRule, ApprovalRuleType } from '../../entities/approval-rule.entity';
import type { Project } from '../../entities/project.entity';
import type { MergeRequestApprovalRuleAttributesInput } from '../../schema/approval.inputs';
import { namespaceLoader } from '../loaders';
import { isUserDefined, keepApplying, type BranchTarget } from './applicable-rules';
import { approvalSettingsLoader, mergeRequestApprovalRulesLoader, projectApprovalRulesLoader, ruleGroupIdsLoader, ruleUserIdsLoader } from './approval-loaders';
import { memberUserIds, visibleGroupIds } from './approval-rule-members';

/** ApprovalRuleLike::ALL_MEMBERS: the name of an any-approver rule given without a name. */
const ALL_MEMBERS = 'All Members';
const APPROVALS_REQUIRED_MAX = 100;

/** A merge request rule to insert (`id` null) or change; `null` lists leave a changed rule's links as they are. */
export interface PlannedRule {
  id: number | null;
  name: string;
  ruleType: ApprovalRuleType;
  approvalsRequired: number;
  sourceRuleId: number | null;
  userIds: number[] | null;
  groupIds: number[] | null;
}

/** What `approval_rules_attributes` and `reset_approval_rules_to_defaults` do to one merge request's rules. */
export interface MergeRequestRulesPlan {
  resetToDefaults: boolean;
  rules: PlannedRule[];
}

interface PlanRequest {
  project: Project;
  /** The merge request being changed; null while it is created. */
  mergeRequestId: number | null;
  target: BranchTarget;
  attributes: MergeRequestApprovalRuleAttributesInput[] | null | undefined;
  resetToDefaults?: boolean | null;
}

/**
 * ApprovalRules::ParamsFilteringService: nothing happens where the project forbids overriding its
 * rules (the params are dropped, not refused). Approvers must be project members and groups visible
 * to the caller; a rule with neither and no name is the any-approver rule. Rules given on create (or
 * with a reset) bring along copies of the project's user-defined rules that do not apply to the target
 * branch, so they apply once it changes. Every check runs here, before anything is written.
 */
export async function planMergeRequestRules(ctx: SubgraphContext, request: PlanRequest): Promise<MergeRequestRulesPlan | null> {
  const { project, mergeRequestId, attributes } = request;
  const resetToDefaults = Boolean(request.resetToDefaults) && mergeRequestId !== null;
  if (!attributes && !resetToDefaults) return null;
  if ((await approvalSettingsLoader(ctx).load(project.id)).disableOverridingApproversPerMergeRequest) return null;
  const existing = mergeRequestId === null ? [] : await mergeRequestApprovalRulesLoader(ctx).load(mergeRequestId);
  const projectRules = await projectApprovalRulesLoader(ctx).load(project.id);
  const rules: PlannedRule[] = [];
  for (const attribute of attributes ?? []) rules.push(await plannedRule(ctx, { project, existing, projectRules, attribute }));
  if (attributes && (mergeRequestId === null || resetToDefaults)) rules.push(...(await inapplicableCopies(ctx, request.target, projectRules, rules)));
  validatePlan(rules, resetToDefaults ? existing.filter((rule) => !isUserDefined(rule)) : existing);
  return { resetToDefaults, rules };
}

interface RuleRequest {
  project: Project;
  existing: ApprovalRule[];
  projectRules: ApprovalRule[];
  attribute: MergeRequestApprovalRuleAttributesInput;
}

async function plannedRule(ctx: SubgraphContext, { project, existing, projectRules, attribute }: RuleRequest): Promise<PlannedRule> {
  const current = attribute.id == null ? null : existing.find((rule) => rule.id === attribute.id);
  if (current === undefined) throw NotFoundError.record();
  const namespace = await namespaceLoader(ctx).load(project.namespaceId);
  const namespaceIds = namespace?.kind === 'group' ? namespace.traversalIds : [];
  const userIds = attribute.userIds ? await memberUserIds(ctx, attribute.userIds, namespaceIds, project.id) : null;
  const groupIds = attribute.groupIds ? await visibleGroupIds(ctx, attribute.groupIds) : null;
  const source = projectRules.find((rule) => rule.id === attribute.approvalProjectRuleId && isUserDefined(rule)) ?? null;
  const anyApprover = !attribute.name?.trim() && !userIds?.length && !groupIds?.length && !current;
  return {
    id: current?.id ?? null,
    name: anyApprover ? ALL_MEMBERS : attribute.name ?? current?.name ?? '',
    ruleType: anyApprover ? 'any_approver' : current?.ruleType ?? 'regular',
    approvalsRequired: attribute.approvalsRequired ?? current?.approvalsRequired ?? 0,
    sourceRuleId: current ? current.sourceRuleId : source?.id ?? null,
    userIds: userIds ?? (current ? null : []),
    groupIds: groupIds ?? (current ? null : []),
  };
}

/** ParamsFilteringService#append_user_defined_inapplicable_rules: copies of the rules for other protected branches. */
async function inapplicableCopies(ctx: SubgraphContext, target: BranchTarget, projectRules: ApprovalRule[], planned: PlannedRule[]): Promise<PlannedRule[]> {
  const userDefined = projectRules.filter(isUserDefined);
  const applying = new Set((await keepApplying(ctx, target, userDefined)).map((rule) => rule.id));
  const copied = new Set(planned.map((rule) => rule.sourceRuleId));
  const copies = userDefined.filter((rule) => !applying.has(rule.id) && !copied.has(rule.id));
  const userIds = await ruleUserIdsLoader(ctx).loadMany(copies.map((rule) => rule.id));
  const groupIds = await ruleGroupIdsLoader(ctx).loadMany(copies.map((rule) => rule.id));
  return copies.map((rule, i) => ({
    id: null, name: rule.name, ruleType: rule.ruleType, approvalsRequired: rule.approvalsRequired, sourceRuleId: rule.id,
    userIds: idsOrNone(userIds[i]), groupIds: idsOrNone(groupIds[i]),
  }));
}

/** ApprovalMergeRequestRule's validations, keyed as nested attributes' errors are (`approval_rules.name`). */
function validatePlan(planned: PlannedRule[], existing: ApprovalRule[]): void {
  const errors = new FieldErrors();
  const added = new Set<string>();
  const add = (field: string, message: string) => added.has(`${field}:${message}`) || (added.add(`${field}:${message}`), errors.add(field, message));
  const kept = existing.filter((rule) => !planned.some((plan) => plan.id === rule.id));
  const all = [...kept.map((rule) => ({ name: rule.name, ruleType: rule.ruleType })), ...planned];
  for (const rule of planned) {
    if (!rule.name.trim()) add('approval_rules.name', "can't be blank");
    if (rule.approvalsRequired < 0) add('approval_rules.approvals_required', 'must be greater than or equal to 0');
    if (rule.approvalsRequired > APPROVALS_REQUIRED_MAX) add('approval_rules.approvals_required', `must be less than or equal to ${APPROVALS_REQUIRED_MAX}`);
  }
  const names = all.map((rule) => rule.name);
  if (names.some((name, i) => name.trim() && names.indexOf(name) !== i)) add('approval_rules.name', 'has already been taken');
  if (all.filter((rule) => rule.ruleType === 'any_approver').length > 1) add('approval_rules.rule_type', 'any-approver for the merge request already exists');
  errors.throwIfAny();
}

const idsOrNone = (ids: number[] | Error): number[] => (Array.isArray(ids) ? ids : []);
