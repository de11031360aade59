import { NotFoundError, pageInfo, type Page, type SubgraphContext } from '@forgegraph/platform';
import { commitNode } from '../../schema/commit.type';
import { projectRef } from '../../schema/project-ref.type';
import type { CompareNode, DiffNode } from '../../schema/content.types';
import { readableRepository, commitAt } from './commit-query.service';
import { readCommits } from '../git/commit-reader';
import { diffBetween, type FileDiff } from '../git/diff-reader';
import { runGit } from '../git/git-command';
import { cachedResult } from '../git/immutable-results';
import { EMPTY_TREE_OID } from '../git/object-reader';
import { mergeBase, resolveCommit } from '../git/refs';

export interface CompareArgs {
  from: string;
  to: string;
  /** `true`: from..to directly; `false` (default): from the merge base (from...to). */
  straight?: boolean;
}

/** GET /repository/compare; `404 Ref Not Found` when either side does not resolve. */
export async function compareRefs(ctx: SubgraphContext, projectId: number, args: CompareArgs): Promise<CompareNode> {
  const repo = await readableRepository(ctx, projectId);
  const [from, to] = await Promise.all([resolveCommit(repo.gitDir, args.from), resolveCommit(repo.gitDir, args.to)]);
  if (!from || !to) throw NotFoundError.resource('Ref');
  const base = args.straight ? from : (await mergeBase(repo.gitDir, from, to)) ?? from;
  const shas = await cachedResult(`range:${repo.gitDir}:${base}:${to}`, async () => {
    const { stdout } = await runGit(repo.gitDir, ['rev-list', '--reverse', to, `^${base}`]);
    return stdout.toString('utf8').split('\n').filter(Boolean);
  }, (list) => list.length * 100);
  const commits = (await readCommits(repo.gitDir, shas)).map((c) => commitNode(projectId, repo.gitDir, c));
  const diffs = base === to ? [] : await diffBetween(repo.gitDir, base, to);
  return {
    commit: commits[commits.length - 1] ?? null,
    commits,
    diffs: diffs.map(diffNode),
    compareTimeout: false,
    compareSameRef: from === to,
    project: projectRef(projectId),
  };
}

/** GET /repository/commits/:sha/diff: the change against the first parent (an empty tree for a root commit). */
export async function commitDiff(ctx: SubgraphContext, projectId: number, revision: string, page: { page: number; perPage: number }): Promise<Page<DiffNode>> {
  const repo = await readableRepository(ctx, projectId);
  const commit = await commitAt(ctx, repo, revision);
  const diffs = (await diffBetween(repo.gitDir, commit.parentIds[0] ?? EMPTY_TREE_OID, commit.sha)).map(diffNode);
  const start = (page.page - 1) * page.perPage;
  return { nodes: diffs.slice(start, start + page.perPage), pageInfo: pageInfo(page, diffs.length) };
}

export function diffNode(diff: FileDiff): DiffNode {
  return { ...diff, generatedFile: false, collapsed: false, tooLarge: false };
}
