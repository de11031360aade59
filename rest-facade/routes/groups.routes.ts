import { CreateGroup, DeleteGroup, Group, GroupProjects, GroupSubgroups, Groups, UpdateGroup } from '../operations/groups';
import { p } from '../params/param';
import type { Params } from '../params/parse-params';
import { toVariables } from '../params/to-variables';
import { presentGroup, presentGroupDetail } from '../presenters/group.presenter';
import { presentGroupProject } from '../presenters/project.presenter';
import { GROUP_FILTER_VARIABLES, GROUP_LIST_PARAMS, GROUP_SETTING_PARAMS, groupSettingsInput } from './group-params';
import { AS_REF, PROJECT_FILTER_PARAMS, PROJECT_FILTER_VARIABLES, VISIBILITIES } from './project-params';
import { defineRoutes, route } from './route';

const GROUP_ID = { id: p.string().required() };
const ACCEPTED = { message: '202 Accepted' };

const subgroupRoute = (path: string, descendants: boolean) => route({
  method: 'GET' as const,
  path,
  pagination: 'offset' as const,
  params: { ...GROUP_ID, ...GROUP_LIST_PARAMS },
  operation: GroupSubgroups,
  variables: (params: Params) => ({ ...toVariables(params, AS_REF), descendants, filter: toVariables(params, GROUP_FILTER_VARIABLES) }),
  present: presentGroup,
});

/** doc/api/groups.md */
export const groupRoutes = defineRoutes([
  route({
    method: 'GET',
    path: '/groups',
    pagination: 'keyset',
    params: { ...GROUP_LIST_PARAMS, visibility: p.string().values(VISIBILITIES), top_level_only: p.boolean() },
    operation: Groups,
    variables: (params) => ({ filter: toVariables(params, GROUP_FILTER_VARIABLES) }),
    present: presentGroup,
  }),
  route({
    method: 'GET',
    path: '/groups/:id',
    params: { ...GROUP_ID, with_custom_attributes: p.boolean().default(false), with_projects: p.boolean().default(true) },
    operation: Group,
    variables: (params) => toVariables(params, { pick: ['id', 'with_projects'], rename: { id: 'ref' } }),
    present: presentGroupDetail,
  }),
  route({
    method: 'POST',
    path: '/groups',
    auth: 'required',
    params: { name: p.string().required(), path: p.string().required(), parent_id: p.integer(), ...GROUP_SETTING_PARAMS },
    operation: CreateGroup,
    // A blank `parent_id` makes a top-level group.
    variables: (params) => ({
      withProjects: true,
      input: { ...groupSettingsInput(params), ...toVariables(params, { pick: ['name', 'path'] }), ...toVariables(params, { pick: ['parent_id'], skipNull: true }) },
    }),
    present: presentGroupDetail,
  }),
  route({
    method: 'PUT',
    path: '/groups/:id',
    auth: 'required',
    params: { ...GROUP_ID, name: p.string(), path: p.string(), ...GROUP_SETTING_PARAMS },
    operation: UpdateGroup,
    variables: (params) => ({
      ...toVariables(params, AS_REF),
      withProjects: true,
      input: { ...groupSettingsInput(params), ...toVariables(params, { pick: ['name', 'path'] }) },
    }),
    present: presentGroupDetail,
  }),
  route({
    method: 'DELETE',
    path: '/groups/:id',
    auth: 'required',
    params: GROUP_ID,
    operation: DeleteGroup,
    variables: (params) => toVariables(params, AS_REF),
    // Deletion runs in the background: GitLab's `accepted!`.
    present: () => ACCEPTED,
    status: 202,
  }),
  subgroupRoute('/groups/:id/subgroups', false),
  subgroupRoute('/groups/:id/descendant_groups', true),
  route({
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
    operation: GroupProjects,
    variables: (params) => ({ ...toVariables(params, AS_REF), filter: toVariables(params, PROJECT_FILTER_VARIABLES) }),
    present: presentGroupProject,
  }),
]);
