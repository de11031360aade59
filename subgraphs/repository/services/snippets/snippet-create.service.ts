import { type SubgraphContext } from '@forgegraph/platform';
import { Snippet, type SnippetVisibility } from '../../entities/snippet.entity';
import { committerFor } from '../commits/committer';
import { isValidRefName } from '../git/ref-names';
import { storageShards } from '../repositories/repository-store';
import { pickStorage } from '../storage/storage-shards';
import { projectIdOf } from '../domains/collaboration.client';
import { requireCreateProjectSnippet, requireSignedIn } from './snippet-access';
import { changesOf, type SnippetFileAction } from './snippet-file-actions';
import { commitSnippetFiles, initSnippetRepository, removeSnippetRepository, snippetDiskPath, snippetGitDir } from './snippet-repository';
import { requireContentWithinLimit, requireCreateFiles, requireTitle } from './snippet-validation';
import { nextSnippetId, snippetLoader } from './snippet-store';

export interface CreateSnippetInput {
  /** GitLab's `:id` of the project; absent for a personal snippet. */
  projectId?: string | null;
  title: string;
  description?: string | null;
  visibility: SnippetVisibility;
  /** `files[]` (each created), or the legacy single `file_name` + `content`. */
  files?: Array<{ filePath: string; content: string }> | null;
  fileName?: string | null;
  content?: string | null;
  /** The creating request's User-Agent and address (UserAgentDetailService). */
  userAgent?: string | null;
  ipAddress?: string | null;
}

/**
 * Snippets::CreateService: the repository is created and its first commit ("Initial commit", by the
 * author) written before the record is inserted; a failed insert removes the repository again, so
 * neither half is ever left without the other.
 */
export async function createSnippet(ctx: SubgraphContext, input: CreateSnippetInput): Promise<Snippet> {
  requireSignedIn(ctx);
  const projectId = input.projectId ? await projectIdOf(ctx, input.projectId) : null;
  if (projectId !== null) await requireCreateProjectSnippet(ctx, projectId);
  requireTitle(input.title);
  requireCreateFiles(input);
  const actions: SnippetFileAction[] = input.files
    ? input.files.map((file) => ({ action: 'create', filePath: file.filePath, content: file.content }))
    : [{ action: 'create', filePath: input.fileName || null, content: input.content ?? '' }];
  const changes = changesOf(actions, new Map());
  await requireContentWithinLimit(ctx, changes);
  const settings = await ctx.runtime.settings.current();
  const branch = isValidRefName(settings.default_branch_name ?? '') ? settings.default_branch_name! : 'main';
  const id = await nextSnippetId(ctx);
  const snippet = new Snippet({
    id, title: input.title, visibility: input.visibility, authorId: ctx.actor.userId, projectId,
    storage: pickStorage(storageShards(ctx.runtime), settings.repository_storages_weighted), diskPath: snippetDiskPath(id), defaultBranch: branch,
  });
  snippet.description = input.description ?? null;
  snippet.userAgent = input.userAgent ?? null;
  snippet.ipAddress = input.ipAddress ?? null;
  const gitDir = snippetGitDir(ctx, snippet);
  try {
    await initSnippetRepository(gitDir, branch);
    snippet.filePaths = await commitSnippetFiles(gitDir, { changes, message: 'Initial commit', author: await committerFor(ctx) });
    await ctx.em.persistAndFlush(snippet);
  } catch (error) {
    await removeSnippetRepository(gitDir);
    throw error;
  }
  snippetLoader(ctx).prime(id, snippet);
  return snippet;
}

