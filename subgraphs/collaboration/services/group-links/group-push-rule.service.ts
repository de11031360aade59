import { FieldErrors, NotFoundError, requireUser, UnprocessableError, type SubgraphContext } from '@forgegraph/platform';
import { GroupPushRule } from '../../entities/group-push-rule.entity';
import type { Namespace } from '../../entities/namespace.entity';
import type { GroupPushRuleInput } from '../../schema/group-push-rule.inputs';
import { canGroup } from '../access/access.service';
import { findReadableGroup } from '../namespaces/lookup';

const REGEX_FIELDS = {
  commitMessageRegex: 'commit_message_regex',
  commitMessageNegativeRegex: 'commit_message_negative_regex',
  branchNameRegex: 'branch_name_regex',
  authorEmailRegex: 'author_email_regex',
  fileNameRegex: 'file_name_regex',
} as const;

const SETTINGS: ReadonlyArray<keyof GroupPushRuleInput> = [
  'denyDeleteTag', 'memberCheck', 'preventSecrets', 'maxFileSize', 'commitCommitterCheck', 'commitCommitterNameCheck',
  'rejectUnsignedCommits', 'rejectNonDcoCommits', ...(Object.keys(REGEX_FIELDS) as Array<keyof typeof REGEX_FIELDS>),
];

/**
 * ee/lib/api/group_push_rule.rb: `find_group!` (404 Group Not Found), then `not_found!` for callers
 * who may not change push rules (owners and administrators may).
 */
async function pushRuleGroup(ctx: SubgraphContext, ref: string): Promise<Namespace> {
  requireUser(ctx.actor);
  const { group, access } = await findReadableGroup(ctx, ref);
  if (!canGroup(access, 'admin_group', group)) throw NotFoundError.withMessage('404 Not Found');
  return group;
}

function ruleOf(ctx: SubgraphContext, group: Namespace): Promise<GroupPushRule | null> {
  return ctx.em.findOne(GroupPushRule, { groupId: group.id });
}

/** GET /groups/:id/push_rule: `404 Not Found` while the group has none. */
export async function findGroupPushRule(ctx: SubgraphContext, ref: string): Promise<GroupPushRule> {
  const rule = await ruleOf(ctx, await pushRuleGroup(ctx, ref));
  if (!rule) throw NotFoundError.withMessage('404 Not Found');
  return rule;
}

/** POST /groups/:id/push_rule: one rule per group (422 when it exists). */
export async function createGroupPushRule(ctx: SubgraphContext, ref: string, input: GroupPushRuleInput): Promise<GroupPushRule> {
  const group = await pushRuleGroup(ctx, ref);
  if (await ruleOf(ctx, group)) throw UnprocessableError.message('Group push rule exists, try updating');
  return saveRule(ctx, ctx.em.create(GroupPushRule, { groupId: group.id }, { persist: false }), input);
}

/** PUT /groups/:id/push_rule */
export async function updateGroupPushRule(ctx: SubgraphContext, ref: string, input: GroupPushRuleInput): Promise<GroupPushRule> {
  const rule = await ruleOf(ctx, await pushRuleGroup(ctx, ref));
  if (!rule) throw NotFoundError.resource('Push rule');
  return saveRule(ctx, rule, input);
}

/** DELETE /groups/:id/push_rule */
export async function deleteGroupPushRule(ctx: SubgraphContext, ref: string): Promise<boolean> {
  const rule = await ruleOf(ctx, await pushRuleGroup(ctx, ref));
  if (!rule) throw NotFoundError.withMessage('404 Not Found');
  await ctx.em.remove(rule).flush();
  return true;
}

/** PushRule's validations (`render_validation_error!`), then the write. */
async function saveRule(ctx: SubgraphContext, rule: GroupPushRule, input: GroupPushRuleInput): Promise<GroupPushRule> {
  const changes = Object.fromEntries(SETTINGS.filter((key) => input[key] !== undefined).map((key) => [key, input[key]]));
  const errors = new FieldErrors();
  for (const [key, field] of Object.entries(REGEX_FIELDS)) {
    const problem = regexProblem(changes[key]);
    if (problem) errors.add(field, problem);
  }
  if (typeof changes.maxFileSize === 'number' && changes.maxFileSize < 0) errors.add('max_file_size', 'must be greater than or equal to 0');
  errors.throwIfAny();
  ctx.em.assign(rule, changes);
  await ctx.em.persist(rule).flush();
  return rule;
}

/** UntrustedRegexpValidator: the pattern must compile (JavaScript's engine stands in for RE2). */
function regexProblem(value: unknown): string | null {
  if (typeof value !== 'string' || value === '') return null;
  try {
    new RegExp(value);
    return null;
  } catch (error) {
    const reason = String((error as Error).message).split(': ').pop();
    return `not valid RE2 syntax: ${reason}`;
  }
}
