import { BadRequestError, ForbiddenError, NotFoundError, type SubgraphContext } from '@forgegraph/platform';
import { commitNode, type CommitNode } from '../../schema/commit.type';
import { commitToBranch } from './branch-writer';
import { commitLoader } from './commit-loaders';
import { commitAt } from './commit-query.service';
import { committerFor } from './committer';
import { runGit } from '../git/git-command';
import type { ParsedCommit } from '../git/object-parser';
import { withRefLocks } from '../git/ref-lock';
import { findRef } from '../git/refs';
import { commitTree } from '../git/tree-writer';
import { requirePushCode } from '../access/code-access';
import { canPushToBranch } from '../refs/protected-branch-rules';
import { branchRef } from '../repositories/push-events';
import type { OpenRepository } from '../repositories/repository-store';
import { openWritableRepository } from '../storage-moves/repository-read-only';

export interface CherryPickInput {
  projectId: number;
  sha: string;
  branch: string;
  dryRun?: boolean | null;
  message?: string | null;
}

const CHERRY_PICK_FAILED = 'Sorry, we cannot cherry-pick this commit automatically. This commit may already have been cherry-picked, or a more recent commit may have updated some of its content.';

/** GitLab's failed cherry-pick body: `{ message, error_code }` (+ `dry_run: "error"`), status 400. */
function cherryPickError(errorCode: 'conflict' | 'empty', dryRun: boolean): BadRequestError {
  const body: Record<string, unknown> = { message: CHERRY_PICK_FAILED, error_code: errorCode };
  if (dryRun) body.dry_run = 'error';
  return new BadRequestError('BAD_USER_INPUT', CHERRY_PICK_FAILED, body);
}

/**
 * POST /repository/commits/:sha/cherry_pick: applies the commit's change (against its first parent)
 * on the branch tip with a real three-way merge, keeps its author, and commits as the caller.
 * Returns null for a successful dry run.
 */
export async function cherryPickCommit(ctx: SubgraphContext, input: CherryPickInput): Promise<CommitNode | null> {
  const grant = await requirePushCode(ctx, input.projectId);
  if (!(await canPushToBranch(ctx, input.projectId, grant, input.branch))) throw ForbiddenError.because('You are not allowed to push into this branch');
  const repo = await openWritableRepository(ctx, input.projectId);
  const picked = await commitLoader(ctx, repo.gitDir).load((await commitAt(ctx, repo, input.sha)).sha);
  const committer = await committerFor(ctx);
  const ref = branchRef(input.branch);
  const sha = await withRefLocks(repo.gitDir, [ref], async () => {
    const head = await findRef(repo.gitDir, ref);
    if (!head) throw NotFoundError.resource('Branch');
    const tree = await mergedTree(repo, picked!, head.commitId);
    if (tree === 'conflict') throw cherryPickError('conflict', Boolean(input.dryRun));
    if (tree === (await treeOf(repo, head.commitId))) throw cherryPickError('empty', Boolean(input.dryRun));
    if (input.dryRun) return null;
    const message = input.message || `${picked!.message.replace(/\n+$/, '')}\n\n(cherry picked from commit ${picked!.sha})`;
    const author = { name: picked!.author.name, email: picked!.author.email, timestamp: picked!.author.timestamp, offset: offsetOf(picked!.author.date) };
    return commitToBranch(ctx, repo, { branch: input.branch, tree, parents: [head.commitId], message, author, committer, expected: head.commitId });
  });
  if (!sha) return null;
  return commitNode(repo.projectId, repo.gitDir, (await commitLoader(ctx, repo.gitDir).load(sha))!);
}

/**
 * git 2.39's `merge-tree --write-tree` finds the merge base itself, so both sides are rewritten as
 * throwaway commits whose only parent is the picked commit's parent: the base is then exactly that
 * parent (or nothing, for a root commit), which is what a cherry-pick merges against.
 */
async function mergedTree(repo: OpenRepository, picked: ParsedCommit, head: string): Promise<string | 'conflict'> {
  const base = picked.parentIds[0] ?? null;
  const parents = base ? [base] : [];
  const who = { name: 'cherry-pick', email: 'cherry-pick@localhost', timestamp: 0 };
  const stub = (tree: string) => commitTree(repo.gitDir, { tree, parents, message: 'cherry-pick side\n', author: who, committer: who });
  const [ours, theirs] = await Promise.all([treeOf(repo, head).then(stub), stub(picked.treeId)]);
  const args = ['merge-tree', '--write-tree', ...(base ? [] : ['--allow-unrelated-histories']), ours, theirs];
  const { stdout, exitCode } = await runGit(repo.gitDir, args, { okCodes: [0, 1] });
  return exitCode === 0 ? stdout.toString('utf8').split('\n')[0].trim() : 'conflict';
}

async function treeOf(repo: OpenRepository, commit: string): Promise<string> {
  const { stdout } = await runGit(repo.gitDir, ['rev-parse', `${commit}^{tree}`]);
  return stdout.toString('utf8').trim();
}

/** `2012-09-20T11:50:22.000+03:00` → `+0300`. */
function offsetOf(date: string): string {
  return date.slice(-6).replace(':', '');
}
