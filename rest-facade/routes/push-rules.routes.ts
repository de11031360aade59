import { p, type Param, type ParamSchema } from '../params/param';
import type { Params } from '../params/parse-params';
import { GROUP_PUSH_RULE_FIELDS, presentGroupPushRule } from '../presenters/group-push-rule.presenter';
import { defineRoutes, type Route } from './route';

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

const RULE = `{ ${GROUP_PUSH_RULE_FIELDS} }`;

function writeRoute(method: 'POST' | 'PUT', operationName: string, mutation: string): Route {
  return {
    method,
    path: '/groups/:id/push_rule',
    auth: 'required',
    params: { ...GROUP_ID, ...RULE_SCHEMA },
    rules: { atLeastOneOf: [Object.keys(RULE_PARAMS)] },
    operation: `mutation ${operationName}($ref: String!, $input: GroupPushRuleInput!) {
      ${mutation}(groupRef: $ref, input: $input) ${RULE}
    }`,
    variables: (params) => ({ ref: params.id, input: inputOf(params) }),
    present: presentGroupPushRule,
  };
}

/** doc/api/group_push_rules.md (EE); group owners and administrators. */
export const pushRuleRoutes = defineRoutes([
  {
    method: 'GET',
    path: '/groups/:id/push_rule',
    auth: 'required',
    params: GROUP_ID,
    operation: `query GroupPushRule($ref: String!) { groupPushRule(groupRef: $ref) ${RULE} }`,
    variables: (params) => ({ ref: params.id }),
    present: presentGroupPushRule,
  },
  writeRoute('POST', 'CreateGroupPushRule', 'createGroupPushRule'),
  writeRoute('PUT', 'UpdateGroupPushRule', 'updateGroupPushRule'),
  {
    method: 'DELETE',
    path: '/groups/:id/push_rule',
    auth: 'required',
    params: GROUP_ID,
    operation: 'mutation DeleteGroupPushRule($ref: String!) { deleteGroupPushRule(groupRef: $ref) }',
    variables: (params) => ({ ref: params.id }),
    present: () => undefined,
  },
]);
