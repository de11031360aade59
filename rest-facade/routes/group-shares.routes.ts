import { p } from '../params/param';
import { GROUP_DETAIL_FRAGMENTS, presentGroupDetail } from '../presenters/group.presenter';
import { ACCESS_LEVELS } from './project-params';
import { defineRoutes } from './route';

/** doc/api/groups.md#share-groups-with-groups */
export const groupShareRoutes = defineRoutes([
  {
    method: 'POST',
    path: '/groups/:id/share',
    auth: 'required',
    params: {
      id: p.string().required(),
      group_id: p.integer().required(),
      group_access: p.integer().values(ACCESS_LEVELS).required(),
      expires_at: p.date(),
      member_role_id: p.integer(),
    },
    operation: `mutation ShareGroup($ref: String!, $input: ShareGroupInput!, $withProjects: Boolean!) {
      shareGroup(ref: $ref, input: $input) { ...GroupDetailFields }
    } ${GROUP_DETAIL_FRAGMENTS}`,
    variables: (params) => ({
      ref: params.id,
      // The share endpoint presents GroupDetail without the with_projects option: no project lists.
      withProjects: false,
      input: { groupId: String(params.group_id), groupAccess: params.group_access, expiresAt: params.expires_at ?? null, memberRoleId: params.member_role_id ?? null },
    }),
    present: presentGroupDetail,
    // The API document answers 200 with the group details (Grape's POST default would be 201).
    status: 200,
  },
  {
    method: 'DELETE',
    path: '/groups/:id/share/:group_id',
    auth: 'required',
    params: { id: p.string().required(), group_id: p.integer().required() },
    operation: 'mutation UnshareGroup($ref: String!, $groupId: ID!) { unshareGroup(ref: $ref, groupId: $groupId) }',
    variables: (params) => ({ ref: params.id, groupId: String(params.group_id) }),
    present: () => undefined,
  },
]);
