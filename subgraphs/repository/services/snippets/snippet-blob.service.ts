import { DomainError, NotFoundError, type SubgraphContext } from '@forgegraph/platform';
import type { Snippet } from '../../entities/snippet.entity';
import { objectSizes } from '../git/object-reader';
import { resolveCommit } from '../git/refs';
import { listFiles } from '../git/tree-writer';
import { projectIdOf } from '../domains/collaboration.client';
import { canReadSnippet } from './snippet-access';
import { snippetGitDir } from './snippet-repository';
import { loadSnippet } from './snippet-store';

export interface SnippetBlob {
  path: string;
  blobId: string;
  size: number;
}

/**
 * A file of the snippet's repository for the raw routes: `ref` and `path` given
 * (`files/:ref/:file_path/raw`: `404 Reference Not Found`, `404 File Not Found`), or the first file
 * at HEAD (`/raw`, GitLab's `snippet.blobs.first`).
 */
export async function snippetBlob(ctx: SubgraphContext, snippet: Snippet, ref: string | null, path: string | null): Promise<SnippetBlob> {
  const gitDir = snippetGitDir(ctx, snippet);
  const commit = await resolveCommit(gitDir, ref ?? 'HEAD');
  if (!commit) throw NotFoundError.resource(ref === null ? 'File' : 'Reference');
  const files = await listFiles(gitDir, commit);
  const name = path ?? files.keys().next().value;
  const file = name === undefined ? undefined : files.get(name);
  if (!file || name === undefined) throw NotFoundError.resource('File');
  const size = (await objectSizes(gitDir, [file.oid])).get(file.oid) ?? 0;
  return { path: name, blobId: file.oid, size };
}

/** Where a snippet's repository is, for git over HTTP; null when the caller may not read it (or the path names another project). */
export async function snippetGitLocation(ctx: SubgraphContext, id: number, projectPath: string | null): Promise<Snippet | null> {
  const snippet = await loadSnippet(ctx, id);
  if (!snippet) return null;
  try {
    const projectId = projectPath ? await projectIdOf(ctx, projectPath) : null;
    if (projectId !== snippet.projectId) return null;
  } catch (error) {
    if (error instanceof DomainError) return null;
    throw error;
  }
  return (await canReadSnippet(ctx, snippet)) ? snippet : null;
}
