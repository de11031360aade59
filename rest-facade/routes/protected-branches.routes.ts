import { ProtectBranch, ProtectedBranch, ProtectedBranches, UnprotectBranch } from '../operations/protected-branches';
import { p } from '../params/param';
import type { Params } from '../params/parse-params';
import { presentProtectedBranch } from '../presenters/branch.presenter';
import { defineRoutes, route } from './route';

const LEVELS = [0, 30, 40, 60];
const GRANTS = p.array(p.hash());

/** `allowed_to_push[][user_id]=5` style grants → ProtectedRefGrantInput. */
const grants = (values: Array<Record<string, unknown>> | undefined) => values?.map((grant) => ({
  accessLevel: grant.access_level === undefined ? null : Number(grant.access_level),
  userId: grant.user_id === undefined ? null : String(grant.user_id),
  groupId: grant.group_id === undefined ? null : String(grant.group_id),
}));

const protectInput = (params: Params) => ({
  projectId: params.id,
  name: params.name,
  pushAccessLevel: params.push_access_level ?? null,
  mergeAccessLevel: params.merge_access_level ?? null,
  unprotectAccessLevel: params.unprotect_access_level ?? null,
  allowForcePush: params.allow_force_push ?? null,
  codeOwnerApprovalRequired: params.code_owner_approval_required ?? null,
  allowedToPush: grants(params.allowed_to_push) ?? null,
  allowedToMerge: grants(params.allowed_to_merge) ?? null,
  allowedToUnprotect: grants(params.allowed_to_unprotect) ?? null,
});

/** doc/api/protected_branches.md (Maintainer: GitLab's `admin_project`). */
export const protectedBranchRoutes = defineRoutes([
  route({
    method: 'GET',
    path: '/projects/:id/protected_branches',
    auth: 'required',
    pagination: 'offset',
    params: { id: p.string().required(), search: p.string() },
    operation: ProtectedBranches,
    variables: (params) => ({ projectId: params.id, search: params.search }),
    present: presentProtectedBranch,
  }),
  route({
    method: 'GET',
    path: '/projects/:id/protected_branches/:name',
    auth: 'required',
    params: { id: p.string().required(), name: p.string().required() },
    operation: ProtectedBranch,
    variables: (params) => ({ projectId: params.id, name: params.name }),
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
    variables: (params) => ({ input: protectInput(params) }),
    present: presentProtectedBranch,
  }),
  route({
    method: 'DELETE',
    path: '/projects/:id/protected_branches/:name',
    auth: 'required',
    params: { id: p.string().required(), name: p.string().required() },
    operation: UnprotectBranch,
    variables: (params) => ({ projectId: params.id, name: params.name }),
  }),
]);
