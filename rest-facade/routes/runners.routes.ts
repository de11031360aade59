import {
  AllRunners, AssignProjectRunner, DeleteRunner, GroupRunners, OwnedRunners, ProjectRunners, ResetRunnerAuthenticationTokenById,
  RunnerDetails, RunnerJobs, RunnerManagers, UnassignProjectRunner, UpdateRunner,
} from '../operations/runners-api';
import { p, type ParamSchema } from '../params/param';
import type { Params } from '../params/parse-params';
import { toVariables } from '../params/to-variables';
import { presentJobBasicWithProject } from '../presenters/job-basic-with-project.presenter';
import { presentRunner, presentRunnerDetails, presentRunnerManager } from '../presenters/runner.presenter';
import { defineRoutes, route } from './route';

// Ci::Runner::AVAILABLE_SCOPES (legacy types, types, statuses incl. deprecated ones) and its parts.
const TYPES = ['instance_type', 'group_type', 'project_type'];
const STATUSES = ['active', 'paused', 'online', 'offline', 'never_contacted', 'stale'];
const SCOPES = ['specific', 'shared', ...TYPES, ...STATUSES];
// Ci::HasStatus::AVAILABLE_STATUSES, the runner jobs' `status` values.
const JOB_STATUSES = ['created', 'waiting_for_resource', 'preparing', 'waiting_for_callback', 'pending', 'running', 'success', 'failed',
  'canceling', 'canceled', 'skipped', 'manual', 'scheduled'];

/** `params :filter_params` of lib/api/ci/runners.rb (`version_prefix`'s regexp is checked by ci). */
const FILTER_PARAMS: ParamSchema = {
  type: p.string().values(TYPES),
  paused: p.boolean(),
  status: p.string().values(STATUSES),
  tag_list: p.array(p.string()).commaSeparated(),
  version_prefix: p.string(),
};
const LIST_PARAMS: ParamSchema = { scope: p.string().values(SCOPES), ...FILTER_PARAMS };
const FILTER_NAMES = ['scope', 'type', 'paused', 'status', 'tag_list', 'version_prefix'];
const filterOf = (params: Params) => toVariables(params, { pick: FILTER_NAMES });

const RUNNER = { id: p.integer().required() };
const UPDATE_FIELDS = ['description', 'active', 'paused', 'tag_list', 'run_untagged', 'locked', 'access_level', 'maximum_timeout', 'maintenance_note'];
const PROJECT = { id: p.string().required() };
const GROUP = { id: p.string().required() };
const JOB_PARAMS: ParamSchema = {
  status: p.string().values(JOB_STATUSES),
  order_by: p.string().values(['id']),
  sort: p.string().values(['asc', 'desc']).default('desc'),
  cursor: p.string(),
};
const jobFilterOf = (params: Params) => toVariables(params, { pick: ['system_id', 'status', 'order_by', 'sort'] });

/** doc/api/runners.md (lib/api/ci/runners.rb): every route authenticates first. */
export const runnerRoutes = defineRoutes([
  route({
    method: 'GET', path: '/runners', auth: 'required', pagination: 'offset', params: LIST_PARAMS,
    operation: OwnedRunners, variables: (params) => ({ filter: filterOf(params) }), present: presentRunner,
  }),
  route({
    method: 'GET', path: '/runners/all', auth: 'required', pagination: 'offset', params: LIST_PARAMS,
    operation: AllRunners, variables: (params) => ({ filter: filterOf(params) }), present: presentRunner,
  }),
  route({
    method: 'GET', path: '/runners/:id', auth: 'required', params: RUNNER,
    operation: RunnerDetails, variables: (params) => ({ id: params.id }), present: presentRunnerDetails,
  }),
  route({
    method: 'GET', path: '/runners/:id/managers', auth: 'required', params: RUNNER,
    operation: RunnerManagers, variables: (params) => ({ id: params.id }), present: (managers) => managers.map(presentRunnerManager),
  }),
  route({
    method: 'PUT',
    path: '/runners/:id',
    auth: 'required',
    params: {
      ...RUNNER,
      description: p.string(),
      active: p.boolean(),
      paused: p.boolean(),
      tag_list: p.array(p.string()).commaSeparated(),
      run_untagged: p.boolean(),
      locked: p.boolean(),
      access_level: p.string().values(['not_protected', 'ref_protected']),
      maximum_timeout: p.integer(),
      maintenance_note: p.string(),
    },
    rules: { atLeastOneOf: [UPDATE_FIELDS], mutuallyExclusive: [['active', 'paused']] },
    operation: UpdateRunner,
    variables: (params) => ({ id: params.id, input: toVariables(params, { pick: UPDATE_FIELDS }) }),
    present: presentRunnerDetails,
  }),
  route({
    method: 'DELETE', path: '/runners/:id', auth: 'required', params: RUNNER,
    operation: DeleteRunner, variables: (params) => ({ id: params.id }),
  }),
  route({
    method: 'GET', path: '/runners/:id/jobs', auth: 'required', pagination: 'keyset',
    params: { ...RUNNER, system_id: p.string(), ...JOB_PARAMS },
    operation: RunnerJobs, variables: (params) => ({ id: params.id, filter: jobFilterOf(params) }), present: presentJobBasicWithProject,
  }),
  route({
    method: 'GET', path: '/runners/:id/managers/:system_id/jobs', auth: 'required', pagination: 'keyset',
    params: { ...RUNNER, system_id: p.string().required(), ...JOB_PARAMS },
    operation: RunnerJobs, variables: (params) => ({ id: params.id, filter: jobFilterOf(params) }), present: presentJobBasicWithProject,
  }),
  route({
    method: 'POST', path: '/runners/:id/reset_authentication_token', auth: 'required', params: RUNNER,
    operation: ResetRunnerAuthenticationTokenById, variables: (params) => ({ id: params.id }),
    present: (token) => ({ token: token.token, token_expires_at: token.tokenExpiresAt }),
  }),
  route({
    method: 'GET', path: '/projects/:id/runners', auth: 'required', pagination: 'offset', params: { ...PROJECT, ...LIST_PARAMS },
    operation: ProjectRunners, variables: (params) => ({ projectRef: params.id, filter: filterOf(params) }), present: presentRunner,
  }),
  route({
    method: 'POST', path: '/projects/:id/runners', auth: 'required', params: { ...PROJECT, runner_id: p.integer().required() },
    operation: AssignProjectRunner, variables: (params) => ({ projectRef: params.id, runnerId: params.runner_id }), present: presentRunner,
  }),
  route({
    method: 'DELETE', path: '/projects/:id/runners/:runner_id', auth: 'required', params: { ...PROJECT, runner_id: p.integer().required() },
    operation: UnassignProjectRunner, variables: (params) => ({ projectRef: params.id, runnerId: params.runner_id }),
  }),
  route({
    method: 'GET', path: '/groups/:id/runners', auth: 'required', pagination: 'offset', params: { ...GROUP, ...FILTER_PARAMS },
    operation: GroupRunners, variables: (params) => ({ groupRef: params.id, filter: filterOf(params) }), present: presentRunner,
  }),
]);
