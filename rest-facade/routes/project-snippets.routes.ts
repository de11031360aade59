import { CreateSnippet, DeleteSnippet, SnippetUserAgentDetail, ProjectSnippet, ProjectSnippets, UpdateSnippet } from '../operations/snippets';
import { sendSnippetBlob } from '../edge/snippet-downloads';
import { p } from '../params/param';
import { presentSnippet, presentUserAgentDetail } from '../presenters/snippet.presenter';
import { defineRoutes, route } from './route';
import { CREATE_FIELDS, CREATE_FILE_PARAMS, CREATE_FILE_RULES, requestDetail, snippetInput, UPDATE_FIELDS, UPDATE_PARAMS, UPDATE_RULES, VISIBILITIES } from './snippet-params';

const PROJECT = { id: p.string().required() };
const SNIPPET = { ...PROJECT, snippet_id: p.integer().required() };

/** doc/api/project_snippets.md (lib/api/project_snippets.rb) */
export const projectSnippetRoutes = defineRoutes([
  route({
    method: 'GET',
    path: '/projects/:id/snippets',
    auth: 'required',
    pagination: 'offset',
    params: PROJECT,
    operation: ProjectSnippets,
    variables: (params) => ({ projectId: params.id }),
    present: presentSnippet,
  }),
  route({
    method: 'GET',
    path: '/projects/:id/snippets/:snippet_id',
    params: SNIPPET,
    operation: ProjectSnippet,
    variables: (params) => ({ projectId: params.id, id: String(params.snippet_id) }),
    present: presentSnippet,
  }),
  route({
    method: 'POST',
    path: '/projects/:id/snippets',
    auth: 'required',
    params: { ...PROJECT, title: p.string().required().notBlank(), description: p.string(), visibility: p.string().required().values(VISIBILITIES), ...CREATE_FILE_PARAMS },
    rules: CREATE_FILE_RULES,
    operation: CreateSnippet,
    variables: (params, ctx) => ({ input: { ...snippetInput(params, CREATE_FIELDS, params.id), ...requestDetail(ctx) } }),
    present: presentSnippet,
  }),
  route({
    method: 'PUT',
    path: '/projects/:id/snippets/:snippet_id',
    auth: 'required',
    params: { ...SNIPPET, ...UPDATE_PARAMS },
    rules: UPDATE_RULES,
    operation: UpdateSnippet,
    variables: (params) => ({ input: { id: String(params.snippet_id), ...snippetInput(params, UPDATE_FIELDS, params.id) } }),
    present: presentSnippet,
  }),
  route({
    method: 'DELETE',
    path: '/projects/:id/snippets/:snippet_id',
    auth: 'required',
    params: SNIPPET,
    operation: DeleteSnippet,
    variables: (params) => ({ id: String(params.snippet_id), projectId: params.id }),
    present: () => null,
  }),
  route({
    method: 'GET',
    path: '/projects/:id/snippets/:snippet_id/raw',
    params: SNIPPET,
    // Bytes, not JSON: the first file at HEAD, streamed from the snippet's repository.
    handle: sendSnippetBlob,
  }),
  route({
    method: 'GET',
    path: '/projects/:id/snippets/:snippet_id/files/:ref/:file_path/raw',
    params: { ...SNIPPET, ref: p.string().required(), file_path: p.string().required() },
    // Bytes, not JSON: the named file at `ref`.
    handle: sendSnippetBlob,
  }),
  route({
    method: 'GET',
    path: '/projects/:id/snippets/:snippet_id/user_agent_detail',
    auth: 'admin',
    params: SNIPPET,
    operation: SnippetUserAgentDetail,
    variables: (params) => ({ id: String(params.snippet_id), projectId: params.id }),
    present: presentUserAgentDetail,
  }),
]);
