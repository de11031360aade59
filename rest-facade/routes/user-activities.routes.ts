import { p } from '../params/param';
import { presentUserActivity } from '../presenters/user-activity.presenter';
import { defineRoutes } from './route';

/** doc/api/users.md, "Get user activities". */
export const userActivityRoutes = defineRoutes([
  {
    method: 'GET',
    path: '/user/activities',
    auth: 'required',
    // lib/api/users.rb: `allow_access_with_scope :read_user` for GET and HEAD.
    scopes: ['read_user'],
    pagination: 'offset',
    params: { from: p.datetime() },
    operation: `query UserActivities($from: DateTimeISO, $page: Int!, $perPage: Int!) {
      userActivities(from: $from, page: $page, perPage: $perPage) {
        nodes { username lastActivityOn } pageInfo { page perPage total nextCursor }
      }
    }`,
    variables: (params) => ({ from: params.from ?? null }),
    present: presentUserActivity,
  },
]);
