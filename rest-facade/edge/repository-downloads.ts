import { DomainError, NotFoundError, type ErrorCode, type OperationResult } from '@forgegraph/platform';
import { archiveCommand, archivePrefix } from '@forgegraph/repository';
import { RouteAnswer } from '../http/route-answer';
import { RepositoryArchive, RepositoryBlobRaw } from '../operations/repositories';
import { RepositoryFileRaw } from '../operations/repository-files';
import { contentDisposition, NO_CACHE_HEADERS, presentFileHeaders } from '../presenters/repository.presenter';
import { toVariables } from '../params/to-variables';
import { FILE_VARIABLES, IN_PROJECT } from '../routes/project-params';
import type { HandlerContext } from '../routes/route';

// Each download asks the gateway (as the caller) what to send and where the repository is, then
// streams the bytes from git itself (Workhorse's send-data, done in-process).

/** GET /repository/files/:file_path/raw: the blob's bytes with the files API's X-Gitlab-* headers. */
export async function sendRawFile(ctx: HandlerContext): Promise<RouteAnswer> {
  const { params } = ctx;
  const repo = dataOf(await ctx.engine.execute(RepositoryFileRaw.document, toVariables(params, FILE_VARIABLES), ctx.actor, ctx.requestId)).projectRepository;
  const file = repo.file;
  const { head, stream } = await ctx.repositories.blob(repo, file.blobId, file.size, () => NotFoundError.resource('File'));
  const headers = { ...NO_CACHE_HEADERS, ...presentFileHeaders(file, params.ref), ...blobContentHeaders(head, file.fileName), 'content-length': String(file.size) };
  return RouteAnswer.raw(200, headers, stream);
}

/** GET /repository/blobs/:sha/raw: any blob's bytes; a blob found by id has no name to give. */
export async function sendRawBlob(ctx: HandlerContext): Promise<RouteAnswer> {
  const repo = dataOf(await ctx.engine.execute(RepositoryBlobRaw.document, toVariables(ctx.params, { pick: ['id', 'sha'], ...IN_PROJECT }), ctx.actor, ctx.requestId)).projectRepository;
  const { head, stream } = await ctx.repositories.blob(repo, repo.blob.sha, repo.blob.size, () => NotFoundError.resource('Blob'));
  return RouteAnswer.raw(200, { ...NO_CACHE_HEADERS, ...blobContentHeaders(head, null), 'content-length': String(repo.blob.size) }, stream);
}

/**
 * GET /repository/archive[.format]: `git archive` streamed as Workhorse sends it, named
 * `<project path>-<ref>-<sha>[-<path>].<format>`.
 */
export async function sendArchive(ctx: HandlerContext): Promise<RouteAnswer> {
  const { params } = ctx;
  const variables = toVariables(params, { pick: ['id', 'sha', 'format', 'path'], ...IN_PROJECT });
  const repo = dataOf(await ctx.engine.execute(RepositoryArchive.document, variables, ctx.actor, ctx.requestId)).projectRepository;
  const prefix = archivePrefix(repo.project.path, repo.archive);
  const { stream } = await ctx.repositories.stream(repo, archiveCommand(repo.archive, prefix), () => NotFoundError.resource('File'));
  return RouteAnswer.raw(200, {
    'content-disposition': `attachment; filename="${prefix}.${repo.archive.format}"`,
    'content-type': repo.archive.format === 'zip' ? 'application/zip' : 'application/octet-stream',
    'content-transfer-encoding': 'binary',
  }, stream);
}

/** An operation's data, or its first error as the domain error it carries (the facade's one status map answers it). */
export function dataOf(result: OperationResult): Record<string, any> {
  const error = result.errors?.[0];
  if (!error) return result.data ?? {};
  const code = (error.extensions?.code ?? 'INTERNAL') as ErrorCode;
  throw new DomainError(code, error.message, error.extensions?.body ?? { message: error.message });
}

const IMAGE_SIGNATURES: Array<[number[], string]> = [
  [[0x89, 0x50, 0x4e, 0x47], 'image/png'],
  [[0xff, 0xd8, 0xff], 'image/jpeg'],
  [[0x47, 0x49, 0x46, 0x38], 'image/gif'],
];

/**
 * Workhorse's content detection on sent blobs (GitLab sets `text/plain` and asks Workhorse to
 * detect): text inline as UTF-8, known images inline, other binaries as attachments.
 */
export function blobContentHeaders(head: Buffer, filename: string | null): Record<string, string> {
  const image = IMAGE_SIGNATURES.find(([signature]) => signature.every((byte, i) => head[i] === byte));
  if (image) return { 'content-type': image[1], 'content-disposition': contentDisposition('inline', filename) };
  if (head.subarray(0, 8000).includes(0)) {
    return { 'content-type': 'application/octet-stream', 'content-disposition': contentDisposition('attachment', filename) };
  }
  return { 'content-type': 'text/plain; charset=utf-8', 'content-disposition': contentDisposition('inline', filename) };
}
