import {
  ApproveMergeRequest, CreateGroupApprovalRule, CreateMergeRequestApprovalRule, CreateProjectApprovalRule, DeleteMergeRequestApprovalRule,
  DeleteProjectApprovalRule, GroupApprovalRules, MergeRequestApprovalRules, MergeRequestApprovals, ProjectApprovalRule, ProjectApprovalRules,
  ProjectApprovalSettings, UnapproveMergeRequest, UpdateGroupApprovalRule, UpdateMergeRequestApprovalRule, UpdateProjectApprovalRule,
  UpdateProjectApprovalSettings,
} from '../operations/approvals';
import { p, type ParamSchema } from '../params/param';
import type { Params } from '../params/parse-params';
import { toVariables } from '../params/to-variables';
import {
  presentApprovalRule, presentApprovalSettings, presentMergeRequestApprovalRule, presentMergeRequestApprovals, presentMergeRequestApprovalState,
  presentProjectApprovalRule,
} from '../presenters/approval.presenter';
import { defineRoutes, route } from './route';

const ID = { id: p.string().required() };
const MERGE_REQUEST = { ...ID, merge_request_iid: p.integer().required() };
const SETTINGS = ['approvals_before_merge', 'reset_approvals_on_push', 'selective_code_owner_removals', 'disable_overriding_approvers_per_merge_request',
  'merge_requests_author_approval', 'merge_requests_disable_committers_approval', 'require_password_to_approve'];
const RULE_TYPES = ['any_approver', 'regular', 'report_approver'];

/**
 * ee/lib/api/helpers/project_approval_rules_helpers.rb: Grape declares the id arrays as `users` and
 * `groups` (renamed to user_ids/group_ids), while the docs and clients send `user_ids`/`group_ids`.
 */
const RULE_FIELDS: ParamSchema = {
  approvals_required: p.integer(),
  rule_type: p.string().values(RULE_TYPES),
  report_type: p.string().values(['license_scanning', 'code_coverage']),
  user_ids: p.array(p.integer()).commaSeparated(),
  users: p.array(p.integer()).commaSeparated(),
  usernames: p.array(p.string()).commaSeparated(),
  group_ids: p.array(p.integer()).commaSeparated(),
  groups: p.array(p.integer()).commaSeparated(),
  protected_branch_ids: p.array(p.integer()).commaSeparated(),
  applies_to_all_protected_branches: p.boolean(),
  remove_hidden_groups: p.boolean(),
};
const CREATE_RULE = { ...RULE_FIELDS, name: p.string().required(), approvals_required: p.integer().required() };
const UPDATE_RULE = { ...RULE_FIELDS, name: p.string() };

const ruleInput = (params: Params) => toVariables({
  ...params, user_ids: params.user_ids ?? params.users, group_ids: params.group_ids ?? params.groups,
}, {
  pick: ['name', 'approvals_required', 'rule_type', 'report_type', 'user_ids', 'usernames', 'group_ids', 'protected_branch_ids',
    'applies_to_all_protected_branches', 'remove_hidden_groups', 'approval_project_rule_id'],
  skipNull: true,
});
const mergeRequest = (params: Params) => ({ ref: params.id, iid: params.merge_request_iid });

/** doc/api/merge_request_approvals.md: every endpoint needs a signed-in caller. */
export const mergeRequestApprovalRoutes = defineRoutes([
  route({ method: 'GET', path: '/projects/:id/approvals', auth: 'required', params: ID, operation: ProjectApprovalSettings,
    variables: (params) => ({ ref: params.id }), present: presentApprovalSettings }),
  route({
    method: 'POST', path: '/projects/:id/approvals', auth: 'required',
    params: {
      ...ID, approvals_before_merge: p.integer().range(0), reset_approvals_on_push: p.boolean(), selective_code_owner_removals: p.boolean(),
      disable_overriding_approvers_per_merge_request: p.boolean(), merge_requests_author_approval: p.boolean(),
      merge_requests_disable_committers_approval: p.boolean(), require_password_to_approve: p.boolean(),
    },
    rules: { atLeastOneOf: [SETTINGS] },
    operation: UpdateProjectApprovalSettings,
    variables: (params) => ({ ref: params.id, input: toVariables(params, { pick: SETTINGS }) }),
    present: presentApprovalSettings,
  }),
  route({ method: 'GET', path: '/projects/:id/approval_rules', auth: 'required', pagination: 'offset', params: ID, operation: ProjectApprovalRules,
    variables: (params) => ({ ref: params.id }), present: presentProjectApprovalRule }),
  route({ method: 'GET', path: '/projects/:id/approval_rules/:approval_rule_id', auth: 'required', params: { ...ID, approval_rule_id: p.integer().required() },
    operation: ProjectApprovalRule, variables: (params) => ({ ref: params.id, id: params.approval_rule_id }), present: presentProjectApprovalRule }),
  route({ method: 'POST', path: '/projects/:id/approval_rules', auth: 'required', params: { ...ID, ...CREATE_RULE }, operation: CreateProjectApprovalRule,
    variables: (params) => ({ ref: params.id, input: ruleInput(params) }), present: presentProjectApprovalRule }),
  route({ method: 'PUT', path: '/projects/:id/approval_rules/:approval_rule_id', auth: 'required',
    params: { ...ID, approval_rule_id: p.integer().required(), ...UPDATE_RULE }, operation: UpdateProjectApprovalRule,
    variables: (params) => ({ ref: params.id, id: params.approval_rule_id, input: ruleInput(params) }), present: presentProjectApprovalRule }),
  route({ method: 'DELETE', path: '/projects/:id/approval_rules/:approval_rule_id', auth: 'required', params: { ...ID, approval_rule_id: p.integer().required() },
    operation: DeleteProjectApprovalRule, variables: (params) => ({ ref: params.id, id: params.approval_rule_id }), present: () => undefined }),
  route({ method: 'GET', path: '/groups/:id/approval_rules', auth: 'required', pagination: 'offset', params: ID, operation: GroupApprovalRules,
    variables: (params) => ({ ref: params.id }), present: presentApprovalRule }),
  route({ method: 'POST', path: '/groups/:id/approval_rules', auth: 'required', params: { ...ID, ...CREATE_RULE }, operation: CreateGroupApprovalRule,
    variables: (params) => ({ ref: params.id, input: ruleInput(params) }), present: presentApprovalRule }),
  route({ method: 'PUT', path: '/groups/:id/approval_rules/:approval_rule_id', auth: 'required',
    params: { ...ID, approval_rule_id: p.integer().required(), ...UPDATE_RULE }, operation: UpdateGroupApprovalRule,
    variables: (params) => ({ ref: params.id, id: params.approval_rule_id, input: ruleInput(params) }), present: presentApprovalRule }),
  route({ method: 'GET', path: '/projects/:id/merge_requests/:merge_request_iid/approvals', auth: 'required', params: MERGE_REQUEST,
    operation: MergeRequestApprovals, variables: mergeRequest, present: presentMergeRequestApprovals }),
  route({ method: 'GET', path: '/projects/:id/merge_requests/:merge_request_iid/approval_state', auth: 'required', params: MERGE_REQUEST,
    operation: MergeRequestApprovals, variables: mergeRequest, present: presentMergeRequestApprovalState }),
  route({ method: 'POST', path: '/projects/:id/merge_requests/:merge_request_iid/approve', auth: 'required',
    params: { ...MERGE_REQUEST, sha: p.string(), approval_password: p.string(), publish_review: p.boolean() },
    operation: ApproveMergeRequest, variables: (params) => ({ ...mergeRequest(params), sha: params.sha ?? null }), present: presentMergeRequestApprovals }),
  route({ method: 'POST', path: '/projects/:id/merge_requests/:merge_request_iid/unapprove', auth: 'required', params: MERGE_REQUEST,
    operation: UnapproveMergeRequest, variables: mergeRequest, present: presentMergeRequestApprovals }),
  route({ method: 'GET', path: '/projects/:id/merge_requests/:merge_request_iid/approval_rules', auth: 'required', pagination: 'offset',
    params: MERGE_REQUEST, operation: MergeRequestApprovalRules, variables: mergeRequest, present: presentMergeRequestApprovalRule }),
  route({ method: 'POST', path: '/projects/:id/merge_requests/:merge_request_iid/approval_rules', auth: 'required',
    params: { ...MERGE_REQUEST, ...CREATE_RULE, approval_project_rule_id: p.integer() }, operation: CreateMergeRequestApprovalRule,
    variables: (params) => ({ ...mergeRequest(params), input: ruleInput(params) }), present: presentMergeRequestApprovalRule }),
  route({ method: 'PUT', path: '/projects/:id/merge_requests/:merge_request_iid/approval_rules/:approval_rule_id', auth: 'required',
    params: { ...MERGE_REQUEST, approval_rule_id: p.integer().required(), ...UPDATE_RULE }, operation: UpdateMergeRequestApprovalRule,
    variables: (params) => ({ ...mergeRequest(params), id: params.approval_rule_id, input: ruleInput(params) }), present: presentMergeRequestApprovalRule }),
  route({ method: 'DELETE', path: '/projects/:id/merge_requests/:merge_request_iid/approval_rules/:approval_rule_id', auth: 'required',
    params: { ...MERGE_REQUEST, approval_rule_id: p.integer().required() }, operation: DeleteMergeRequestApprovalRule,
    variables: (params) => ({ ...mergeRequest(params), id: params.approval_rule_id }), present: () => undefined }),
]);
