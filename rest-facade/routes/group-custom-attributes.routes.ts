import { DeleteGroupCustomAttribute, GroupCustomAttribute, GroupCustomAttributes, SetGroupCustomAttribute } from '../operations/custom-attributes';
import { p } from '../params/param';
import { presentCustomAttribute } from '../presenters/custom-attribute.presenter';
import { defineRoutes, route } from './route';

const GROUP_ID = { id: p.string().required() };

/** doc/api/custom_attributes.md, for groups (administrators only). */
export const groupCustomAttributeRoutes = defineRoutes([
  route({
    method: 'GET',
    path: '/groups/:id/custom_attributes',
    auth: 'admin',
    params: GROUP_ID,
    operation: GroupCustomAttributes,
    variables: (params) => ({ ref: params.id }),
    present: (attributes) => attributes.map(presentCustomAttribute),
  }),
  route({
    method: 'GET',
    path: '/groups/:id/custom_attributes/:key',
    auth: 'admin',
    params: { ...GROUP_ID, key: p.string().required() },
    operation: GroupCustomAttribute,
    variables: (params) => ({ ref: params.id, key: params.key }),
    present: presentCustomAttribute,
  }),
  route({
    method: 'PUT',
    path: '/groups/:id/custom_attributes/:key',
    auth: 'admin',
    params: { ...GROUP_ID, key: p.string().required(), value: p.string().required() },
    operation: SetGroupCustomAttribute,
    variables: (params) => ({ ref: params.id, key: params.key, value: params.value }),
    present: presentCustomAttribute,
  }),
  route({
    method: 'DELETE',
    path: '/groups/:id/custom_attributes/:key',
    auth: 'admin',
    params: { ...GROUP_ID, key: p.string().required() },
    operation: DeleteGroupCustomAttribute,
    variables: (params) => ({ ref: params.id, key: params.key }),
    present: () => undefined,
  }),
]);
