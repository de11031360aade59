import { Namespace, NamespaceExists, Namespaces } from '../operations/namespaces';
import { p } from '../params/param';
import { toVariables } from '../params/to-variables';
import { presentNamespace, presentNamespaceExistence } from '../presenters/namespace.presenter';
import { AS_REF } from './project-params';
import { defineRoutes, route } from './route';

const FILTER = { pick: ['search', 'owned_only', 'top_level_only', 'full_path_search'], skipNull: true };

/** doc/api/namespaces.md: every route needs a signed-in caller (`before { authenticate! }`). */
export const namespaceRoutes = defineRoutes([
  route({
    method: 'GET',
    path: '/namespaces',
    auth: 'required',
    pagination: 'offset',
    params: {
      search: p.string(),
      owned_only: p.boolean(),
      top_level_only: p.boolean().default(false),
      full_path_search: p.boolean().default(false),
    },
    operation: Namespaces,
    variables: (params) => ({ filter: toVariables(params, FILTER) }),
    present: presentNamespace,
  }),
  route({
    method: 'GET',
    path: '/namespaces/:id',
    auth: 'required',
    params: { id: p.string().required() },
    operation: Namespace,
    variables: (params) => toVariables(params, AS_REF),
    present: presentNamespace,
  }),
  route({
    method: 'GET',
    path: '/namespaces/:id/exists',
    auth: 'required',
    params: { id: p.string().required(), parent_id: p.integer() },
    operation: NamespaceExists,
    // `:id` is the path to test, not a namespace.
    variables: (params) => toVariables(params, { pick: ['id', 'parent_id'], rename: { id: 'path' }, skipNull: true }),
    present: presentNamespaceExistence,
  }),
]);
