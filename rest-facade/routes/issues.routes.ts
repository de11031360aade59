import {
  AddIssueSpentTime, CreateIssue, DeleteIssue, GroupIssues, IssueTimeStats, Issues, MoveIssue, ProjectIssue, ProjectIssues, SetIssueSubscription,
  SetIssueTimeEstimate, UpdateIssue,
} from '../operations/issues';
import { p, type ParamSchema } from '../params/param';
import type { Params } from '../params/parse-params';
import { toVariables } from '../params/to-variables';
import { RouteAnswer } from '../http/route-answer';
import { presentIssue, presentIssueListItem, presentTimeStats } from '../presenters/issue.presenter';
import { issuableFilterOf } from './issuable-params';
import { defineRoutes, route } from './route';

const PROJECT_ID = { id: p.string().required() };
const GROUP_ID = { id: p.string().required() };
const ISSUE = { ...PROJECT_ID, issue_iid: p.integer().required() };
const ISSUE_TYPES = ['issue', 'incident', 'test_case', 'task'];
const ORDER_BY = ['created_at', 'due_date', 'label_priority', 'milestone_due', 'popularity', 'priority', 'relative_position', 'title', 'updated_at', 'weight'];
const DUE_DATES = ['0', 'any', 'today', 'tomorrow', 'overdue', 'week', 'month', 'next_month_and_previous_two_weeks'];
const SCOPES = ['created_by_me', 'assigned_to_me', 'all', 'created-by-me', 'assigned-to-me'];

/** lib/api/issues.rb `issues_params` (the filters of every issue list). */
const FILTER_PARAMS: ParamSchema = {
  state: p.string().values(['opened', 'closed', 'all']).default('all'),
  order_by: p.string().values(ORDER_BY).default('created_at'),
  sort: p.string().values(['asc', 'desc']).default('desc'),
  iids: p.array(p.integer()),
  search: p.string(),
  in: p.array(p.string()).commaSeparated(),
  author_id: p.integer(),
  author_username: p.string(),
  // A user id, `None` or `Any` (Grape's integer_none_any; the finder rejects anything else).
  assignee_id: p.string(),
  assignee_username: p.array(p.string()),
  created_after: p.datetime(),
  created_before: p.datetime(),
  updated_after: p.datetime(),
  updated_before: p.datetime(),
  confidential: p.boolean(),
  issue_type: p.string().values(ISSUE_TYPES),
  due_date: p.string().values(DUE_DATES),
  with_labels_details: p.boolean().default(false),
  labels: p.array(p.string()).commaSeparated(),
  milestone: p.string(),
  milestone_id: p.string(),
  // An epic's global id, `None` or `Any` (EE; Grape's integer_none_any, checked by the finder).
  epic_id: p.string(),
  // An emoji name the caller awarded, `None` or `Any` (IssuableFinder#by_my_reaction_emoji).
  my_reaction_emoji: p.string(),
  not: p.hash({
    author_id: p.integer(), author_username: p.string(), assignee_id: p.integer(), assignee_username: p.array(p.string()), iids: p.array(p.integer()),
    labels: p.array(p.string()).commaSeparated(), milestone: p.string(), milestone_id: p.string(), epic_id: p.string(), my_reaction_emoji: p.string(),
  }),
};
const FILTER_RULES = { mutuallyExclusive: [['author_id', 'author_username'], ['assignee_id', 'assignee_username'], ['milestone', 'milestone_id']] };
const FILTER_PICK = ['state', 'order_by', 'sort', 'iids', 'search', 'in', 'author_id', 'author_username', 'assignee_id', 'assignee_username', 'created_after',
    'created_before', 'updated_after', 'updated_before', 'confidential', 'issue_type', 'due_date', 'scope', 'non_archived', 'not', 'labels',
    'milestone', 'milestone_id', 'epic_id', 'my_reaction_emoji'];

const filterOf = (params: Params) => issuableFilterOf(params, FILTER_PICK);

/** Fields POST and PUT share (lib/api/issues.rb `issue_params`). */
const FIELD_PARAMS: ParamSchema = {
  description: p.string(),
  assignee_ids: p.array(p.integer()).commaSeparated(),
  assignee_id: p.integer(),
  confidential: p.boolean(),
  discussion_locked: p.boolean(),
  due_date: p.date(),
  issue_type: p.string().values(ISSUE_TYPES),
  weight: p.integer().range(0),
  labels: p.array(p.string()).commaSeparated(),
  milestone_id: p.integer(),
};
const UPDATE_FIELDS = [
  'title', 'description', 'assignee_ids', 'assignee_id', 'confidential', 'discussion_locked', 'due_date', 'issue_type', 'weight', 'labels',
  'add_labels', 'remove_labels', 'milestone_id', 'state_event', 'updated_at',
];

/** `assignee_id` is the deprecated single form of `assignee_ids` (0 unassigns). */
const fieldsInput = (params: Params, names: string[]) => {
  const assigneeIds = params.assignee_id !== undefined ? [params.assignee_id] : params.assignee_ids;
  return toVariables({ ...params, assignee_ids: assigneeIds }, { pick: names });
};

const inProject = (params: Params) => ({ ref: params.id, relativeToProject: params.id });

/** doc/api/issues.md */
export const issueRoutes = defineRoutes([
  route({
    method: 'GET',
    path: '/issues',
    pagination: 'offset',
    params: { ...FILTER_PARAMS, scope: p.string().values(SCOPES).default('created_by_me'), non_archived: p.boolean().default(true) },
    rules: FILTER_RULES,
    operation: Issues,
    variables: (params) => ({ filter: filterOf(params) }),
    present: presentIssueListItem,
  }),
  route({
    method: 'GET',
    path: '/groups/:id/issues',
    pagination: 'offset',
    params: { ...GROUP_ID, ...FILTER_PARAMS, scope: p.string().values(SCOPES).default('all'), non_archived: p.boolean().default(true) },
    rules: FILTER_RULES,
    operation: GroupIssues,
    variables: (params) => ({ ref: params.id, relativeToGroup: params.id, filter: filterOf(params) }),
    present: presentIssueListItem,
  }),
  route({
    method: 'GET',
    path: '/projects/:id/issues',
    pagination: 'offset',
    params: { ...PROJECT_ID, ...FILTER_PARAMS, scope: p.string().values(SCOPES).default('all') },
    rules: FILTER_RULES,
    operation: ProjectIssues,
    variables: (params) => ({ ...inProject(params), filter: filterOf(params) }),
    present: presentIssueListItem,
  }),
  route({
    method: 'GET',
    path: '/projects/:id/issues/:issue_iid',
    params: ISSUE,
    operation: ProjectIssue,
    variables: (params) => ({ ...inProject(params), iid: params.issue_iid }),
    present: presentIssue,
  }),
  route({
    method: 'POST',
    path: '/projects/:id/issues',
    auth: 'required',
    params: { ...PROJECT_ID, title: p.string().required(), ...FIELD_PARAMS, created_at: p.datetime(), iid: p.integer().range(1) },
    rules: { mutuallyExclusive: [['assignee_id', 'assignee_ids']] },
    operation: CreateIssue,
    variables: (params) => ({ ...inProject(params), input: fieldsInput(params, ['title', ...Object.keys(FIELD_PARAMS), 'created_at', 'iid']) }),
    present: presentIssue,
  }),
  route({
    method: 'PUT',
    path: '/projects/:id/issues/:issue_iid',
    auth: 'required',
    params: {
      ...ISSUE, title: p.string(), ...FIELD_PARAMS, add_labels: p.array(p.string()).commaSeparated(), remove_labels: p.array(p.string()).commaSeparated(),
      state_event: p.string().values(['close', 'reopen']), updated_at: p.datetime(),
    },
    rules: { mutuallyExclusive: [['assignee_id', 'assignee_ids']], atLeastOneOf: [UPDATE_FIELDS] },
    operation: UpdateIssue,
    variables: (params) => ({ ...inProject(params), iid: params.issue_iid, input: fieldsInput(params, UPDATE_FIELDS) }),
    present: presentIssue,
  }),
  route({
    method: 'DELETE',
    path: '/projects/:id/issues/:issue_iid',
    auth: 'required',
    params: ISSUE,
    operation: DeleteIssue,
    variables: (params) => ({ ref: params.id, iid: params.issue_iid }),
    present: () => undefined,
  }),
  // Issues::MoveService: the new issue, presented as seen from the project the request named (201).
  route({
    method: 'POST',
    path: '/projects/:id/issues/:issue_iid/move',
    auth: 'required',
    params: { ...ISSUE, to_project_id: p.integer().required() },
    operation: MoveIssue,
    variables: (params) => ({ ...inProject(params), iid: params.issue_iid, toProjectId: params.to_project_id }),
    present: presentIssue,
  }),
  ...(['subscribe', 'unsubscribe'] as const).map((action) => route({
    method: 'POST',
    path: `/projects/:id/issues/:issue_iid/${action}`,
    auth: 'required',
    params: ISSUE,
    operation: SetIssueSubscription,
    variables: (params) => ({ ...inProject(params), iid: params.issue_iid, subscribed: action === 'subscribe' }),
    // lib/api/subscriptions.rb: `not_modified!` when there is nothing to change.
    present: (result, ctx) => (result.changed ? presentIssue(result.issue, ctx) : RouteAnswer.json(304, undefined)),
  })),
  // lib/api/time_tracking_endpoints.rb: POST answers 200 except add_spent_time (201).
  route({
    method: 'POST',
    path: '/projects/:id/issues/:issue_iid/time_estimate',
    auth: 'required',
    params: { ...ISSUE, duration: p.string().required() },
    operation: SetIssueTimeEstimate,
    variables: (params) => ({ ref: params.id, iid: params.issue_iid, duration: params.duration }),
    present: (issue) => presentTimeStats(issue.timeStats),
    status: 200,
  }),
  route({
    method: 'POST',
    path: '/projects/:id/issues/:issue_iid/reset_time_estimate',
    auth: 'required',
    params: ISSUE,
    operation: SetIssueTimeEstimate,
    variables: (params) => ({ ref: params.id, iid: params.issue_iid, duration: null }),
    present: (issue) => presentTimeStats(issue.timeStats),
    status: 200,
  }),
  route({
    method: 'POST',
    path: '/projects/:id/issues/:issue_iid/add_spent_time',
    auth: 'required',
    params: { ...ISSUE, duration: p.string().required(), summary: p.string() },
    operation: AddIssueSpentTime,
    variables: (params) => ({ ref: params.id, iid: params.issue_iid, duration: params.duration, summary: params.summary ?? null }),
    present: (issue) => presentTimeStats(issue.timeStats),
  }),
  route({
    method: 'POST',
    path: '/projects/:id/issues/:issue_iid/reset_spent_time',
    auth: 'required',
    params: ISSUE,
    operation: AddIssueSpentTime,
    variables: (params) => ({ ref: params.id, iid: params.issue_iid, duration: null, summary: null }),
    present: (issue) => presentTimeStats(issue.timeStats),
    status: 200,
  }),
  route({
    method: 'GET',
    path: '/projects/:id/issues/:issue_iid/time_stats',
    params: ISSUE,
    operation: IssueTimeStats,
    variables: (params) => ({ ref: params.id, iid: params.issue_iid }),
    present: (issue) => presentTimeStats(issue.timeStats),
  }),
]);
