import { DisableUserTwoFactor, UserMemberships } from '../operations/users';
import { p } from '../params/param';
import { toVariables } from '../params/to-variables';
import { defineRoutes, route } from './route';
import { READ_USER, USER_ID_PARAM } from './user-params';

/** Entities::Membership. */
function presentMembership(membership: { sourceId: number; sourceName: string; sourceType: string; accessLevel: number }) {
  return {
    source_id: membership.sourceId,
    source_name: membership.sourceName,
    source_type: membership.sourceType,
    access_level: membership.accessLevel,
  };
}

/** doc/api/users.md: two-factor and memberships of another user (administrators). */
export const userAdministrationRoutes = defineRoutes([
  route({
    method: 'PATCH',
    path: '/users/:id/disable_two_factor',
    auth: 'required',
    params: USER_ID_PARAM,
    operation: DisableUserTwoFactor,
    variables: (params) => toVariables(params, { pick: ['id'] }),
    status: 204,
  }),
  route({
    method: 'GET',
    path: '/users/:user_id/memberships',
    auth: 'required',
    scopes: READ_USER,
    params: { user_id: p.string().required().matching(/^\d+$/), type: p.string().values(['Project', 'Namespace']) },
    pagination: 'offset',
    // Memberships belong to collaboration, which contributes them to User; the aliases make the
    // user's memberships and their page position one page for the pagination headers.
    operation: UserMemberships,
    variables: (params) => toVariables(params, { pick: ['user_id', 'type'] }),
    present: presentMembership,
  }),
]);
