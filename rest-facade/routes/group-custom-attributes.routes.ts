import { DeleteGroupCustomAttribute, GroupCustomAttribute, GroupCustomAttributes, SetGroupCustomAttribute } from '../operations/custom-attributes';
import { p } from '../params/param';
import { toVariables } from '../params/to-variables';
import { presentCustomAttribute } from '../presenters/custom-attribute.presenter';
import { AS_REF } from './project-params';
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
    variables: (params) => toVariables(params, AS_REF),
    present: (attributes) => attributes.map(presentCustomAttribute),
  }),
  route({
    method: 'GET',
    path: '/groups/:id/custom_attributes/:key',
    auth: 'admin',
    params: { ...GROUP_ID, key: p.string().required() },
    operation: GroupCustomAttribute,
    variables: (params) => toVariables(params, { pick: ['id', 'key'], rename: { id: 'ref' } }),
    present: presentCustomAttribute,
  }),
  route({
    method: 'PUT',
    path: '/groups/:id/custom_attributes/:key',
    auth: 'admin',
    params: { ...GROUP_ID, key: p.string().required(), value: p.string().required() },
    operation: SetGroupCustomAttribute,
    variables: (params) => toVariables(params, { pick: ['id', 'key', 'value'], rename: { id: 'ref' } }),
    present: presentCustomAttribute,
  }),
  route({
    method: 'DELETE',
    path: '/groups/:id/custom_attributes/:key',
    auth: 'admin',
    params: { ...GROUP_ID, key: p.string().required() },
    operation: DeleteGroupCustomAttribute,
    variables: (params) => toVariables(params, { pick: ['id', 'key'], rename: { id: 'ref' } }),
    present: () => undefined,
  }),
]);
