import { DeleteUserCustomAttribute, SetUserCustomAttribute, UserCustomAttribute, UserCustomAttributes } from '../operations/custom-attributes';
import { p } from '../params/param';
import { toVariables } from '../params/to-variables';
import { presentCustomAttribute } from '../presenters/custom-attribute.presenter';
import { defineRoutes, route } from './route';
import { READ_USER, USER_ID_PARAM } from './user-params';

const KEY_PARAMS = { ...USER_ID_PARAM, key: p.string().required() };

/** doc/api/custom_attributes.md for users (lib/api/custom_attributes_endpoints.rb). */
export const userCustomAttributeRoutes = defineRoutes([
  route({
    method: 'GET',
    path: '/users/:id/custom_attributes',
    scopes: READ_USER,
    params: USER_ID_PARAM,
    operation: UserCustomAttributes,
    variables: (params) => toVariables(params, { pick: ['id'] }),
    present: (attributes) => attributes.map(presentCustomAttribute),
  }),
  route({
    method: 'GET',
    path: '/users/:id/custom_attributes/:key',
    scopes: READ_USER,
    params: KEY_PARAMS,
    operation: UserCustomAttribute,
    variables: (params) => toVariables(params, { pick: ['id', 'key'] }),
    present: presentCustomAttribute,
  }),
  route({
    method: 'PUT',
    path: '/users/:id/custom_attributes/:key',
    auth: 'required',
    params: { ...KEY_PARAMS, value: p.string().required() },
    operation: SetUserCustomAttribute,
    variables: (params) => toVariables(params, { pick: ['id', 'key', 'value'] }),
    present: presentCustomAttribute,
  }),
  route({
    method: 'DELETE',
    path: '/users/:id/custom_attributes/:key',
    auth: 'required',
    params: KEY_PARAMS,
    operation: DeleteUserCustomAttribute,
    variables: (params) => toVariables(params, { pick: ['id', 'key'] }),
  }),
]);
