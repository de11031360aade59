import { ProtectedTag, ProtectedTags, ProtectTag, UnprotectTag } from '../operations/protected-tags';
import { p } from '../params/param';
import { toVariables } from '../params/to-variables';
import { presentProtectedTag } from '../presenters/protected-tag.presenter';
import { IN_PROJECT } from './project-params';
import { defineRoutes, route } from './route';

const NAMED = { id: p.string().required(), name: p.string().required() };
/** `allowed_to_create[][user_id]=5` style grants (ProtectedRefGrantInput). */
const GRANTS = p.array(p.hash({ access_level: p.integer(), user_id: p.integer(), group_id: p.integer() }));

/** doc/api/protected_tags.md (Maintainer: GitLab's `authorize_admin_project`). */
export const protectedTagRoutes = defineRoutes([
  route({
    method: 'GET',
    path: '/projects/:id/protected_tags',
    auth: 'required',
    pagination: 'offset',
    params: { id: p.string().required() },
    operation: ProtectedTags,
    variables: (params) => toVariables(params, { pick: ['id'], ...IN_PROJECT }),
    present: presentProtectedTag,
  }),
  route({
    method: 'GET',
    path: '/projects/:id/protected_tags/:name',
    auth: 'required',
    params: NAMED,
    operation: ProtectedTag,
    variables: (params) => toVariables(params, { pick: ['id', 'name'], ...IN_PROJECT }),
    present: presentProtectedTag,
  }),
  route({
    method: 'POST',
    path: '/projects/:id/protected_tags',
    auth: 'required',
    params: { ...NAMED, create_access_level: p.integer().values([0, 30, 40, 60]), allowed_to_create: GRANTS },
    operation: ProtectTag,
    variables: (params) => ({ input: toVariables(params, IN_PROJECT) }),
    present: presentProtectedTag,
  }),
  route({
    method: 'DELETE',
    path: '/projects/:id/protected_tags/:name',
    auth: 'required',
    params: NAMED,
    operation: UnprotectTag,
    variables: (params) => toVariables(params, { pick: ['id', 'name'], ...IN_PROJECT }),
  }),
]);
