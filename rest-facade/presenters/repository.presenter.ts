import type { CompareFields, FileHeaderFields } from '../operations/fragments/repository';
import type { RepositoryBlobResult, RepositoryTreeResult } from '../operations/repositories';
import type { RepositoryBlameResult, RepositoryFileResult } from '../operations/repository-files';
import { presentCommit, presentDiff } from './commit.presenter';

type TreeEntry = RepositoryTreeResult['repositoryTree']['nodes'][number];
type RepositoryFile = RepositoryFileResult['projectRepository']['file'];
type BlameRange = RepositoryBlameResult['projectRepository']['blame'][number];
type Blob = RepositoryBlobResult['projectRepository']['blob'];

/** GET /repository/tree items. */
export function presentTreeEntry(entry: TreeEntry) {
  return { id: entry.id, name: entry.name, type: entry.type, path: entry.path, mode: entry.mode };
}

/** GET /repository/blobs/:sha. */
export function presentBlob(blob: Blob) {
  return { size: blob.size, encoding: blob.encoding, content: blob.content, sha: blob.sha };
}

/** GET /repository/files/:file_path (lib/api/files.rb `blob_data` plus content). */
export function presentRepositoryFile(file: RepositoryFile) {
  return {
    file_name: file.fileName,
    file_path: file.filePath,
    size: file.size,
    encoding: file.encoding,
    content_sha256: file.contentSha256,
    ref: file.ref,
    blob_id: file.blobId,
    commit_id: file.commitId,
    last_commit_id: file.lastCommitId,
    execute_filemode: file.executeFilemode,
    content: file.content,
  };
}

/** Entities::BlameRange. */
export function presentBlameRange(range: BlameRange) {
  return { commit: presentCommit(range.commit), lines: range.lines };
}

/** Entities::Compare; `web_url` is the project's compare page for the two refs asked for. */
export function presentCompare(compare: CompareFields, from: string, to: string) {
  return {
    commit: compare.commit ? presentCommit(compare.commit) : null,
    commits: compare.commits.map(presentCommit),
    diffs: compare.diffs.map(presentDiff),
    compare_timeout: compare.compareTimeout,
    compare_same_ref: compare.compareSameRef,
    web_url: `${compare.project.webUrl}/-/compare/${from}...${to}`,
  };
}

/**
 * `X-Gitlab-*` headers of the files API, in `blob_data`'s order; `ref` is the param as given
 * (empty on /raw without one, as GitLab's `params[:ref].to_s`).
 */
export function presentFileHeaders(file: FileHeaderFields, ref: string | undefined): Record<string, string> {
  return {
    'x-gitlab-file-name': file.fileName,
    'x-gitlab-file-path': file.filePath,
    'x-gitlab-size': String(file.size),
    'x-gitlab-encoding': file.encoding,
    'x-gitlab-content-sha256': file.contentSha256,
    'x-gitlab-ref': ref ?? '',
    'x-gitlab-blob-id': file.blobId,
    'x-gitlab-commit-id': file.commitId,
    'x-gitlab-last-commit-id': file.lastCommitId,
    'x-gitlab-execute-filemode': String(file.executeFilemode),
  };
}

/** Rails' ActionDispatch::Http::ContentDisposition.format: an ASCII `filename` and an RFC 5987 `filename*`. */
export function contentDisposition(disposition: 'inline' | 'attachment', filename: string | null): string {
  if (filename === null) return disposition;
  // eslint-disable-next-line no-control-regex
  const ascii = filename.replace(/[^\x20-\x7e]/g, '?').replace(/["\\]/g, '\\$&');
  const encoded = Array.from(Buffer.from(filename, 'utf8'))
    .map((byte) => (/[A-Za-z0-9!#$&+.^_`|~-]/.test(String.fromCharCode(byte)) ? String.fromCharCode(byte) : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`))
    .join('');
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** GitLab's `no_cache_headers` (lib/api/helpers.rb) on raw file and blob downloads. */
export const NO_CACHE_HEADERS = { 'cache-control': 'no-cache, no-store', pragma: 'no-cache', expires: 'Fri, 01 Jan 1990 00:00:00 GMT' };
