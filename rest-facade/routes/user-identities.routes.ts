import { DeleteUserIdentity } from '../operations/user-identities';
import { p } from '../params/param';
import { defineRoutes, route } from './route';
import { USER_ID_PARAM } from './user-params';

/** doc/api/users.md#delete-authentication-identity-from-a-user (lib/api/users.rb). */
export const userIdentityRoutes = defineRoutes([
  route({
    method: 'DELETE',
    path: '/users/:id/identities/:provider',
    auth: 'admin',
    params: { ...USER_ID_PARAM, provider: p.string().required() },
    operation: DeleteUserIdentity,
    variables: (params) => ({ id: params.id, provider: params.provider }),
    present: () => undefined,
  }),
]);
