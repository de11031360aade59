import { Conditions, intArray, offsetPage, query, type Page, type PageArgs, type SubgraphContext } from '@forgegraph/platform';
import { Snippet } from '../../entities/snippet.entity';
import { grantLoader, projectIdOf } from '../domains/collaboration.client';
import { T } from '../tables';
import { isMember, requireProjectSnippets, requireSignedIn } from './snippet-access';

export type SnippetScope = 'authored' | 'public' | 'all';

export interface SnippetListArgs extends PageArgs {
  createdAfter?: Date | null;
  createdBefore?: Date | null;
  /** `GET /snippets/all`, administrators only (EE's `repository_storage` filter). */
  repositoryStorage?: string | null;
}

/**
 * The personal API's lists (SnippetsFinder): `authored` the caller's own snippets, `public` every
 * public personal snippet, `all` everything the caller may read (administrators: everything).
 */
export async function listSnippets(ctx: SubgraphContext, scope: SnippetScope, args: SnippetListArgs): Promise<Page<Snippet>> {
  requireSignedIn(ctx);
  const where = createdRange(new Conditions(), args);
  if (scope === 'authored') where.add('s.author_id = ?', ctx.actor.userId);
  if (scope === 'public') where.add(`s.project_id is null and s.visibility = 'public'`);
  if (scope === 'all') {
    if (args.repositoryStorage && ctx.actor.isAdmin) where.add('s.storage = ?', args.repositoryStorage);
    if (!ctx.actor.isAdmin) await readableByCaller(ctx, where);
  }
  // `public_snippets` is `.fresh` (most recently updated first); SnippetsFinder sorts by id, newest first.
  const orderBy = scope === 'public' ? 's.updated_at desc, s.id desc' : 's.id desc';
  return offsetPage(ctx.em, Snippet, { from: `${T.snippets} s`, where, orderBy, alias: 's' }, args, { plain: true });
}

/** A project's snippets the caller may read (private ones for members only). */
export async function listProjectSnippets(ctx: SubgraphContext, projectRef: string, args: PageArgs): Promise<Page<Snippet>> {
  requireSignedIn(ctx);
  const projectId = await projectIdOf(ctx, projectRef);
  const grant = await requireProjectSnippets(ctx, projectId);
  const where = new Conditions().add('s.project_id = ?', projectId);
  if (!isMember(grant)) where.add(`s.visibility <> 'private'`);
  return offsetPage(ctx.em, Snippet, { from: `${T.snippets} s`, where, orderBy: 's.id desc', alias: 's' }, args, { plain: true });
}

function createdRange(where: Conditions, args: SnippetListArgs): Conditions {
  if (args.createdAfter) where.add('s.created_at >= ?', args.createdAfter);
  if (args.createdBefore) where.add('s.created_at <= ?', args.createdBefore);
  return where;
}

/**
 * What a non-administrator may read: personal snippets that are public, internal or their own, and
 * project snippets of projects they may read (all of them in projects they are a member of). The
 * projects' grants come in one batched gateway call for every project that has snippets.
 */
async function readableByCaller(ctx: SubgraphContext, where: Conditions): Promise<void> {
  const rows = await query<{ project_id: number }>(ctx.em, `select distinct project_id from ${T.snippets} where project_id is not null`);
  const grants = await Promise.all(rows.map(async (row) => [row.project_id, await grantLoader(ctx).load(row.project_id)] as const));
  const memberOf = grants.filter(([, grant]) => grant.canRead && isMember(grant)).map(([id]) => id);
  const readerOf = grants.filter(([, grant]) => grant.canRead && !isMember(grant)).map(([id]) => id);
  where.add(
    `(s.project_id is null and (s.visibility <> 'private' or s.author_id = ?))
      or s.project_id = any(?::int[])
      or (s.project_id = any(?::int[]) and s.visibility <> 'private')`,
    ctx.actor.userId, intArray(memberOf), intArray(readerOf),
  );
}
