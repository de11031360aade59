import {
  AddJobTokenAllowlistGroup, AddJobTokenAllowlistProject, JobTokenAllowlistGroups, JobTokenAllowlistProjects, JobTokenScope,
  RemoveJobTokenAllowlistGroup, RemoveJobTokenAllowlistProject, UpdateJobTokenScope,
} from '../operations/job-token-scopes';
import { p } from '../params/param';
import { presentBasicProjectDetails } from '../presenters/project.presenter';
import { defineRoutes, route } from './route';

const PROJECT = { id: p.string().required() };
// lib/api/ci/job_token_scope.rb declares `:id` an Integer on the writes (a path answers `id is invalid`).
const PROJECT_ID = { id: p.integer().required() };
const base = '/projects/:id/job_token_scope';

/** doc/api/project_job_token_scopes.md: every route needs a Maintainer (authorize_admin_project). */
export const projectJobTokenScopeRoutes = defineRoutes([
  route({
    method: 'GET', path: base, auth: 'required', params: PROJECT,
    operation: JobTokenScope, variables: (params) => ({ projectRef: params.id }),
    present: (scope) => ({ inbound_enabled: scope.inboundEnabled, outbound_enabled: scope.outboundEnabled }),
  }),
  route({
    method: 'PATCH', path: base, auth: 'required', params: { ...PROJECT, enabled: p.boolean().required() },
    operation: UpdateJobTokenScope, variables: (params) => ({ projectRef: params.id, enabled: params.enabled }),
    status: 204,
  }),
  route({
    method: 'GET', path: `${base}/allowlist`, auth: 'required', pagination: 'offset', params: PROJECT,
    operation: JobTokenAllowlistProjects, variables: (params) => ({ projectRef: params.id }),
    present: (project) => presentBasicProjectDetails(project),
  }),
  route({
    method: 'POST', path: `${base}/allowlist`, auth: 'required', params: { ...PROJECT_ID, target_project_id: p.integer().required() },
    operation: AddJobTokenAllowlistProject, variables: (params) => ({ projectId: params.id, targetProjectId: params.target_project_id }),
    present: (link) => ({ source_project_id: link.sourceProjectId, target_project_id: link.targetProjectId }),
  }),
  route({
    method: 'DELETE', path: `${base}/allowlist/:target_project_id`, auth: 'required', params: { ...PROJECT_ID, target_project_id: p.integer().required() },
    operation: RemoveJobTokenAllowlistProject, variables: (params) => ({ projectRef: String(params.id), targetProjectId: params.target_project_id }),
  }),
  route({
    method: 'GET', path: `${base}/groups_allowlist`, auth: 'required', pagination: 'offset', params: PROJECT,
    operation: JobTokenAllowlistGroups, variables: (params) => ({ projectRef: params.id }),
    present: (group) => ({ id: Number(group.id), web_url: group.webUrl, name: group.name }),
  }),
  route({
    method: 'POST', path: `${base}/groups_allowlist`, auth: 'required', params: { ...PROJECT_ID, target_group_id: p.integer().required() },
    operation: AddJobTokenAllowlistGroup, variables: (params) => ({ projectId: params.id, targetGroupId: params.target_group_id }),
    present: (link) => ({ source_project_id: link.sourceProjectId, target_group_id: link.targetGroupId }),
  }),
  route({
    method: 'DELETE', path: `${base}/groups_allowlist/:target_group_id`, auth: 'required', params: { ...PROJECT_ID, target_group_id: p.integer().required() },
    operation: RemoveJobTokenAllowlistGroup, variables: (params) => ({ projectRef: String(params.id), targetGroupId: params.target_group_id }),
  }),
]);
