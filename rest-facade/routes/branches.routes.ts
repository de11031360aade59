import { p } from '../params/param';
import { BRANCH_FRAGMENTS, presentBranch } from '../presenters/branch.presenter';
import { defineRoutes } from './route';

const BRANCH = { id: p.string().required(), branch: p.string().required() };

/** doc/api/branches.md */
export const branchRoutes = defineRoutes([
  {
    method: 'GET',
    path: '/projects/:id/repository/branches',
    pagination: 'offset',
    params: {
      id: p.string().required(),
      search: p.string(),
      regex: p.string(),
      sort: p.string().values(['name_asc', 'updated_asc', 'updated_desc']),
    },
    operation: `query RepositoryBranches($projectId: ID!, $search: String, $regex: String, $sort: String, $page: Int!, $perPage: Int!) {
      repositoryBranches(projectId: $projectId, search: $search, regex: $regex, sort: $sort, page: $page, perPage: $perPage) {
        nodes { ...BranchFields } pageInfo { page perPage total nextCursor }
      }
    } ${BRANCH_FRAGMENTS}`,
    variables: (params) => ({ projectId: params.id, search: params.search, regex: params.regex, sort: params.sort }),
    present: presentBranch,
  },
  {
    method: 'GET',
    path: '/projects/:id/repository/branches/:branch',
    params: BRANCH,
    operation: `query RepositoryBranch($projectId: ID!, $name: String!) { projectRepository(projectId: $projectId) { branch(name: $name) { ...BranchFields } } } ${BRANCH_FRAGMENTS}`,
    variables: (params) => ({ projectId: params.id, name: params.branch }),
    present: (repository) => presentBranch(repository.branch),
  },
  {
    method: 'POST',
    path: '/projects/:id/repository/branches',
    auth: 'required',
    params: { id: p.string().required(), branch: p.string().required(), ref: p.string().required() },
    operation: `mutation CreateBranch($input: CreateBranchInput!) { createBranch(input: $input) { ...BranchFields } } ${BRANCH_FRAGMENTS}`,
    variables: (params) => ({ input: { projectId: params.id, branch: params.branch, ref: params.ref } }),
    present: presentBranch,
  },
  {
    method: 'DELETE',
    path: '/projects/:id/repository/branches/:branch',
    auth: 'required',
    params: BRANCH,
    operation: 'mutation DeleteBranch($projectId: ID!, $branch: String!) { deleteBranch(projectId: $projectId, branch: $branch) }',
    variables: (params) => ({ projectId: params.id, branch: params.branch }),
  },
]);
