import { p } from '../params/param';
import type { Params } from '../params/parse-params';
import { GROUP_DETAIL_FRAGMENTS, GROUP_FRAGMENTS, presentGroup, presentGroupDetail } from '../presenters/group.presenter';
import { PROJECT_FRAGMENTS, presentGroupProject } from '../presenters/project.presenter';
import { GROUP_LIST_PARAMS, GROUP_SETTING_PARAMS, groupFilter, groupSettingsInput } from './group-params';
import { PROJECT_FILTER_PARAMS, VISIBILITIES, projectFilter } from './project-params';
import { defineRoutes } from './route';

const GROUP_ID = { id: p.string().required() };
const ACCEPTED = { message: '202 Accepted' };
const GROUP_PAGE = 'nodes { ...GroupFields } pageInfo { page perPage total nextCursor }';

const detailOperation = (root: string, args: string, call: string) => `${root}($withProjects: Boolean!, ${args}) {
  ${call} { ...GroupDetailFields }
} ${GROUP_DETAIL_FRAGMENTS}`;

const subgroupRoute = (path: string, descendants: boolean) => ({
  method: 'GET' as const,
  path,
  pagination: 'offset' as const,
  params: { ...GROUP_ID, ...GROUP_LIST_PARAMS },
  operation: `query GroupSubgroups($ref: String!, $descendants: Boolean!, $filter: GroupFilter, $page: Int!, $perPage: Int!) {
    groupSubgroups(ref: $ref, descendants: $descendants, filter: $filter, page: $page, perPage: $perPage) { ${GROUP_PAGE} }
  } ${GROUP_FRAGMENTS}`,
  variables: (params: Params) => ({ ref: params.id, descendants, filter: groupFilter(params) }),
  present: presentGroup,
});

/** doc/api/groups.md */
export const groupRoutes = defineRoutes([
  {
    method: 'GET',
    path: '/groups',
    pagination: 'keyset',
    params: { ...GROUP_LIST_PARAMS, visibility: p.string().values(VISIBILITIES), top_level_only: p.boolean() },
    operation: `query Groups($filter: GroupFilter, $page: Int!, $perPage: Int!, $keyset: Boolean, $cursor: String) {
      groups(filter: $filter, page: $page, perPage: $perPage, keyset: $keyset, cursor: $cursor) { ${GROUP_PAGE} }
    } ${GROUP_FRAGMENTS}`,
    variables: (params) => ({ filter: groupFilter(params) }),
    present: presentGroup,
  },
  {
    method: 'GET',
    path: '/groups/:id',
    params: { ...GROUP_ID, with_custom_attributes: p.boolean().default(false), with_projects: p.boolean().default(true) },
    operation: detailOperation('query Group', '$ref: String!', 'group(ref: $ref)'),
    variables: (params) => ({ ref: params.id, withProjects: params.with_projects }),
    present: presentGroupDetail,
  },
  {
    method: 'POST',
    path: '/groups',
    auth: 'required',
    params: { name: p.string().required(), path: p.string().required(), parent_id: p.integer(), ...GROUP_SETTING_PARAMS },
    operation: detailOperation('mutation CreateGroup', '$input: CreateGroupInput!', 'createGroup(input: $input)'),
    variables: (params) => ({
      withProjects: true,
      input: { ...groupSettingsInput(params), name: params.name, path: params.path, ...(params.parent_id ? { parentId: String(params.parent_id) } : {}) },
    }),
    present: presentGroupDetail,
  },
  {
    method: 'PUT',
    path: '/groups/:id',
    auth: 'required',
    params: { ...GROUP_ID, name: p.string(), path: p.string(), ...GROUP_SETTING_PARAMS },
    operation: detailOperation('mutation UpdateGroup', '$ref: String!, $input: UpdateGroupInput!', 'updateGroup(ref: $ref, input: $input)'),
    variables: (params) => ({
      ref: params.id,
      withProjects: true,
      input: { ...groupSettingsInput(params), ...(params.name !== undefined ? { name: params.name } : {}), ...(params.path !== undefined ? { path: params.path } : {}) },
    }),
    present: presentGroupDetail,
  },
  {
    method: 'DELETE',
    path: '/groups/:id',
    auth: 'required',
    params: GROUP_ID,
    operation: 'mutation DeleteGroup($ref: String!) { deleteGroup(ref: $ref) }',
    variables: (params) => ({ ref: params.id }),
    // Deletion runs in the background: GitLab's `accepted!`.
    present: () => ACCEPTED,
    status: 202,
  },
  subgroupRoute('/groups/:id/subgroups', false),
  subgroupRoute('/groups/:id/descendant_groups', true),
  {
    method: 'GET',
    path: '/groups/:id/projects',
    pagination: 'offset',
    params: {
      ...GROUP_ID,
      order_by: p.string().values(['id', 'name', 'path', 'created_at', 'updated_at', 'similarity', 'star_count', 'last_activity_at']).default('created_at'),
      sort: p.string().values(['asc', 'desc']).default('desc'),
      with_shared: p.boolean().default(true),
      include_subgroups: p.boolean().default(false),
      ...PROJECT_FILTER_PARAMS,
    },
    operation: `query GroupProjects($ref: String!, $filter: ProjectFilter, $page: Int!, $perPage: Int!) {
      groupProjects(ref: $ref, filter: $filter, page: $page, perPage: $perPage) {
        nodes { ...ProjectFields } pageInfo { page perPage total nextCursor }
      }
    } ${PROJECT_FRAGMENTS}`,
    variables: (params) => ({ ref: params.id, filter: projectFilter(params) }),
    present: presentGroupProject,
  },
]);
