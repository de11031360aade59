import {
  CreateFile, DeleteFile, RepositoryBlame, RepositoryFile, RepositoryFileHead, UpdateFile,
} from '../operations/repository-files';
import { p } from '../params/param';
import { toVariables } from '../params/to-variables';
import { sendRawFile } from '../edge/repository-downloads';
import { RouteAnswer } from '../http/route-answer';
import { presentBlameRange, presentFileHeaders, presentRepositoryFile } from '../presenters/repository.presenter';
import { FILE_VARIABLES, IN_PROJECT } from './project-params';
import { defineRoutes, route } from './route';

const FILE = { id: p.string().required(), file_path: p.string().required() };

/** lib/api/files.rb `simple_file_params`. */
const SIMPLE = {
  ...FILE,
  branch: p.string().required().notBlank(),
  commit_message: p.string().required().notBlank(),
  start_branch: p.string(),
  author_email: p.string(),
  author_name: p.string(),
};

/** `extended_file_params`. */
const EXTENDED = {
  ...SIMPLE,
  content: p.string().required(),
  encoding: p.string().values(['base64', 'text']).default('text'),
  last_commit_id: p.string(),
  execute_filemode: p.boolean(),
};

const presentFileCommit = (result: { filePath: string; branch: string }) => ({ file_path: result.filePath, branch: result.branch });

// Every files route reads code: `read_repository` tokens may use them for GET and HEAD (lib/api/files.rb).
const READ_SCOPES = ['read_repository'];

/** doc/api/repository_files.md */
export const repositoryFileRoutes = defineRoutes([
  // Declared before the GET below, which express would otherwise let answer HEAD too.
  route({
    method: 'HEAD',
    path: '/projects/:id/repository/files/:file_path',
    scopes: READ_SCOPES,
    params: { ...FILE, ref: p.string().required().notBlank() },
    operation: RepositoryFileHead,
    variables: (params) => toVariables(params, FILE_VARIABLES),
    // Headers only, the content type forced to JSON as on every files route (doc/api/repository_files.md#get-file-metadata-only).
    present: (repository, ctx) => RouteAnswer.raw(200, { ...presentFileHeaders(repository.file, ctx.params.ref), 'content-type': 'application/json' }, null),
  }),
  route({
    method: 'GET',
    path: '/projects/:id/repository/files/:file_path',
    scopes: READ_SCOPES,
    params: { ...FILE, ref: p.string().required().notBlank() },
    operation: RepositoryFile,
    variables: (params) => toVariables(params, FILE_VARIABLES),
    present: (repository, ctx) => RouteAnswer.json(200, presentRepositoryFile(repository.file), presentFileHeaders(repository.file, ctx.params.ref)),
  }),
  route({
    method: 'GET',
    path: '/projects/:id/repository/files/:file_path/raw',
    jobToken: true,
    scopes: READ_SCOPES,
    params: { id: p.string().required(), file_path: p.string().required(), ref: p.string().notBlank(), lfs: p.boolean().default(false) },
    // Bytes, not JSON: streamed from git (no LFS objects exist here, so `lfs` reads the pointer as GitLab does without one).
    handle: sendRawFile,
  }),
  route({
    method: 'GET',
    path: '/projects/:id/repository/files/:file_path/blame',
    scopes: READ_SCOPES,
    params: { ...FILE, ref: p.string().required().notBlank(), range: p.hash({ start: p.integer(), end: p.integer() }) },
    operation: RepositoryBlame,
    // `range[start]` and `range[end]` become `$start` and `$end`.
    variables: ({ range, ...params }) => ({ ...toVariables(params, FILE_VARIABLES), ...toVariables(range ?? {}) }),
    present: (repository) => repository.blame.map(presentBlameRange),
  }),
  route({
    method: 'POST',
    path: '/projects/:id/repository/files/:file_path',
    auth: 'required',
    params: EXTENDED,
    operation: CreateFile,
    variables: (params) => ({ input: toVariables(params, IN_PROJECT) }),
    present: presentFileCommit,
  }),
  route({
    method: 'PUT',
    path: '/projects/:id/repository/files/:file_path',
    auth: 'required',
    params: EXTENDED,
    operation: UpdateFile,
    variables: (params) => ({ input: toVariables(params, IN_PROJECT) }),
    present: presentFileCommit,
  }),
  route({
    method: 'DELETE',
    path: '/projects/:id/repository/files/:file_path',
    auth: 'required',
    params: SIMPLE,
    operation: DeleteFile,
    variables: (params) => ({ input: toVariables(params, IN_PROJECT) }),
  }),
]);
