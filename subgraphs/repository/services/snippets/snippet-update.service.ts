import { BadRequestError, ForbiddenError, type SubgraphContext } from '@forgegraph/platform';
import { Snippet, type SnippetVisibility } from '../../entities/snippet.entity';
import { committerFor } from '../commits/committer';
import { grantLoader } from '../domains/collaboration.client';
import { canAdminProjectSnippet, requireSignedIn } from './snippet-access';
import { changesOf, type SnippetFileAction } from './snippet-file-actions';
import { findOwnSnippet, findProjectSnippet } from './snippet-find.service';
import { commitSnippetFiles, removeSnippetRepository, snippetFilesAtHead, snippetGitDir } from './snippet-repository';
import { snippetLoader } from './snippet-store';
import { isSnippetRepositoryReadOnly, READ_ONLY_MESSAGE } from '../storage-moves/repository-read-only';
import { requireContentWithinLimit, requireKnownActions, requireTitle } from './snippet-validation';

export interface UpdateSnippetInput {
  id: number;
  /** Set on the project API (`/projects/:id/snippets/:snippet_id`). */
  projectId?: string | null;
  title?: string | null;
  description?: string | null;
  visibility?: SnippetVisibility | null;
  fileName?: string | null;
  content?: string | null;
  files?: SnippetFileAction[] | null;
}

/**
 * Snippets::UpdateService: file changes become one "Update snippet" commit by the caller, then the
 * record (title, description, visibility, file list) is written; nothing changes on invalid input.
 */
export async function updateSnippet(ctx: SubgraphContext, input: UpdateSnippetInput): Promise<Snippet> {
  const snippet = await findWritableSnippet(ctx, input.id, input.projectId);
  if (input.title !== undefined && input.title !== null) requireTitle(input.title);
  requireKnownActions(input.files);
  const gitDir = snippetGitDir(ctx, snippet);
  const actions = await fileActionsOf(snippet, input);
  const changes = actions ? changesOf(actions, await blobsAtHead(gitDir)) : null;
  if (changes) await requireContentWithinLimit(ctx, changes);
  // Only the files live in the repository: a snippet being moved keeps its title and description editable.
  if (changes && (await isSnippetRepositoryReadOnly(ctx, snippet.id))) throw BadRequestError.message(READ_ONLY_MESSAGE);
  if (changes) snippet.filePaths = await commitSnippetFiles(gitDir, { changes, message: 'Update snippet', author: await committerFor(ctx) });
  if (input.title) snippet.title = input.title;
  if (input.description !== undefined) snippet.description = input.description;
  if (input.visibility) snippet.visibility = input.visibility;
  snippet.updatedAt = new Date();
  const { title, description, visibility, filePaths, updatedAt } = snippet;
  await ctx.em.nativeUpdate(Snippet, { id: snippet.id }, { title, description, visibility, filePaths, updatedAt });
  return snippet;
}

/** The writable snippet: on the personal API only the caller's own, on the project API its author or a Maintainer. */
export async function findWritableSnippet(ctx: SubgraphContext, id: number, projectRef: string | null | undefined): Promise<Snippet> {
  requireSignedIn(ctx);
  if (!projectRef) return findOwnSnippet(ctx, id);
  const snippet = await findProjectSnippet(ctx, projectRef, id);
  const grant = await grantLoader(ctx).load(snippet.projectId!);
  if (!canAdminProjectSnippet(ctx, snippet, grant)) throw ForbiddenError.create();
  return snippet;
}

/**
 * `files[]` as given, or the legacy `content`/`file_name` pair as an update of the single file
 * (`validate_params_for_multiple_files`: refused for a snippet with several files).
 */
async function fileActionsOf(snippet: Snippet, input: UpdateSnippetInput): Promise<SnippetFileAction[] | null> {
  if (input.files) return input.files;
  if (input.content == null && input.fileName == null) return null;
  if (snippet.filePaths.length > 1) throw BadRequestError.param('To update Snippets with multiple files, you must use the `files` parameter');
  const current = snippet.filePaths[0];
  if (!current) return [{ action: 'create', filePath: input.fileName || null, content: input.content ?? '' }];
  const content = input.content ?? undefined;
  if (content === undefined && (!input.fileName || input.fileName === current)) return null;
  return [{ action: content === undefined ? 'move' : 'update', previousPath: current, filePath: input.fileName || current, content }];
}

async function blobsAtHead(gitDir: string): Promise<Map<string, string>> {
  return new Map([...(await snippetFilesAtHead(gitDir))].map(([path, file]) => [path, file.oid]));
}

/** Removes the snippet (DELETE): the record first, in its own statement, then the repository directory. */
export async function deleteSnippet(ctx: SubgraphContext, id: number, projectRef: string | null | undefined): Promise<boolean> {
  const snippet = await findWritableSnippet(ctx, id, projectRef);
  await ctx.em.nativeDelete(Snippet, { id: snippet.id });
  snippetLoader(ctx).clear(snippet.id);
  await removeSnippetRepository(snippetGitDir(ctx, snippet));
  return true;
}
