import { NotFoundError, type SubgraphContext } from '@forgegraph/platform';
import type { Snippet } from '../../entities/snippet.entity';
import { projectIdOf } from '../domains/collaboration.client';
import { canReadSnippet, canSeeVisibility, requireProjectSnippets } from './snippet-access';
import { loadSnippet } from './snippet-store';

/** Any snippet the caller may read (GET /snippets/:id finds project snippets too); otherwise `404 Snippet Not Found`. */
export async function findSnippet(ctx: SubgraphContext, id: number): Promise<Snippet> {
  const snippet = await loadSnippet(ctx, id);
  if (!snippet || !(await canReadSnippet(ctx, snippet))) throw NotFoundError.resource('Snippet');
  return snippet;
}

/** A snippet of the project (`:id` as id or path), checked as lib/api/project_snippets.rb does. */
export async function findProjectSnippet(ctx: SubgraphContext, projectRef: string, id: number): Promise<Snippet> {
  const projectId = await projectIdOf(ctx, projectRef);
  const grant = await requireProjectSnippets(ctx, projectId);
  const snippet = await loadSnippet(ctx, id);
  if (!snippet || snippet.projectId !== projectId || !canSeeVisibility(ctx, snippet, grant)) throw NotFoundError.resource('Snippet');
  return snippet;
}

/** A personal-API write target: only the caller's own snippets are found (`snippets_for_current_user`). */
export async function findOwnSnippet(ctx: SubgraphContext, id: number): Promise<Snippet> {
  const snippet = await loadSnippet(ctx, id);
  if (!snippet || snippet.authorId !== ctx.actor.userId || !(await canReadSnippet(ctx, snippet))) throw NotFoundError.resource('Snippet');
  return snippet;
}
