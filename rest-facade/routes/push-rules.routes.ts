import { CreateGroupPushRule, DeleteGroupPushRule, GroupPushRule, UpdateGroupPushRule } from '../operations/group-push-rules';
import { p, type ParamSchema } from '../params/param';
import type { Params } from '../params/parse-params';
import { toVariables } from '../params/to-variables';
import { presentGroupPushRule } from '../presenters/group-push-rule.presenter';
import { AS_REF } from './project-params';
import { defineRoutes, route } from './route';

const GROUP_ID = { id: p.string().required() };

/** ee/lib/api/group_push_rule.rb `push_rule_params`, in GitLab's order. */
const RULE_SCHEMA: ParamSchema = {
  deny_delete_tag: p.boolean(),
  member_check: p.boolean(),
  prevent_secrets: p.boolean(),
  commit_message_regex: p.string(),
  commit_message_negative_regex: p.string(),
  branch_name_regex: p.string(),
  author_email_regex: p.string(),
  file_name_regex: p.string(),
  max_file_size: p.integer(),
  commit_committer_check: p.boolean(),
  commit_committer_name_check: p.boolean(),
  reject_unsigned_commits: p.boolean(),
  reject_non_dco_commits: p.boolean(),
};

/** POST and PUT take the same body (`push_rule_params`). */
const WRITE = {
  path: '/groups/:id/push_rule',
  auth: 'required' as const,
  params: { ...GROUP_ID, ...RULE_SCHEMA },
  rules: { atLeastOneOf: [Object.keys(RULE_SCHEMA)] },
  // Only the given params reach the input: absent keeps a setting, null clears a pattern.
  variables: (params: Params) => ({ ...toVariables(params, AS_REF), input: toVariables(params, { pick: Object.keys(RULE_SCHEMA) }) }),
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
    variables: (params) => toVariables(params, AS_REF),
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
    variables: (params) => toVariables(params, AS_REF),
    present: () => undefined,
  }),
]);
