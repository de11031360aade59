import { AVAILABLE_SCOPES, SELF_SERVICE_SCOPES } from '@forgegraph/identity';
import { ANY_SCOPE } from '../http/route-handler';
import { p } from '../params/param';
import type { Params } from '../params/parse-params';
import {
  ACCESS_TOKEN_FIELDS, presentPersonalAccessToken, presentPersonalAccessTokenWithLastUsedIps, presentPersonalAccessTokenWithToken,
} from '../presenters/access-token.presenter';
import { defineRoutes } from './route';

// lib/api/users.rb registers `read_user`; the route handler applies it to GET and HEAD only.
const READ_USER = ['read_user'];
// Any token may read and revoke itself (lib/api/personal_access_tokens/self_information.rb).
const SELF = [ANY_SCOPE];
const NEW_TOKEN = `token accessToken { ...AccessTokenFields }`;

/** `user_id=` (blank) stays apart from an absent `user_id`: administrators get 404 for it. */
const ownerVariable = (userId: number | null | undefined) => (userId === undefined ? undefined : userId === null ? '' : String(userId));
/** Grape's Date params also take a date-time and keep its date. */
const dateOf = (value: string | null | undefined) => (value ? value.slice(0, 10) : undefined);

const tokenFilter = (params: Params) => ({
  userId: ownerVariable(params.user_id),
  revoked: params.revoked ?? undefined,
  state: params.state ?? undefined,
  createdBefore: params.created_before ?? undefined,
  createdAfter: params.created_after ?? undefined,
  lastUsedBefore: params.last_used_before ?? undefined,
  lastUsedAfter: params.last_used_after ?? undefined,
  expiresBefore: dateOf(params.expires_before),
  expiresAfter: dateOf(params.expires_after),
  search: params.search ?? undefined,
  sort: params.sort ?? undefined,
});

const createParams = (scopes: readonly string[]) => ({
  name: p.string().required(),
  scopes: p.array(p.string()).commaSeparated().values(scopes).required(),
  description: p.string(),
  expires_at: p.date(),
});

const tokenRequest = (params: Params) => ({
  name: params.name, scopes: params.scopes, description: params.description ?? null, expiresAt: params.expires_at ?? null,
});

/** doc/api/personal_access_tokens.md, plus token creation from doc/api/user_tokens.md. */
export const personalAccessTokenRoutes = defineRoutes([
  {
    method: 'GET',
    path: '/personal_access_tokens',
    auth: 'required',
    pagination: 'offset',
    params: {
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
    },
    operation: `query PersonalAccessTokens($filter: PersonalAccessTokenFilter, $page: Int!, $perPage: Int!) {
      personalAccessTokens(filter: $filter, page: $page, perPage: $perPage) {
        nodes { ...AccessTokenFields } pageInfo { page perPage total nextCursor }
      }
    } ${ACCESS_TOKEN_FIELDS}`,
    variables: (params) => ({ filter: tokenFilter(params) }),
    present: presentPersonalAccessToken,
  },
  {
    method: 'GET',
    path: '/personal_access_tokens/self',
    auth: 'required',
    scopes: SELF,
    operation: `query CurrentAccessToken { currentAccessToken { ...AccessTokenFields } } ${ACCESS_TOKEN_FIELDS}`,
    present: presentPersonalAccessTokenWithLastUsedIps,
  },
  {
    method: 'DELETE',
    path: '/personal_access_tokens/self',
    auth: 'required',
    scopes: SELF,
    operation: 'mutation RevokeCurrentAccessToken { revokeCurrentAccessToken }',
  },
  {
    method: 'POST',
    path: '/personal_access_tokens/self/rotate',
    auth: 'required',
    // lib/api/personal_access_tokens/self_rotation.rb: `allow_access_with_scope :api` and `:self_rotate`.
    scopes: ['api', 'self_rotate'],
    params: { expires_at: p.date() },
    operation: `mutation RotateCurrentAccessToken($expiresAt: String) {
      rotateCurrentAccessToken(expiresAt: $expiresAt) { ${NEW_TOKEN} }
    } ${ACCESS_TOKEN_FIELDS}`,
    variables: (params) => ({ expiresAt: params.expires_at ?? null }),
    present: presentPersonalAccessTokenWithToken,
    status: 200,
  },
  {
    method: 'GET',
    path: '/personal_access_tokens/:id',
    auth: 'required',
    params: { id: p.string().required() },
    operation: `query PersonalAccessToken($id: ID!) { personalAccessToken(id: $id) { ...AccessTokenFields } } ${ACCESS_TOKEN_FIELDS}`,
    variables: (params) => ({ id: params.id }),
    present: presentPersonalAccessTokenWithLastUsedIps,
  },
  {
    method: 'POST',
    path: '/personal_access_tokens/:id/rotate',
    auth: 'required',
    params: { id: p.string().required(), expires_at: p.date() },
    operation: `mutation RotatePersonalAccessToken($id: ID!, $expiresAt: String) {
      rotatePersonalAccessToken(id: $id, expiresAt: $expiresAt) { ${NEW_TOKEN} }
    } ${ACCESS_TOKEN_FIELDS}`,
    variables: (params) => ({ id: params.id, expiresAt: params.expires_at ?? null }),
    present: presentPersonalAccessTokenWithToken,
    status: 200,
  },
  {
    method: 'DELETE',
    path: '/personal_access_tokens/:id',
    auth: 'required',
    params: { id: p.string().required() },
    operation: 'mutation RevokePersonalAccessToken($id: ID!) { revokePersonalAccessToken(id: $id) }',
    variables: (params) => ({ id: params.id }),
  },
  {
    method: 'POST',
    path: '/users/:user_id/personal_access_tokens',
    auth: 'admin',
    scopes: READ_USER,
    params: { user_id: p.integer().required(), ...createParams(AVAILABLE_SCOPES) },
    operation: `mutation CreatePersonalAccessToken($input: CreatePersonalAccessTokenInput!) {
      createPersonalAccessToken(input: $input) { ${NEW_TOKEN} }
    } ${ACCESS_TOKEN_FIELDS}`,
    variables: (params) => ({ input: { userId: String(params.user_id), ...tokenRequest(params) } }),
    present: presentPersonalAccessTokenWithToken,
  },
  {
    method: 'POST',
    path: '/user/personal_access_tokens',
    auth: 'required',
    scopes: READ_USER,
    params: createParams(SELF_SERVICE_SCOPES),
    operation: `mutation CreateOwnPersonalAccessToken($input: CreateOwnPersonalAccessTokenInput!) {
      createOwnPersonalAccessToken(input: $input) { ${NEW_TOKEN} }
    } ${ACCESS_TOKEN_FIELDS}`,
    variables: (params) => ({ input: tokenRequest(params) }),
    present: presentPersonalAccessTokenWithToken,
  },
]);
