import { CreateSnippet, DeleteSnippet, SnippetUserAgentDetail, Snippet, Snippets, UpdateSnippet } from '../operations/snippets';
import { sendSnippetBlob } from '../edge/snippet-downloads';
import { p } from '../params/param';
import { presentSnippet, presentUserAgentDetail } from '../presenters/snippet.presenter';
import { defineRoutes, route } from './route';
import { CREATE_FIELDS, CREATE_FILE_PARAMS, CREATE_FILE_RULES, requestDetail, snippetInput, UPDATE_FIELDS, UPDATE_PARAMS, UPDATE_RULES, VISIBILITIES } from './snippet-params';

const SNIPPET = { id: p.integer().required() };
const CREATED_RANGE = { created_after: p.datetime(), created_before: p.datetime() };

/** doc/api/snippets.md (lib/api/snippets.rb) */
export const snippetRoutes = defineRoutes([
  route({
    method: 'GET',
    path: '/snippets',
    auth: 'required',
    pagination: 'offset',
    params: CREATED_RANGE,
    operation: Snippets,
    variables: (params) => ({ scope: 'authored', createdAfter: params.created_after, createdBefore: params.created_before }),
    present: presentSnippet,
  }),
  route({
    method: 'GET',
    path: '/snippets/public',
    auth: 'required',
    pagination: 'offset',
    params: CREATED_RANGE,
    operation: Snippets,
    variables: (params) => ({ scope: 'public', createdAfter: params.created_after, createdBefore: params.created_before }),
    present: presentSnippet,
  }),
  route({
    method: 'GET',
    path: '/snippets/all',
    auth: 'required',
    pagination: 'offset',
    params: { ...CREATED_RANGE, repository_storage: p.string() },
    operation: Snippets,
    variables: (params) => ({ scope: 'all', createdAfter: params.created_after, createdBefore: params.created_before, repositoryStorage: params.repository_storage }),
    present: presentSnippet,
  }),
  route({
    method: 'GET',
    path: '/snippets/:id',
    params: SNIPPET,
    operation: Snippet,
    variables: (params) => ({ id: String(params.id) }),
    present: presentSnippet,
  }),
  route({
    method: 'POST',
    path: '/snippets',
    auth: 'required',
    params: { title: p.string().required().notBlank(), description: p.string(), visibility: p.string().values(VISIBILITIES).default('internal'), ...CREATE_FILE_PARAMS },
    rules: CREATE_FILE_RULES,
    operation: CreateSnippet,
    variables: (params, ctx) => ({ input: { ...snippetInput(params, CREATE_FIELDS), ...requestDetail(ctx) } }),
    present: presentSnippet,
  }),
  route({
    method: 'PUT',
    path: '/snippets/:id',
    auth: 'required',
    params: { ...SNIPPET, ...UPDATE_PARAMS },
    rules: UPDATE_RULES,
    operation: UpdateSnippet,
    variables: (params) => ({ input: { id: String(params.id), ...snippetInput(params, UPDATE_FIELDS) } }),
    present: presentSnippet,
  }),
  route({
    method: 'DELETE',
    path: '/snippets/:id',
    auth: 'required',
    params: SNIPPET,
    operation: DeleteSnippet,
    variables: (params) => ({ id: String(params.id) }),
    present: () => null,
  }),
  route({
    method: 'GET',
    path: '/snippets/:id/raw',
    params: SNIPPET,
    // Bytes, not JSON: the first file at HEAD, streamed from the snippet's repository.
    handle: sendSnippetBlob,
  }),
  route({
    method: 'GET',
    path: '/snippets/:id/files/:ref/:file_path/raw',
    params: { ...SNIPPET, ref: p.string().required(), file_path: p.string().required() },
    // Bytes, not JSON: the named file at `ref`.
    handle: sendSnippetBlob,
  }),
  route({
    method: 'GET',
    path: '/snippets/:id/user_agent_detail',
    auth: 'admin',
    params: SNIPPET,
    operation: SnippetUserAgentDetail,
    variables: (params) => ({ id: String(params.id) }),
    present: presentUserAgentDetail,
  }),
]);
