import { CreateGroupPushRule, DeleteGroupPushRule, GroupPushRule, UpdateGroupPushRule } from '../operations/group-push-rules';
import { p, type Param, type ParamSchema } from '../params/param';
import type { Params } from '../params/parse-params';
import { presentGroupPushRule } from '../presenters/group-push-rule.presenter';
import { defineRoutes, route } from './route';

const GROUP_ID = { id: p.string().required() };

/** ee/lib/api/group_push_rule.rb `push_rule_params`, in GitLab's order (param name → input field). */
const RULE_PARAMS: Record<string, [string, Param]> = {
  deny_delete_tag: ['denyDeleteTag', p.boolean()],
  member_check: ['memberCheck', p.boolean()],
  prevent_secrets: ['preventSecrets', p.boolean()],
  commit_message_regex: ['commitMessageRegex', p.string()],
  commit_message_negative_regex: ['commitMessageNegativeRegex', p.string()],
  branch_name_regex: ['branchNameRegex', p.string()],
  author_email_regex: ['authorEmailRegex', p.string()],
  file_name_regex: ['fileNameRegex', p.string()],
  max_file_size: ['maxFileSize', p.integer()],
  commit_committer_check: ['commitCommitterCheck', p.boolean()],
  commit_committer_name_check: ['commitCommitterNameCheck', p.boolean()],
  reject_unsigned_commits: ['rejectUnsignedCommits', p.boolean()],
  reject_non_dco_commits: ['rejectNonDcoCommits', p.boolean()],
};
const RULE_SCHEMA: ParamSchema = Object.fromEntries(Object.entries(RULE_PARAMS).map(([name, [, param]]) => [name, param]));

/** Only the given params reach the input: absent keeps a setting, null clears a pattern. */
const inputOf = (params: Params) => Object.fromEntries(Object.entries(RULE_PARAMS)
  .filter(([name]) => params[name] !== undefined).map(([name, [field]]) => [field, params[name]]));

/** POST and PUT take the same body (`push_rule_params`). */
const WRITE = {
  path: '/groups/:id/push_rule',
  auth: 'required' as const,
  params: { ...GROUP_ID, ...RULE_SCHEMA },
  rules: { atLeastOneOf: [Object.keys(RULE_PARAMS)] },
  variables: (params: Params) => ({ ref: params.id, input: inputOf(params) }),
  present: presentGroupPushRule,
};

/** doc/api/group_push_rules.md (EE); group owners and administrators. */
export const pushRuleRoutes = defineRoutes([
  route({
    method: 'GET',
    path: '/groups/:id/push_rule',
    auth: 'required',
    params: GROUP_ID,
    operation: GroupPushRule,
    variables: (params) => ({ ref: params.id }),
    present: presentGroupPushRule,
  }),
  route({ method: 'POST', ...WRITE, operation: CreateGroupPushRule }),
  route({ method: 'PUT', ...WRITE, operation: UpdateGroupPushRule }),
  route({
    method: 'DELETE',
    path: '/groups/:id/push_rule',
    auth: 'required',
    params: GROUP_ID,
    operation: DeleteGroupPushRule,
    variables: (params) => ({ ref: params.id }),
    present: () => undefined,
  }),
]);
