import { ArchiveProject, CreateProject, DeleteProject, Project, Projects, UnarchiveProject, UpdateProject } from '../operations/projects';
import { p } from '../params/param';
import type { Params } from '../params/parse-params';
import { toVariables } from '../params/to-variables';
import { presentProject, presentProjectFor, presentProjectListItem } from '../presenters/project.presenter';
import {
  AS_REF, PROJECT_FILTER_PARAMS, PROJECT_FILTER_VARIABLES, PROJECT_SETTING_PARAMS, PROJECT_UPDATE_AT_LEAST_ONE, projectSettingsInput,
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

// A blank `namespace_id` or `default_branch` is none: the caller's namespace and the instance default apply.
const createInput = (params: Params) => ({
  ...projectSettingsInput(params),
  ...toVariables(params, { pick: ['name', 'path', 'initialize_with_readme'] }),
  ...toVariables({ ...params, default_branch: params.default_branch || null }, { pick: ['namespace_id', 'default_branch'], skipNull: true }),
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
      // Administrators only (lib/api/helpers.rb project_finder_params_ce).
      custom_attributes: p.hash(),
      // Administrators only: which shard the repository is on (ProjectsFinder#by_repository_storage).
      repository_storage: p.string(),
      ...PROJECT_FILTER_PARAMS,
    },
    operation: Projects,
    variables: (params) => ({ filter: toVariables(params, PROJECT_FILTER_VARIABLES) }),
    present: presentProjectListItem,
    // GitLab's project keyset pages continue from the last id, not an opaque cursor (doc/api/rest/_index.md#keyset-based-pagination).
    keysetNext: (next, ctx) => ({ cursor: undefined, [ctx.params.sort === 'asc' ? 'id_after' : 'id_before']: String(next.last.id) }),
  }),
  route({
    method: 'GET',
    path: '/projects/:id',
    params: { ...PROJECT_ID, statistics: p.boolean().default(false), license: p.boolean().default(false), with_custom_attributes: p.boolean().default(false) },
    operation: Project,
    variables: (params) => toVariables(params, AS_REF),
    present: presentProjectFor,
  }),
  route({
    method: 'POST',
    path: '/projects',
    auth: 'required',
    params: CREATE_PARAMS,
    rules: { atLeastOneOf: [['name', 'path']] },
    operation: CreateProject,
    // A null `userId` creates the project for the caller.
    variables: (params) => ({ input: createInput(params), userId: null }),
    present: presentProject,
  }),
  route({
    method: 'POST',
    path: '/projects/user/:user_id',
    auth: 'required',
    params: { user_id: p.integer().required(), ...CREATE_PARAMS, name: p.string().required() },
    operation: CreateProject,
    variables: (params) => ({ input: createInput(params), ...toVariables(params, { pick: ['user_id'] }) }),
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
      ...toVariables(params, AS_REF),
      input: { ...projectSettingsInput(params), ...toVariables(params, { pick: ['name', 'path', 'default_branch'] }) },
    }),
    present: presentProject,
  }),
  route({
    method: 'DELETE',
    path: '/projects/:id',
    auth: 'required',
    params: PROJECT_ID,
    operation: DeleteProject,
    variables: (params) => toVariables(params, AS_REF),
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
    variables: (params) => toVariables(params, AS_REF),
    present: presentProject,
  }),
  route({
    method: 'POST',
    path: '/projects/:id/unarchive',
    auth: 'required',
    params: PROJECT_ID,
    operation: UnarchiveProject,
    variables: (params) => toVariables(params, AS_REF),
    present: presentProject,
  }),
]);
