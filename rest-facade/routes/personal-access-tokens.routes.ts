import { AVAILABLE_SCOPES, SELF_SERVICE_SCOPES } from '@forgegraph/identity';
import { ANY_SCOPE } from '../http/route-handler';
import { CurrentAccessToken, PersonalAccessToken, PersonalAccessTokens, RevokeCurrentAccessToken, RevokePersonalAccessToken, RotateCurrentAccessToken, RotatePersonalAccessToken } from '../operations/personal-access-tokens';
import { CreateOwnPersonalAccessToken, CreatePersonalAccessToken } from '../operations/user-tokens';
import { p } from '../params/param';
import type { Params } from '../params/parse-params';
import { toVariables } from '../params/to-variables';
import {
  presentPersonalAccessToken, presentPersonalAccessTokenWithLastUsedIps, presentPersonalAccessTokenWithToken,
} from '../presenters/access-token.presenter';
import { defineRoutes, route } from './route';

// lib/api/users.rb registers `read_user`; the route handler applies it to GET and HEAD only.
const READ_USER = ['read_user'];
// Any token may read and revoke itself (lib/api/personal_access_tokens/self_information.rb).
const SELF = [ANY_SCOPE];

/** Filters of GET /personal_access_tokens. */
const LIST_PARAMS = {
  user_id: p.integer(),
  revoked: p.boolean(),
  state: p.string().values(['active', 'inactive']),
  created_before: p.datetime(),
  created_after: p.datetime(),
  last_used_before: p.datetime(),
  last_used_after: p.datetime(),
  expires_before: p.datetime(),
  expires_after: p.datetime(),
  search: p.string(),
  sort: p.string(),
};

/** Grape's Date params also take a date-time and keep its date. */
const dateOf = (value: string | null | undefined) => (value ? value.slice(0, 10) : undefined);

/**
 * PersonalAccessTokenFilter: a blank filter filters nothing, except `user_id=`, which stays apart from
 * an absent `user_id` (administrators get 404 for it).
 */
const tokenFilter = (params: Params) => toVariables({
  ...params,
  user_id: params.user_id === null ? '' : params.user_id,
  expires_before: dateOf(params.expires_before),
  expires_after: dateOf(params.expires_after),
}, { pick: Object.keys(LIST_PARAMS), skipNull: true });

const createParams = (scopes: readonly string[]) => ({
  name: p.string().required(),
  scopes: p.array(p.string()).commaSeparated().values(scopes).required(),
  description: p.string(),
  expires_at: p.date(),
});

const TOKEN_REQUEST = ['name', 'scopes', 'description', 'expires_at'];

/** doc/api/personal_access_tokens.md, plus token creation from doc/api/user_tokens.md. */
export const personalAccessTokenRoutes = defineRoutes([
  route({
    method: 'GET',
    path: '/personal_access_tokens',
    auth: 'required',
    pagination: 'offset',
    params: LIST_PARAMS,
    operation: PersonalAccessTokens,
    variables: (params) => ({ filter: tokenFilter(params) }),
    present: presentPersonalAccessToken,
  }),
  route({
    method: 'GET',
    path: '/personal_access_tokens/self',
    auth: 'required',
    scopes: SELF,
    operation: CurrentAccessToken,
    present: presentPersonalAccessTokenWithLastUsedIps,
  }),
  route({
    method: 'DELETE',
    path: '/personal_access_tokens/self',
    auth: 'required',
    scopes: SELF,
    operation: RevokeCurrentAccessToken,
  }),
  route({
    method: 'POST',
    path: '/personal_access_tokens/self/rotate',
    auth: 'required',
    // lib/api/personal_access_tokens/self_rotation.rb: `allow_access_with_scope :api` and `:self_rotate`.
    scopes: ['api', 'self_rotate'],
    params: { expires_at: p.date() },
    operation: RotateCurrentAccessToken,
    variables: (params) => toVariables(params, { pick: ['expires_at'] }),
    present: presentPersonalAccessTokenWithToken,
    status: 200,
  }),
  route({
    method: 'GET',
    path: '/personal_access_tokens/:id',
    auth: 'required',
    params: { id: p.string().required() },
    operation: PersonalAccessToken,
    variables: (params) => toVariables(params, { pick: ['id'] }),
    present: presentPersonalAccessTokenWithLastUsedIps,
  }),
  route({
    method: 'POST',
    path: '/personal_access_tokens/:id/rotate',
    auth: 'required',
    params: { id: p.string().required(), expires_at: p.date() },
    operation: RotatePersonalAccessToken,
    variables: (params) => toVariables(params, { pick: ['id', 'expires_at'] }),
    present: presentPersonalAccessTokenWithToken,
    status: 200,
  }),
  route({
    method: 'DELETE',
    path: '/personal_access_tokens/:id',
    auth: 'required',
    params: { id: p.string().required() },
    operation: RevokePersonalAccessToken,
    variables: (params) => toVariables(params, { pick: ['id'] }),
  }),
  route({
    method: 'POST',
    path: '/users/:user_id/personal_access_tokens',
    auth: 'admin',
    scopes: READ_USER,
    params: { user_id: p.integer().required(), ...createParams(AVAILABLE_SCOPES) },
    operation: CreatePersonalAccessToken,
    variables: (params) => ({ input: toVariables(params, { pick: ['user_id', ...TOKEN_REQUEST] }) }),
    present: presentPersonalAccessTokenWithToken,
  }),
  route({
    method: 'POST',
    path: '/user/personal_access_tokens',
    auth: 'required',
    scopes: READ_USER,
    params: createParams(SELF_SERVICE_SCOPES),
    operation: CreateOwnPersonalAccessToken,
    variables: (params) => ({ input: toVariables(params, { pick: TOKEN_REQUEST }) }),
    present: presentPersonalAccessTokenWithToken,
  }),
]);
