import { BadRequestError, NotFoundError, pageInfo, type Page, type SubgraphContext } from '@forgegraph/platform';
import type { BlobNode, TreeEntryNode } from '../../schema/content.types';
import { readableRepository } from '../commits/commit-query.service';
import { catFile } from '../git/catfile/catfile-pool';
import { runGit } from '../git/git-command';
import { readObject } from '../git/object-reader';
import { isSafeRevision } from '../git/ref-names';
import { cachedResult } from '../git/immutable-results';
import { resolveCommit } from '../git/refs';

export interface TreeArgs {
  path?: string | null;
  ref?: string | null;
  recursive?: boolean;
  page: number;
  perPage: number;
}

const TYPE_ORDER: Record<string, number> = { tree: 0 };

/**
 * GET /repository/tree: the entries under `path` at `ref` (default branch), directories first as
 * Gitaly's TREES_FIRST sort returns them. `404 Tree Not Found` for an unknown ref and
 * `404 invalid revision or path Not Found` for a path that is not a directory there.
 */
export async function listTree(ctx: SubgraphContext, projectId: number, args: TreeArgs): Promise<Page<TreeEntryNode>> {
  const repo = await readableRepository(ctx, projectId);
  const ref = args.ref || repo.record.defaultBranch || 'HEAD';
  const commit = await resolveCommit(repo.gitDir, ref);
  if (!commit) throw NotFoundError.resource('Tree');
  if (args.path?.split(/[/\\]/).includes('..')) throw BadRequestError.param('path should be a valid file path');
  const dir = (args.path ?? '').replace(/^\/+|\/+$/g, '');
  const treeish = dir ? `${commit}:${dir}` : `${commit}^{tree}`;
  const object = dir && !dir.includes('\n') ? await readObject(repo.gitDir, treeish) : { type: dir ? 'none' : 'tree' };
  if (!object || object.type !== 'tree') throw NotFoundError.resource('invalid revision or path');
  const listing = await cachedResult(`ls-tree:${repo.gitDir}:${treeish}:${Boolean(args.recursive)}`, async () => {
    const { stdout } = await runGit(repo.gitDir, ['ls-tree', '-z', ...(args.recursive ? ['-r', '-t'] : []), '--end-of-options', treeish]);
    return stdout.toString('utf8');
  }, (text) => text.length * 2);
  const entries = parseLsTree(listing, dir);
  entries.sort((a, b) => (TYPE_ORDER[a.type] ?? 1) - (TYPE_ORDER[b.type] ?? 1));
  const start = (args.page - 1) * args.perPage;
  return { nodes: entries.slice(start, start + args.perPage), pageInfo: pageInfo(args, entries.length) };
}

function parseLsTree(text: string, dir: string): TreeEntryNode[] {
  return text.split('\0').filter(Boolean).map((record) => {
    const tab = record.indexOf('\t');
    const [mode, type, id] = record.slice(0, tab).split(' ');
    const relative = record.slice(tab + 1);
    const path = dir ? `${dir}/${relative}` : relative;
    return { id, name: path.slice(path.lastIndexOf('/') + 1), type, path, mode };
  });
}

/** GET /repository/blobs/:sha (and `/raw`): any blob by id, without its bytes; `404 Blob Not Found` otherwise. */
export async function findBlob(ctx: SubgraphContext, projectId: number, sha: string): Promise<BlobNode> {
  const repo = await readableRepository(ctx, projectId);
  const [info] = isSafeRevision(sha) ? await catFile(repo.gitDir).read('info', [sha]) : [null];
  if (info?.type !== 'blob') throw NotFoundError.resource('Blob');
  return { sha: info.oid, size: info.size, encoding: 'base64', gitDir: repo.gitDir };
}
