import { sendArchive, sendRawBlob } from '../edge/repository-downloads';
import { RepositoryBlob, RepositoryCompare, RepositoryMergeBase, RepositoryTree } from '../operations/repositories';
import { presentCommit } from '../presenters/commit.presenter';
import { p } from '../params/param';
import { toVariables } from '../params/to-variables';
import { presentBlob, presentCompare, presentTreeEntry } from '../presenters/repository.presenter';
import { IN_PROJECT } from './project-params';
import { defineRoutes, route } from './route';

const PROJECT = { id: p.string().required() };

/** doc/api/repositories.md */
export const repositoryRoutes = defineRoutes([
  route({
    method: 'GET',
    path: '/projects/:id/repository/tree',
    pagination: 'offset',
    params: { ...PROJECT, path: p.string(), ref: p.string(), recursive: p.boolean().default(false) },
    operation: RepositoryTree,
    variables: (params) => toVariables(params, { pick: ['id', 'path', 'ref', 'recursive'], ...IN_PROJECT }),
    present: presentTreeEntry,
  }),
  route({
    method: 'GET',
    path: '/projects/:id/repository/blobs/:sha',
    params: { ...PROJECT, sha: p.string().required() },
    operation: RepositoryBlob,
    variables: (params) => toVariables(params, { pick: ['id', 'sha'], ...IN_PROJECT }),
    present: (repository) => presentBlob(repository.blob),
  }),
  route({
    method: 'GET',
    path: '/projects/:id/repository/blobs/:sha/raw',
    params: { ...PROJECT, sha: p.string().required() },
    // Bytes, not JSON: streamed from git.
    handle: sendRawBlob,
  }),
  route({
    method: 'GET',
    // `archive.zip`, `archive.tar.gz`, …: the format as an extension (Gitlab::PathRegex.archive_formats_regex) or a param.
    path: '/projects/:id/repository/archive{.:format}',
    params: { ...PROJECT, sha: p.string(), format: p.string(), path: p.string() },
    // A stream of `git archive`, never buffered whole.
    handle: sendArchive,
  }),
  route({
    method: 'GET',
    path: '/projects/:id/repository/compare',
    params: { ...PROJECT, from: p.string().required(), to: p.string().required(), straight: p.boolean().default(false) },
    operation: RepositoryCompare,
    variables: (params) => toVariables(params, { pick: ['id', 'from', 'to', 'straight'], ...IN_PROJECT }),
    present: (repository, ctx) => presentCompare(repository.compare, ctx.params.from, ctx.params.to),
  }),
  route({
    method: 'GET',
    path: '/projects/:id/repository/merge_base',
    params: { id: p.string().required(), refs: p.array(p.string()).required() },
    operation: RepositoryMergeBase,
    variables: (params) => toVariables(params, { pick: ['id', 'refs'], ...IN_PROJECT }),
    present: presentCommit,
  }),
]);
