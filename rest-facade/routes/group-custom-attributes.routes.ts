import { p } from '../params/param';
import { presentCustomAttribute } from '../presenters/custom-attribute.presenter';
import { defineRoutes } from './route';

const GROUP_ID = { id: p.string().required() };

/** doc/api/custom_attributes.md, for groups (administrators only). */
export const groupCustomAttributeRoutes = defineRoutes([
  {
    method: 'GET',
    path: '/groups/:id/custom_attributes',
    auth: 'admin',
    params: GROUP_ID,
    operation: 'query GroupCustomAttributes($ref: String!) { groupCustomAttributes(groupRef: $ref) { key value } }',
    variables: (params) => ({ ref: params.id }),
    present: (attributes) => attributes.map(presentCustomAttribute),
  },
  {
    method: 'GET',
    path: '/groups/:id/custom_attributes/:key',
    auth: 'admin',
    params: { ...GROUP_ID, key: p.string().required() },
    operation: 'query GroupCustomAttribute($ref: String!, $key: String!) { groupCustomAttribute(groupRef: $ref, key: $key) { key value } }',
    variables: (params) => ({ ref: params.id, key: params.key }),
    present: presentCustomAttribute,
  },
  {
    method: 'PUT',
    path: '/groups/:id/custom_attributes/:key',
    auth: 'admin',
    params: { ...GROUP_ID, key: p.string().required(), value: p.string().required() },
    operation: `mutation SetGroupCustomAttribute($ref: String!, $key: String!, $value: String!) {
      setGroupCustomAttribute(groupRef: $ref, key: $key, value: $value) { key value }
    }`,
    variables: (params) => ({ ref: params.id, key: params.key, value: params.value }),
    present: presentCustomAttribute,
  },
  {
    method: 'DELETE',
    path: '/groups/:id/custom_attributes/:key',
    auth: 'admin',
    params: { ...GROUP_ID, key: p.string().required() },
    operation: 'mutation DeleteGroupCustomAttribute($ref: String!, $key: String!) { deleteGroupCustomAttribute(groupRef: $ref, key: $key) }',
    variables: (params) => ({ ref: params.id, key: params.key }),
    present: () => undefined,
  },
]);
