import { ShareGroup, UnshareGroup } from '../operations/groups';
import { p } from '../params/param';
import { toVariables } from '../params/to-variables';
import { presentGroupDetail } from '../presenters/group.presenter';
import { ACCESS_LEVELS, AS_REF } from './project-params';
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
      ...toVariables(params, AS_REF),
      // The share endpoint presents GroupDetail without the with_projects option: no project lists.
      withProjects: false,
      input: toVariables(params, { pick: ['group_id', 'group_access', 'expires_at', 'member_role_id'] }),
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
    variables: (params) => toVariables(params, { pick: ['id', 'group_id'], rename: { id: 'ref' } }),
    present: () => undefined,
  }),
]);
