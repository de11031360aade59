import { pageInfo, type Page, type SubgraphContext } from '@forgegraph/platform';
import { commitNode, type CommitNode } from '../../schema/commit.type';
import type { DiffNode } from '../../schema/content.types';
import type { MergeRequestRef } from '../../schema/merge.types';
import { readableRepository } from '../commits/commit-query.service';
import { diffNode } from '../commits/compare.service';
import { readCommits } from '../git/commit-reader';
import { diffBetween } from '../git/diff-reader';
import { gitText } from '../git/git-command';
import { cachedResult, immutable } from '../git/immutable-results';

type PageWindow = { page: number; perPage: number };

function slice<T>(items: T[], window: PageWindow): Page<T> {
  const start = (window.page - 1) * window.perPage;
  return { nodes: items.slice(start, start + window.perPage), pageInfo: pageInfo(window, items.length) };
}

/** The merge request diff's commits (base..head), newest first, as GET …/merge_requests/:iid/commits lists them. */
export async function mergeRequestCommits(ctx: SubgraphContext, mr: MergeRequestRef, window: PageWindow): Promise<Page<CommitNode>> {
  const projectId = Number(mr.targetProjectId);
  if (!immutable(mr.diffBaseSha, mr.diffHeadSha)) return slice([], window);
  const repo = await readableRepository(ctx, projectId);
  const shas = await cachedResult(`mr-commits:${repo.gitDir}:${mr.diffBaseSha}:${mr.diffHeadSha}`, async () => {
    const text = await gitText(repo.gitDir, ['rev-list', mr.diffHeadSha!, `^${mr.diffBaseSha}`]);
    return text ? text.split('\n') : [];
  }, (list) => list.length * 48);
  const page = slice(shas, window);
  const commits = await readCommits(repo.gitDir, page.nodes);
  return { nodes: commits.map((commit) => commitNode(projectId, repo.gitDir, commit)), pageInfo: page.pageInfo };
}

/** The merge request diff's file changes (base..head), in git's path order. */
export async function mergeRequestDiffs(ctx: SubgraphContext, mr: MergeRequestRef, window: PageWindow): Promise<Page<DiffNode>> {
  if (!immutable(mr.diffBaseSha, mr.diffHeadSha) || mr.diffBaseSha === mr.diffHeadSha) return slice([], window);
  const repo = await readableRepository(ctx, Number(mr.targetProjectId));
  return slice((await diffBetween(repo.gitDir, mr.diffBaseSha!, mr.diffHeadSha!)).map(diffNode), window);
}
