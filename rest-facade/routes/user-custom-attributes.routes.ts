import { p } from '../params/param';
import { presentCustomAttribute } from '../presenters/custom-attribute.presenter';
import { defineRoutes } from './route';
import { READ_USER, USER_ID_PARAM, userIdOf } from './user-params';

const KEY_PARAMS = { ...USER_ID_PARAM, key: p.string().required() };

/** doc/api/custom_attributes.md for users (lib/api/custom_attributes_endpoints.rb). */
export const userCustomAttributeRoutes = defineRoutes([
  {
    method: 'GET',
    path: '/users/:id/custom_attributes',
    scopes: READ_USER,
    params: USER_ID_PARAM,
    operation: 'query UserCustomAttributes($id: ID!) { userCustomAttributes(userId: $id) { key value } }',
    variables: (params) => ({ id: userIdOf(params.id) }),
    present: (attributes: Array<{ key: string; value: string }>) => attributes.map(presentCustomAttribute),
  },
  {
    method: 'GET',
    path: '/users/:id/custom_attributes/:key',
    scopes: READ_USER,
    params: KEY_PARAMS,
    operation: 'query UserCustomAttribute($id: ID!, $key: String!) { userCustomAttribute(userId: $id, key: $key) { key value } }',
    variables: (params) => ({ id: userIdOf(params.id), key: params.key }),
    present: presentCustomAttribute,
  },
  {
    method: 'PUT',
    path: '/users/:id/custom_attributes/:key',
    auth: 'required',
    params: { ...KEY_PARAMS, value: p.string().required() },
    operation: `mutation SetUserCustomAttribute($id: ID!, $key: String!, $value: String!) {
      setUserCustomAttribute(userId: $id, key: $key, value: $value) { key value }
    }`,
    variables: (params) => ({ id: userIdOf(params.id), key: params.key, value: params.value }),
    present: presentCustomAttribute,
  },
  {
    method: 'DELETE',
    path: '/users/:id/custom_attributes/:key',
    auth: 'required',
    params: KEY_PARAMS,
    operation: 'mutation DeleteUserCustomAttribute($id: ID!, $key: String!) { deleteUserCustomAttribute(userId: $id, key: $key) }',
    variables: (params) => ({ id: userIdOf(params.id), key: params.key }),
  },
]);
