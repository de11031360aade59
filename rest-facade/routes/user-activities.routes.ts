import { UserActivities } from '../operations/users';
import { p } from '../params/param';
import { toVariables } from '../params/to-variables';
import { presentUserActivity } from '../presenters/user-activity.presenter';
import { defineRoutes, route } from './route';

/** doc/api/users.md, "Get user activities". */
export const userActivityRoutes = defineRoutes([
  route({
    method: 'GET',
    path: '/user/activities',
    auth: 'required',
    // lib/api/users.rb: `allow_access_with_scope :read_user` for GET and HEAD.
    scopes: ['read_user'],
    pagination: 'offset',
    params: { from: p.datetime() },
    operation: UserActivities,
    variables: (params) => toVariables(params, { pick: ['from'] }),
    present: presentUserActivity,
  }),
]);
