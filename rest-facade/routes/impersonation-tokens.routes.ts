import { CreateImpersonationToken, ImpersonationToken, ImpersonationTokens, RevokeImpersonationToken } from '../operations/user-tokens';
import { p } from '../params/param';
import { toVariables } from '../params/to-variables';
import { presentImpersonationToken, presentImpersonationTokenWithToken } from '../presenters/access-token.presenter';
import { defineRoutes, route } from './route';

// lib/api/users.rb registers `read_user`; the route handler applies it to GET and HEAD only.
const READ_USER = ['read_user'];
const TOKEN_PATH = '/users/:user_id/impersonation_tokens/:impersonation_token_id';
const tokenParams = { user_id: p.integer().required(), impersonation_token_id: p.integer().required() };
const TOKEN_VARIABLES = { pick: ['user_id', 'impersonation_token_id'], rename: { impersonation_token_id: 'id' } };

/** doc/api/user_tokens.md, impersonation tokens: `before { authenticated_as_admin! }`, so 403 comes before parameter errors. */
export const impersonationTokenRoutes = defineRoutes([
  route({
    method: 'GET',
    path: '/users/:user_id/impersonation_tokens',
    auth: 'admin',
    scopes: READ_USER,
    pagination: 'offset',
    params: { user_id: p.integer().required(), state: p.string().values(['all', 'active', 'inactive']).default('all') },
    operation: ImpersonationTokens,
    variables: (params) => toVariables(params, { pick: ['user_id', 'state'] }),
    present: presentImpersonationToken,
  }),
  route({
    method: 'GET',
    path: TOKEN_PATH,
    auth: 'admin',
    scopes: READ_USER,
    params: tokenParams,
    operation: ImpersonationToken,
    variables: (params) => toVariables(params, TOKEN_VARIABLES),
    present: presentImpersonationToken,
  }),
  route({
    method: 'POST',
    path: '/users/:user_id/impersonation_tokens',
    auth: 'admin',
    scopes: READ_USER,
    // The spec makes expires_at and scopes required, where GitLab itself has them optional.
    params: {
      user_id: p.integer().required(),
      name: p.string().required(),
      description: p.string(),
      expires_at: p.date().required(),
      scopes: p.array(p.string()).commaSeparated().required(),
    },
    operation: CreateImpersonationToken,
    variables: (params) => ({ input: toVariables(params) }),
    present: presentImpersonationTokenWithToken,
  }),
  route({
    method: 'DELETE',
    path: TOKEN_PATH,
    auth: 'admin',
    scopes: READ_USER,
    params: tokenParams,
    operation: RevokeImpersonationToken,
    variables: (params) => toVariables(params, TOKEN_VARIABLES),
  }),
]);
