import { ShareGroup, UnshareGroup } from '../operations/groups';
import { p } from '../params/param';
import { presentGroupDetail } from '../presenters/group.presenter';
import { ACCESS_LEVELS } from './project-params';
import { defineRoutes, route } from './route';

/** doc/api/groups.md#share-groups-with-groups */
export const groupShareRoutes = defineRoutes([
  route({
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
    operation: ShareGroup,
    variables: (params) => ({
      ref: params.id,
      // The share endpoint presents GroupDetail without the with_projects option: no project lists.
      withProjects: false,
      input: { groupId: String(params.group_id), groupAccess: params.group_access, expiresAt: params.expires_at ?? null, memberRoleId: params.member_role_id ?? null },
    }),
    present: presentGroupDetail,
    // The API document answers 200 with the group details (Grape's POST default would be 201).
    status: 200,
  }),
  route({
    method: 'DELETE',
    path: '/groups/:id/share/:group_id',
    auth: 'required',
    params: { id: p.string().required(), group_id: p.integer().required() },
    operation: UnshareGroup,
    variables: (params) => ({ ref: params.id, groupId: String(params.group_id) }),
    present: () => undefined,
  }),
]);
