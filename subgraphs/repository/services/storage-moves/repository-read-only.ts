import { BadRequestError, query, type SubgraphContext } from '@forgegraph/platform';
import { openRepository, type OpenRepository } from '../repositories/repository-store';
import { MT } from './storage-move-tables';

/**
 * Gitlab::GitAccess's `:read_only` text (a repository being moved), for git pushes and, through the
 * pre-receive check of Gitaly's write RPCs, for API commits, merges, branches and tags (400).
 */
export const READ_ONLY_MESSAGE = 'The repository is temporarily read-only. Please try again later.';

/** Read fresh (never from the request's record loader): a move may have begun since the request did. */
export async function isProjectRepositoryReadOnly(ctx: SubgraphContext, projectId: number): Promise<boolean> {
  const [row] = await query<{ readOnly: boolean }>(ctx.em, `select read_only as "readOnly" from ${MT.repositories} where project_id = ?`, [projectId]);
  return row?.readOnly ?? false;
}

export async function isSnippetRepositoryReadOnly(ctx: SubgraphContext, snippetId: number): Promise<boolean> {
  const [row] = await query<{ readOnly: boolean }>(ctx.em, `select read_only as "readOnly" from ${MT.snippets} where id = ?`, [snippetId]);
  return row?.readOnly ?? false;
}

/** Refuses a write to a repository being moved: `400 {"message":"The repository is temporarily read-only. ..."}`. */
export async function requireWritableRepository(ctx: SubgraphContext, projectId: number): Promise<void> {
  if (await isProjectRepositoryReadOnly(ctx, projectId)) throw BadRequestError.message(READ_ONLY_MESSAGE);
}

/** `openRepository` for a writer: the repository, unless a storage move holds it read-only. */
export async function openWritableRepository(ctx: SubgraphContext, projectId: number): Promise<OpenRepository> {
  const repo = await openRepository(ctx, projectId);
  await requireWritableRepository(ctx, projectId);
  return repo;
}
