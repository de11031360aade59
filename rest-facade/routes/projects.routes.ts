import { p } from '../params/param';
import type { Params } from '../params/parse-params';
import { PROJECT_FRAGMENTS, presentProject, presentProjectFor, presentProjectListItem } from '../presenters/project.presenter';
import {
  PROJECT_FILTER_PARAMS, PROJECT_SETTING_PARAMS, PROJECT_UPDATE_AT_LEAST_ONE, projectFilter, projectSettingsInput,
} from './project-params';
import { defineRoutes } from './route';

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

const CREATE_PROJECT = `mutation CreateProject($input: CreateProjectInput!, $userId: ID) {
  createProject(input: $input, userId: $userId) { ...ProjectFields }
} ${PROJECT_FRAGMENTS}`;

/** doc/api/projects.md */
export const projectRoutes = defineRoutes([
  {
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
    operation: `query Projects($filter: ProjectFilter, $page: Int!, $perPage: Int!, $keyset: Boolean, $cursor: String) {
      projects(filter: $filter, page: $page, perPage: $perPage, keyset: $keyset, cursor: $cursor) {
        nodes { ...ProjectFields } pageInfo { page perPage total nextCursor }
      }
    } ${PROJECT_FRAGMENTS}`,
    variables: (params) => ({ filter: projectFilter(params) }),
    present: presentProjectListItem,
    // GitLab's project keyset pages continue from the last id, not an opaque cursor (doc/api/rest/_index.md#keyset-based-pagination).
    keysetNext: (next, ctx) => ({ cursor: undefined, [ctx.params.sort === 'asc' ? 'id_after' : 'id_before']: String(next.last.id) }),
  },
  {
    method: 'GET',
    path: '/projects/:id',
    params: { ...PROJECT_ID, statistics: p.boolean().default(false), license: p.boolean().default(false), with_custom_attributes: p.boolean().default(false) },
    operation: `query Project($ref: String!) { project(ref: $ref) { ...ProjectFields } } ${PROJECT_FRAGMENTS}`,
    variables: (params) => ({ ref: params.id }),
    present: presentProjectFor,
  },
  {
    method: 'POST',
    path: '/projects',
    auth: 'required',
    params: CREATE_PARAMS,
    rules: { atLeastOneOf: [['name', 'path']] },
    operation: CREATE_PROJECT,
    variables: (params) => ({ input: createInput(params), userId: null }),
    present: presentProject,
  },
  {
    method: 'POST',
    path: '/projects/user/:user_id',
    auth: 'required',
    params: { user_id: p.integer().required(), ...CREATE_PARAMS, name: p.string().required() },
    operation: CREATE_PROJECT,
    variables: (params) => ({ input: createInput(params), userId: String(params.user_id) }),
    present: presentProject,
  },
  {
    method: 'PUT',
    path: '/projects/:id',
    auth: 'required',
    params: { ...PROJECT_ID, name: p.string(), path: p.string(), default_branch: p.string(), ...PROJECT_SETTING_PARAMS },
    rules: { atLeastOneOf: [PROJECT_UPDATE_AT_LEAST_ONE] },
    operation: `mutation UpdateProject($ref: String!, $input: UpdateProjectInput!) {
      updateProject(ref: $ref, input: $input) { ...ProjectFields }
    } ${PROJECT_FRAGMENTS}`,
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
  },
  {
    method: 'DELETE',
    path: '/projects/:id',
    auth: 'required',
    params: PROJECT_ID,
    operation: 'mutation DeleteProject($ref: String!) { deleteProject(ref: $ref) }',
    variables: (params) => ({ ref: params.id }),
    // Deletion runs in the background: GitLab's `accepted!`.
    present: () => ACCEPTED,
    status: 202,
  },
  {
    method: 'POST',
    path: '/projects/:id/archive',
    auth: 'required',
    params: PROJECT_ID,
    operation: `mutation ArchiveProject($ref: String!) { archiveProject(ref: $ref) { ...ProjectFields } } ${PROJECT_FRAGMENTS}`,
    variables: (params) => ({ ref: params.id }),
    present: presentProject,
  },
  {
    method: 'POST',
    path: '/projects/:id/unarchive',
    auth: 'required',
    params: PROJECT_ID,
    operation: `mutation UnarchiveProject($ref: String!) { unarchiveProject(ref: $ref) { ...ProjectFields } } ${PROJECT_FRAGMENTS}`,
    variables: (params) => ({ ref: params.id }),
    present: presentProject,
  },
]);
