import { ProtectBranch, ProtectedBranch, ProtectedBranches, UnprotectBranch } from '../operations/protected-branches';
import { p } from '../params/param';
import { toVariables } from '../params/to-variables';
import { presentProtectedBranch } from '../presenters/branch.presenter';
import { IN_PROJECT } from './project-params';
import { defineRoutes, route } from './route';

const LEVELS = [0, 30, 40, 60];
/** `allowed_to_push[][user_id]=5` style grants (ProtectedRefGrantInput). */
const GRANTS = p.array(p.hash({ access_level: p.integer(), user_id: p.integer(), group_id: p.integer() }));

/** doc/api/protected_branches.md (Maintainer: GitLab's `admin_project`). */
export const protectedBranchRoutes = defineRoutes([
  route({
    method: 'GET',
    path: '/projects/:id/protected_branches',
    auth: 'required',
    pagination: 'offset',
    params: { id: p.string().required(), search: p.string() },
    operation: ProtectedBranches,
    variables: (params) => toVariables(params, { pick: ['id', 'search'], ...IN_PROJECT }),
    present: presentProtectedBranch,
  }),
  route({
    method: 'GET',
    path: '/projects/:id/protected_branches/:name',
    auth: 'required',
    params: { id: p.string().required(), name: p.string().required() },
    operation: ProtectedBranch,
    variables: (params) => toVariables(params, { pick: ['id', 'name'], ...IN_PROJECT }),
    present: (repository) => presentProtectedBranch(repository.protectedBranch),
  }),
  route({
    method: 'POST',
    path: '/projects/:id/protected_branches',
    auth: 'required',
    params: {
      id: p.string().required(),
      name: p.string().required(),
      push_access_level: p.integer().values(LEVELS),
      merge_access_level: p.integer().values(LEVELS),
      unprotect_access_level: p.integer().values(LEVELS),
      allow_force_push: p.boolean(),
      code_owner_approval_required: p.boolean(),
      allowed_to_push: GRANTS,
      allowed_to_merge: GRANTS,
      allowed_to_unprotect: GRANTS,
    },
    operation: ProtectBranch,
    variables: (params) => ({ input: toVariables(params, IN_PROJECT) }),
    present: presentProtectedBranch,
  }),
  route({
    method: 'DELETE',
    path: '/projects/:id/protected_branches/:name',
    auth: 'required',
    params: { id: p.string().required(), name: p.string().required() },
    operation: UnprotectBranch,
    variables: (params) => toVariables(params, { pick: ['id', 'name'], ...IN_PROJECT }),
  }),
]);
