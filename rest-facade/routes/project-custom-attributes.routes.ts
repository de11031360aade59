import { DeleteProjectCustomAttribute, ProjectCustomAttribute, ProjectCustomAttributes, SetProjectCustomAttribute } from '../operations/project-custom-attributes';
import { p } from '../params/param';
import { toVariables } from '../params/to-variables';
import { presentCustomAttribute } from '../presenters/custom-attribute.presenter';
import { AS_REF } from './project-params';
import { defineRoutes, route } from './route';

const PROJECT_ID = { id: p.string().required() };

/** doc/api/custom_attributes.md, for projects (administrators only). */
export const projectCustomAttributeRoutes = defineRoutes([
  route({
    method: 'GET',
    path: '/projects/:id/custom_attributes',
    auth: 'admin',
    params: PROJECT_ID,
    operation: ProjectCustomAttributes,
    variables: (params) => toVariables(params, AS_REF),
    present: (attributes) => attributes.map(presentCustomAttribute),
  }),
  route({
    method: 'GET',
    path: '/projects/:id/custom_attributes/:key',
    auth: 'admin',
    params: { ...PROJECT_ID, key: p.string().required() },
    operation: ProjectCustomAttribute,
    variables: (params) => toVariables(params, { pick: ['id', 'key'], rename: { id: 'ref' } }),
    present: presentCustomAttribute,
  }),
  route({
    method: 'PUT',
    path: '/projects/:id/custom_attributes/:key',
    auth: 'admin',
    params: { ...PROJECT_ID, key: p.string().required(), value: p.string().required() },
    operation: SetProjectCustomAttribute,
    variables: (params) => toVariables(params, { pick: ['id', 'key', 'value'], rename: { id: 'ref' } }),
    present: presentCustomAttribute,
  }),
  route({
    method: 'DELETE',
    path: '/projects/:id/custom_attributes/:key',
    auth: 'admin',
    params: { ...PROJECT_ID, key: p.string().required() },
    operation: DeleteProjectCustomAttribute,
    variables: (params) => toVariables(params, { pick: ['id', 'key'], rename: { id: 'ref' } }),
    present: () => undefined,
  }),
]);
