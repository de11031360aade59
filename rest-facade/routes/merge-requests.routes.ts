import {
  CreateMergeRequest, DeleteMergeRequest, GroupMergeRequests, MergeMergeRequest, MergeRequestChanges, MergeRequestCommits, MergeRequestDiffs,
  MergeRequests, ProjectMergeRequest, ProjectMergeRequests, SetMergeRequestSubscription, UpdateMergeRequest,
} from '../operations/merge-requests';
import { RouteAnswer } from '../http/route-answer';
import { p, type ParamSchema } from '../params/param';
import type { Params } from '../params/parse-params';
import { toVariables } from '../params/to-variables';
import { presentCommit, presentDiff } from '../presenters/commit.presenter';
import { presentMergeRequest, presentMergeRequestListItem } from '../presenters/merge-request.presenter';
import { MERGE_REQUEST_APPROVAL_RULES } from './approval-rule-params';
import { issuableFilterOf } from './issuable-params';
import { defineRoutes, route } from './route';

const PROJECT_ID = { id: p.string().required() };
const MERGE_REQUEST = { ...PROJECT_ID, merge_request_iid: p.integer().required() };
const SCOPES = ['created-by-me', 'assigned-to-me', 'created_by_me', 'assigned_to_me', 'reviews_for_me', 'all'];
const ORDER_BY = ['created_at', 'label_priority', 'milestone_due', 'popularity', 'priority', 'title', 'updated_at', 'merged_at'];

/** lib/api/helpers/merge_requests_helpers.rb `merge_requests_negatable_params`. */
const NEGATABLE: ParamSchema = {
  author_id: p.integer(),
  author_username: p.string(),
  // A user id, `None` or `Any` (Grape's integer_none_any).
  assignee_id: p.string(),
  assignee_username: p.array(p.string()),
  reviewer_username: p.string(),
  labels: p.array(p.string()).commaSeparated(),
  milestone: p.string(),
  my_reaction_emoji: p.string(),
};

/** `merge_requests_base_params` with EE's approval filters. */
const FILTER_PARAMS: ParamSchema = {
  ...NEGATABLE,
  reviewer_id: p.string(),
  state: p.string().values(['opened', 'closed', 'locked', 'merged', 'all']).default('all'),
  order_by: p.string().values(ORDER_BY).default('created_at'),
  sort: p.string().values(['asc', 'desc']).default('desc'),
  with_labels_details: p.boolean().default(false),
  with_merge_status_recheck: p.boolean().default(false),
  created_after: p.datetime(),
  created_before: p.datetime(),
  updated_after: p.datetime(),
  updated_before: p.datetime(),
  view: p.string().values(['simple']),
  source_branch: p.string(),
  source_project_id: p.integer(),
  target_branch: p.string(),
  search: p.string(),
  in: p.array(p.string()).commaSeparated(),
  wip: p.string().values(['yes', 'no']),
  not: p.hash({ ...NEGATABLE, reviewer_id: p.string() }),
  deployed_before: p.string(),
  deployed_after: p.string(),
  environment: p.string(),
  approved: p.string().values(['yes', 'no']),
  merge_user_id: p.integer(),
  merge_user_username: p.string(),
  approved_by_ids: p.array(p.string()).commaSeparated(),
  approved_by_usernames: p.array(p.string()).commaSeparated(),
  approver_ids: p.array(p.string()).commaSeparated(),
  iids: p.array(p.integer()),
};
const EXCLUSIVE = [['author_id', 'author_username'], ['assignee_id', 'assignee_username'], ['reviewer_id', 'reviewer_username'],
  ['merge_user_id', 'merge_user_username'], ['approved_by_ids', 'approved_by_usernames']];
const FILTER_RULES = { mutuallyExclusive: EXCLUSIVE };
const FILTER_PICK = ['state', 'scope', 'order_by', 'sort', 'iids', 'search', 'in', 'author_id', 'author_username', 'assignee_id', 'assignee_username',
    'reviewer_id', 'reviewer_username', 'merge_user_id', 'merge_user_username', 'approved_by_ids', 'approved_by_usernames', 'approver_ids',
    'approved', 'created_after', 'created_before', 'updated_after', 'updated_before', 'deployed_after', 'deployed_before', 'environment',
    'source_branch', 'source_project_id', 'target_branch', 'wip', 'non_archived', 'labels', 'milestone', 'my_reaction_emoji', 'not'];

const filterOf = (params: Params) => issuableFilterOf(params, FILTER_PICK);

/** Fields POST and PUT share (lib/api/merge_requests.rb `optional_params_ce` and EE's). */
const FIELD_PARAMS: ParamSchema = {
  assignee_id: p.integer(),
  assignee_ids: p.array(p.integer()).commaSeparated(),
  reviewer_ids: p.array(p.integer()).commaSeparated(),
  description: p.string(),
  labels: p.array(p.string()).commaSeparated(),
  milestone_id: p.integer(),
  remove_source_branch: p.boolean(),
  allow_collaboration: p.boolean(),
  allow_maintainer_to_push: p.boolean(),
  squash: p.boolean(),
  approvals_before_merge: p.integer(),
  approval_rules_attributes: MERGE_REQUEST_APPROVAL_RULES,
};
const INPUT_FIELDS = ['description', 'assignee_ids', 'reviewer_ids', 'labels', 'milestone_id', 'remove_source_branch', 'squash', 'allow_collaboration',
  'approval_rules_attributes'];
const UPDATE_FIELDS = ['assignee_id', 'assignee_ids', 'reviewer_ids', 'description', 'labels', 'add_labels', 'remove_labels', 'milestone_id',
  'remove_source_branch', 'allow_collaboration', 'allow_maintainer_to_push', 'squash', 'target_branch', 'title', 'state_event', 'discussion_locked',
  'approval_rules_attributes', 'reset_approval_rules_to_defaults'];

/** `assignee_id` is the single form of `assignee_ids`; `allow_maintainer_to_push` the old name of `allow_collaboration`. */
const fieldsInput = (params: Params, extra: string[]) => toVariables({
  ...params,
  assignee_ids: params.assignee_id !== undefined ? [params.assignee_id] : params.assignee_ids,
  allow_collaboration: params.allow_collaboration ?? params.allow_maintainer_to_push,
}, { pick: [...INPUT_FIELDS, ...extra] });

const inProject = (params: Params) => ({ ref: params.id, relativeToProject: params.id });
const single = (params: Params) => ({ ...inProject(params), iid: params.merge_request_iid });

/** doc/api/merge_requests.md */
export const mergeRequestRoutes = defineRoutes([
  route({
    method: 'GET',
    path: '/merge_requests',
    pagination: 'offset',
    params: { ...FILTER_PARAMS, scope: p.string().values(SCOPES).default('created_by_me'), non_archived: p.boolean() },
    rules: FILTER_RULES,
    operation: MergeRequests,
    variables: (params) => ({ filter: filterOf(params) }),
    present: presentMergeRequestListItem,
  }),
  route({
    method: 'GET',
    path: '/groups/:id/merge_requests',
    pagination: 'offset',
    params: { ...PROJECT_ID, ...FILTER_PARAMS, scope: p.string().values(SCOPES).default('all'), non_archived: p.boolean().default(true) },
    rules: FILTER_RULES,
    operation: GroupMergeRequests,
    variables: (params) => ({ ref: params.id, relativeToGroup: params.id, filter: filterOf(params) }),
    present: presentMergeRequestListItem,
  }),
  route({
    method: 'GET',
    path: '/projects/:id/merge_requests',
    jobToken: true,
    pagination: 'offset',
    params: { ...PROJECT_ID, ...FILTER_PARAMS, scope: p.string().values(SCOPES).default('all') },
    rules: FILTER_RULES,
    operation: ProjectMergeRequests,
    variables: (params) => ({ ...inProject(params), filter: filterOf(params) }),
    present: presentMergeRequestListItem,
  }),
  route({
    method: 'GET',
    path: '/projects/:id/merge_requests/:merge_request_iid',
    jobToken: true,
    params: { ...MERGE_REQUEST, render_html: p.boolean(), include_diverged_commits_count: p.boolean(), include_rebase_in_progress: p.boolean() },
    operation: ProjectMergeRequest,
    variables: single,
    present: presentMergeRequest,
  }),
  route({
    method: 'POST',
    path: '/projects/:id/merge_requests',
    auth: 'required',
    params: {
      ...PROJECT_ID, title: p.string().required(), source_branch: p.string().required(), target_branch: p.string().required(),
      target_project_id: p.integer(), ...FIELD_PARAMS,
    },
    rules: { mutuallyExclusive: [['assignee_id', 'assignee_ids']] },
    operation: CreateMergeRequest,
    variables: (params) => ({ ...inProject(params), input: fieldsInput(params, ['title', 'source_branch', 'target_branch', 'target_project_id']) }),
    present: presentMergeRequest,
  }),
  route({
    method: 'PUT',
    path: '/projects/:id/merge_requests/:merge_request_iid',
    auth: 'required',
    params: {
      ...MERGE_REQUEST, title: p.string(), target_branch: p.string(), state_event: p.string().values(['close', 'reopen']),
      discussion_locked: p.boolean(), add_labels: p.array(p.string()).commaSeparated(), remove_labels: p.array(p.string()).commaSeparated(),
      reset_approval_rules_to_defaults: p.boolean(), ...FIELD_PARAMS,
    },
    rules: { mutuallyExclusive: [['assignee_id', 'assignee_ids']], atLeastOneOf: [UPDATE_FIELDS] },
    operation: UpdateMergeRequest,
    variables: (params) => ({
      ...single(params),
      input: fieldsInput(params, ['title', 'target_branch', 'state_event', 'discussion_locked', 'add_labels', 'remove_labels', 'reset_approval_rules_to_defaults']),
    }),
    present: presentMergeRequest,
  }),
  route({
    method: 'DELETE',
    path: '/projects/:id/merge_requests/:merge_request_iid',
    auth: 'required',
    params: MERGE_REQUEST,
    operation: DeleteMergeRequest,
    variables: (params) => ({ ref: params.id, iid: params.merge_request_iid }),
    present: () => undefined,
  }),
  ...(['subscribe', 'unsubscribe'] as const).map((action) => route({
    method: 'POST',
    path: `/projects/:id/merge_requests/:merge_request_iid/${action}`,
    auth: 'required',
    params: MERGE_REQUEST,
    operation: SetMergeRequestSubscription,
    variables: (params) => ({ ...single(params), subscribed: action === 'subscribe' }),
    // lib/api/subscriptions.rb: `not_modified!` when there is nothing to change.
    present: (result, ctx) => (result.changed ? presentMergeRequest(result.mergeRequest, ctx) : RouteAnswer.json(304, undefined)),
  })),
  route({
    method: 'PUT',
    path: '/projects/:id/merge_requests/:merge_request_iid/merge',
    auth: 'required',
    params: {
      ...MERGE_REQUEST, merge_commit_message: p.string(), squash_commit_message: p.string(), squash: p.boolean(),
      should_remove_source_branch: p.boolean(), merge_when_pipeline_succeeds: p.boolean(), auto_merge: p.boolean(), sha: p.string(),
    },
    operation: MergeMergeRequest,
    variables: (params) => ({
      ...single(params),
      input: toVariables({ ...params, auto_merge: params.auto_merge ?? params.merge_when_pipeline_succeeds }, {
        pick: ['merge_commit_message', 'squash_commit_message', 'squash', 'should_remove_source_branch', 'sha', 'auto_merge'],
      }),
    }),
    present: presentMergeRequest,
  }),
  route({
    method: 'GET',
    path: '/projects/:id/merge_requests/:merge_request_iid/commits',
    pagination: 'offset',
    params: MERGE_REQUEST,
    operation: MergeRequestCommits,
    variables: (params) => ({ ref: params.id, iid: params.merge_request_iid }),
    pick: (mr) => mr.commits,
    present: presentCommit,
  }),
  route({
    method: 'GET',
    path: '/projects/:id/merge_requests/:merge_request_iid/diffs',
    pagination: 'offset',
    params: { ...MERGE_REQUEST, unidiff: p.boolean().default(false) },
    operation: MergeRequestDiffs,
    variables: (params) => ({ ref: params.id, iid: params.merge_request_iid }),
    pick: (mr) => mr.diffs,
    present: presentDiff,
  }),
  // Deprecated (API v5 removes it): the merge request with every change and `overflow`.
  route({
    method: 'GET',
    path: '/projects/:id/merge_requests/:merge_request_iid/changes',
    params: { ...MERGE_REQUEST, access_raw_diffs: p.boolean().default(false), unidiff: p.boolean().default(false) },
    operation: MergeRequestChanges,
    variables: single,
    present: (mr, ctx) => ({ ...presentMergeRequest(mr, ctx), changes: mr.diffs.nodes.map(presentDiff), overflow: false }),
  }),
]);
