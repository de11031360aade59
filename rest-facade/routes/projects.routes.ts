import { ArchiveProject, CreateProject, DeleteProject, Project, Projects, UnarchiveProject, UpdateProject } from '../operations/projects';
import { p } from '../params/param';
import type { Params } from '../params/parse-params';
import { presentProject, presentProjectFor, presentProjectListItem } from '../presenters/project.presenter';
import {
  PROJECT_FILTER_PARAMS, PROJECT_SETTING_PARAMS, PROJECT_UPDATE_AT_LEAST_ONE, projectFilter, projectSettingsInput,
} from './project-params';
import { defineRoutes, route } from './route';

const PROJECT_ID = { id: p.string().required() };
const ACCEPTED = { message: '202 Accepted' };
const PROJECT_ORDER = ['id', 'name', 'path', 'created_at', 'updated_at', 'last_activity_at', 'similarity', 'star_count'];

/** POST /projects and POST /projects/user/:user_id (lib/api/projects.rb). */
const CREATE_PARAMS = {
  name: p.string(),
  path: p.string(),
  namespace_id: p.integer(),
  default_branch: p.string(),
  initialize_with_readme: p.boolean(),
  ...PROJECT_SETTING_PARAMS,
};

const createInput = (params: Params) => ({
  ...projectSettingsInput(params),
  ...(params.name !== undefined ? { name: params.name } : {}),
  ...(params.path !== undefined ? { path: params.path } : {}),
  ...(params.namespace_id !== undefined && params.namespace_id !== null ? { namespaceId: String(params.namespace_id) } : {}),
  ...(params.default_branch ? { defaultBranch: params.default_branch } : {}),
  ...(params.initialize_with_readme !== undefined ? { initializeWithReadme: params.initialize_with_readme } : {}),
});

/** doc/api/projects.md */
export const projectRoutes = defineRoutes([
  route({
    method: 'GET',
    path: '/projects',
    pagination: 'keyset',
    params: {
      order_by: p.string().values(PROJECT_ORDER).default('created_at'),
      sort: p.string().values(['asc', 'desc']).default('desc'),
      membership: p.boolean().default(false),
      id_after: p.integer(),
      id_before: p.integer(),
      ...PROJECT_FILTER_PARAMS,
    },
    operation: Projects,
    variables: (params) => ({ filter: projectFilter(params) }),
    present: presentProjectListItem,
    // GitLab's project keyset pages continue from the last id, not an opaque cursor (doc/api/rest/_index.md#keyset-based-pagination).
    keysetNext: (next, ctx) => ({ cursor: undefined, [ctx.params.sort === 'asc' ? 'id_after' : 'id_before']: String(next.last.id) }),
  }),
  route({
    method: 'GET',
    path: '/projects/:id',
    params: { ...PROJECT_ID, statistics: p.boolean().default(false), license: p.boolean().default(false), with_custom_attributes: p.boolean().default(false) },
    operation: Project,
    variables: (params) => ({ ref: params.id }),
    present: presentProjectFor,
  }),
  route({
    method: 'POST',
    path: '/projects',
    auth: 'required',
    params: CREATE_PARAMS,
    rules: { atLeastOneOf: [['name', 'path']] },
    operation: CreateProject,
    variables: (params) => ({ input: createInput(params), userId: null }),
    present: presentProject,
  }),
  route({
    method: 'POST',
    path: '/projects/user/:user_id',
    auth: 'required',
    params: { user_id: p.integer().required(), ...CREATE_PARAMS, name: p.string().required() },
    operation: CreateProject,
    variables: (params) => ({ input: createInput(params), userId: String(params.user_id) }),
    present: presentProject,
  }),
  route({
    method: 'PUT',
    path: '/projects/:id',
    auth: 'required',
    params: { ...PROJECT_ID, name: p.string(), path: p.string(), default_branch: p.string(), ...PROJECT_SETTING_PARAMS },
    rules: { atLeastOneOf: [PROJECT_UPDATE_AT_LEAST_ONE] },
    operation: UpdateProject,
    variables: (params) => ({
      ref: params.id,
      input: {
        ...projectSettingsInput(params),
        ...(params.name !== undefined ? { name: params.name } : {}),
        ...(params.path !== undefined ? { path: params.path } : {}),
        ...(params.default_branch !== undefined ? { defaultBranch: params.default_branch } : {}),
      },
    }),
    present: presentProject,
  }),
  route({
    method: 'DELETE',
    path: '/projects/:id',
    auth: 'required',
    params: PROJECT_ID,
    operation: DeleteProject,
    variables: (params) => ({ ref: params.id }),
    // Deletion runs in the background: GitLab's `accepted!`.
    present: () => ACCEPTED,
    status: 202,
  }),
  route({
    method: 'POST',
    path: '/projects/:id/archive',
    auth: 'required',
    params: PROJECT_ID,
    operation: ArchiveProject,
    variables: (params) => ({ ref: params.id }),
    present: presentProject,
  }),
  route({
    method: 'POST',
    path: '/projects/:id/unarchive',
    auth: 'required',
    params: PROJECT_ID,
    operation: UnarchiveProject,
    variables: (params) => ({ ref: params.id }),
    present: presentProject,
  }),
]);
