import { defineRoutes, type Route } from './route';
import { USER_ID_PARAM, userIdOf } from './user-params';

/** A `POST /users/:id/<action>` that runs one state mutation and answers its value (`true`, `false` or `null`). */
function stateRoute(action: string, mutation: string, overrides: Partial<Route> = {}): Route {
  return {
    method: 'POST',
    path: `/users/:id/${action}`,
    auth: 'required',
    params: USER_ID_PARAM,
    operation: `mutation ${mutation[0].toUpperCase()}${mutation.slice(1)}($id: ID!) { ${mutation}(id: $id) }`,
    variables: (params) => ({ id: userIdOf(params.id) }),
    ...overrides,
  };
}

/** doc/api/user_moderation.md: block, deactivate, ban and approve accounts (administrators). */
export const userStateRoutes = defineRoutes([
  stateRoute('activate', 'activateUser'),
  // ApproveService's success hash reaches the client through `render_api_error!('Success', :created)`.
  stateRoute('approve', 'approveUser', { present: () => ({ message: 'Success' }) }),
  stateRoute('ban', 'banUser'),
  stateRoute('block', 'blockUser'),
  stateRoute('deactivate', 'deactivateUser'),
  stateRoute('reject', 'rejectUser', { present: () => ({ message: 'Success' }), status: 200 }),
  stateRoute('unban', 'unbanUser'),
  stateRoute('unblock', 'unblockUser'),
]);
