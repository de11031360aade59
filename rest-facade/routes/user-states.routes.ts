import type { Operation } from '../operations/operation';
import * as moderation from '../operations/user-moderation';
import { toVariables } from '../params/to-variables';
import { defineRoutes, type Route } from './route';
import { USER_ID_PARAM } from './user-params';

/** A `POST /users/:id/<action>` that runs one state mutation and answers its value (`true`, `false` or `null`). */
function stateRoute(action: string, operation: Operation, overrides: Partial<Route> = {}): Route {
  return {
    method: 'POST',
    path: `/users/:id/${action}`,
    auth: 'required',
    params: USER_ID_PARAM,
    operation,
    variables: (params) => toVariables(params, { pick: ['id'] }),
    ...overrides,
  };
}

/** doc/api/user_moderation.md: block, deactivate, ban and approve accounts (administrators). */
export const userStateRoutes = defineRoutes([
  stateRoute('activate', moderation.ActivateUser),
  // ApproveService's success hash reaches the client through `render_api_error!('Success', :created)`.
  stateRoute('approve', moderation.ApproveUser, { present: () => ({ message: 'Success' }) }),
  stateRoute('ban', moderation.BanUser),
  stateRoute('block', moderation.BlockUser),
  stateRoute('deactivate', moderation.DeactivateUser),
  stateRoute('reject', moderation.RejectUser, { present: () => ({ message: 'Success' }), status: 200 }),
  stateRoute('unban', moderation.UnbanUser),
  stateRoute('unblock', moderation.UnblockUser),
]);
