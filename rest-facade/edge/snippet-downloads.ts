import { NotFoundError } from '@forgegraph/platform';
import { RouteAnswer } from '../http/route-answer';
import { SnippetBlob } from '../operations/snippets';
import { NO_CACHE_HEADERS } from '../presenters/repository.presenter';
import type { HandlerContext } from '../routes/route';
import { blobContentHeaders, dataOf } from './repository-downloads';

/**
 * GET /snippets/:id/raw, …/files/:ref/:file_path/raw and their project forms: the subgraph answers
 * which blob (the first file at HEAD, or the named one at `ref`) and where the repository is, and
 * the edge streams the bytes from git (lib/api/helpers/snippets_helpers.rb `send_git_blob`).
 */
export async function sendSnippetBlob(ctx: HandlerContext): Promise<RouteAnswer> {
  const { params } = ctx;
  const variables = {
    id: String(params.snippet_id ?? params.id),
    projectId: params.snippet_id === undefined ? null : params.id,
    ref: params.ref ?? null,
    path: params.file_path ?? null,
  };
  const blob = dataOf(await ctx.engine.execute(SnippetBlob.document, variables, ctx.actor, ctx.requestId)).snippetBlob;
  const { head, stream } = await ctx.repositories.blob(blob.location, blob.blobId, blob.size, () => NotFoundError.resource('File'));
  const fileName = String(blob.path).split('/').pop() ?? null;
  return RouteAnswer.raw(200, { ...NO_CACHE_HEADERS, ...blobContentHeaders(head, fileName), 'content-length': String(blob.size) }, stream);
}
