import { sendArchive, sendRawBlob } from '../edge/repository-downloads';
import { p } from '../params/param';
import { COMPARE_FRAGMENTS, presentBlob, presentCompare, presentTreeEntry } from '../presenters/repository.presenter';
import { defineRoutes } from './route';

const PROJECT = { id: p.string().required() };

/** doc/api/repositories.md */
export const repositoryRoutes = defineRoutes([
  {
    method: 'GET',
    path: '/projects/:id/repository/tree',
    pagination: 'offset',
    params: { ...PROJECT, path: p.string(), ref: p.string(), recursive: p.boolean().default(false) },
    operation: `query RepositoryTree($projectId: ID!, $path: String, $ref: String, $recursive: Boolean!, $page: Int!, $perPage: Int!) {
      repositoryTree(projectId: $projectId, path: $path, ref: $ref, recursive: $recursive, page: $page, perPage: $perPage) {
        nodes { id name type path mode } pageInfo { page perPage total nextCursor }
      }
    }`,
    variables: (params) => ({ projectId: params.id, path: params.path, ref: params.ref, recursive: params.recursive }),
    present: presentTreeEntry,
  },
  {
    method: 'GET',
    path: '/projects/:id/repository/blobs/:sha',
    params: { ...PROJECT, sha: p.string().required() },
    operation: `query RepositoryBlob($projectId: ID!, $sha: String!) { projectRepository(projectId: $projectId) { blob(sha: $sha) { size encoding content sha } } }`,
    variables: (params) => ({ projectId: params.id, sha: params.sha }),
    present: (repository) => presentBlob(repository.blob),
  },
  {
    method: 'GET',
    path: '/projects/:id/repository/blobs/:sha/raw',
    params: { ...PROJECT, sha: p.string().required() },
    // Bytes, not JSON: streamed from git.
    handle: sendRawBlob,
  },
  {
    method: 'GET',
    // `archive.zip`, `archive.tar.gz`, …: the format as an extension (Gitlab::PathRegex.archive_formats_regex) or a param.
    path: '/projects/:id/repository/archive{.:format}',
    params: { ...PROJECT, sha: p.string(), format: p.string(), path: p.string() },
    // A stream of `git archive`, never buffered whole.
    handle: sendArchive,
  },
  {
    method: 'GET',
    path: '/projects/:id/repository/compare',
    params: { ...PROJECT, from: p.string().required(), to: p.string().required(), straight: p.boolean().default(false) },
    operation: `query RepositoryCompare($projectId: ID!, $from: String!, $to: String!, $straight: Boolean!) {
      projectRepository(projectId: $projectId) { compare(from: $from, to: $to, straight: $straight) { ...CompareFields } }
    } ${COMPARE_FRAGMENTS}`,
    variables: (params) => ({ projectId: params.id, from: params.from, to: params.to, straight: params.straight }),
    present: (repository, ctx) => presentCompare(repository.compare, ctx.params.from, ctx.params.to),
  },
]);
