import { CreateBranch, DeleteBranch, RepositoryBranch, RepositoryBranches } from '../operations/branches';
import { p } from '../params/param';
import { toVariables } from '../params/to-variables';
import { presentBranch } from '../presenters/branch.presenter';
import { IN_PROJECT } from './project-params';
import { defineRoutes, route } from './route';

const BRANCH = { id: p.string().required(), branch: p.string().required() };

/** doc/api/branches.md */
export const branchRoutes = defineRoutes([
  route({
    method: 'GET',
    path: '/projects/:id/repository/branches',
    jobToken: true,
    pagination: 'offset',
    params: {
      id: p.string().required(),
      search: p.string(),
      regex: p.string(),
      sort: p.string().values(['name_asc', 'updated_asc', 'updated_desc']),
    },
    operation: RepositoryBranches,
    variables: (params) => toVariables(params, { pick: ['id', 'search', 'regex', 'sort'], ...IN_PROJECT }),
    present: presentBranch,
  }),
  route({
    method: 'GET',
    path: '/projects/:id/repository/branches/:branch',
    params: BRANCH,
    operation: RepositoryBranch,
    variables: (params) => toVariables(params, { pick: ['id', 'branch'], rename: { id: 'projectId', branch: 'name' } }),
    present: (repository) => presentBranch(repository.branch),
  }),
  route({
    method: 'POST',
    path: '/projects/:id/repository/branches',
    auth: 'required',
    params: { id: p.string().required(), branch: p.string().required(), ref: p.string().required() },
    operation: CreateBranch,
    variables: (params) => ({ input: toVariables(params, { pick: ['id', 'branch', 'ref'], ...IN_PROJECT }) }),
    present: presentBranch,
  }),
  route({
    method: 'DELETE',
    path: '/projects/:id/repository/branches/:branch',
    auth: 'required',
    params: BRANCH,
    operation: DeleteBranch,
    variables: (params) => toVariables(params, { pick: ['id', 'branch'], ...IN_PROJECT }),
  }),
]);
