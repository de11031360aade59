import { BadRequestError, NotFoundError, pageInfo, type Page, type SubgraphContext } from '@forgegraph/platform';
import { commitNode, type CommitNode, type CommitRefNode } from '../../schema/commit.type';
import { commitLoader } from './commit-loaders';
import { countCommits, readCommits, type LogQuery } from '../git/commit-reader';
import { historyPage } from '../git/history-walk';
import { isSafeRevision, BRANCH_PREFIX, TAG_PREFIX } from '../git/ref-names';
import { refsContaining, resolveCommit } from '../git/refs';
import { requireReadCode } from '../access/code-access';
import { openRepository, type OpenRepository } from '../repositories/repository-store';

export interface ListCommitsArgs {
  refName?: string | null;
  since?: string | null;
  until?: string | null;
  path?: string | null;
  author?: string | null;
  all?: boolean;
  firstParent?: boolean;
  order?: 'default' | 'topo';
  page: number;
  perPage: number;
  withTotal?: boolean;
}

/** A repository the caller may read code in (404 Project for everyone else). */
export async function readableRepository(ctx: SubgraphContext, projectId: number): Promise<OpenRepository> {
  await requireReadCode(ctx, projectId);
  return openRepository(ctx, projectId);
}

/**
 * GET /repository/commits: one page of history. `pageInfo.total` is counted (`rev-list --count`)
 * only when `withTotal` (the resolver sets it when the total is selected): GitLab itself leaves
 * X-Total out of this endpoint for performance.
 */
export async function listCommits(ctx: SubgraphContext, projectId: number, args: ListCommitsArgs): Promise<Page<CommitNode>> {
  const repo = await readableRepository(ctx, projectId);
  const revision = args.all ? null : args.refName || repo.record.defaultBranch || 'HEAD';
  if (revision !== null && !isSafeRevision(revision)) throw BadRequestError.message('ref_name is invalid');
  const query: LogQuery = {
    revision, all: args.all, path: args.path, since: args.since, until: args.until, author: args.author,
    firstParent: args.firstParent, topoOrder: args.order === 'topo',
  };
  const [shas, total] = await Promise.all([
    historyPage(repo.gitDir, query, (args.page - 1) * args.perPage, args.perPage),
    args.withTotal ? countCommits(repo.gitDir, query) : null,
  ]);
  const commits = await readCommits(repo.gitDir, shas);
  return { nodes: commits.map((c) => commitNode(projectId, repo.gitDir, c)), pageInfo: pageInfo(args, total) };
}

/** A commit by sha, branch or tag name; `404 Commit Not Found` otherwise. */
export async function findCommit(ctx: SubgraphContext, projectId: number, revision: string): Promise<CommitNode> {
  const repo = await readableRepository(ctx, projectId);
  return commitAt(ctx, repo, revision);
}

export async function commitAt(ctx: SubgraphContext, repo: OpenRepository, revision: string): Promise<CommitNode> {
  const sha = await resolveCommit(repo.gitDir, revision);
  const commit = sha ? await commitLoader(ctx, repo.gitDir).load(sha) : null;
  if (!commit) throw NotFoundError.resource('Commit');
  return commitNode(repo.projectId, repo.gitDir, commit);
}

/** Branches and then tags containing the commit (GET …/commits/:sha/refs). */
export async function commitRefs(ctx: SubgraphContext, projectId: number, revision: string, type: 'branch' | 'tag' | 'all', page: { page: number; perPage: number }): Promise<Page<CommitRefNode>> {
  const repo = await readableRepository(ctx, projectId);
  const { sha } = await commitAt(ctx, repo, revision);
  const refs: CommitRefNode[] = [];
  if (type !== 'tag') refs.push(...(await refsContaining(repo.gitDir, BRANCH_PREFIX.slice(0, -1), sha)).map((name) => ({ type: 'branch' as const, name })));
  if (type !== 'branch') refs.push(...(await refsContaining(repo.gitDir, TAG_PREFIX.slice(0, -1), sha)).map((name) => ({ type: 'tag' as const, name })));
  const start = (page.page - 1) * page.perPage;
  return { nodes: refs.slice(start, start + page.perPage), pageInfo: pageInfo(page, refs.length) };
}

/** GET …/commits/:sha/sequence: `git rev-list --count` from the commit. */
export async function commitSequence(ctx: SubgraphContext, projectId: number, revision: string, firstParent: boolean): Promise<number> {
  const repo = await readableRepository(ctx, projectId);
  const { sha } = await commitAt(ctx, repo, revision);
  return countCommits(repo.gitDir, { revision: sha, firstParent });
}
