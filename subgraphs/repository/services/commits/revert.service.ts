import { BadRequestError, ForbiddenError, NotFoundError, type SubgraphContext } from '@forgegraph/platform';
import { commitNode, type CommitNode } from '../../schema/commit.type';
import { commitToBranch } from './branch-writer';
import { commitLoader } from './commit-loaders';
import { commitAt } from './commit-query.service';
import { committerFor } from './committer';
import { runGit } from '../git/git-command';
import { commitTitle, type ParsedCommit } from '../git/object-parser';
import { withRefLocks } from '../git/ref-lock';
import { findRef } from '../git/refs';
import { commitTree } from '../git/tree-writer';
import { requirePushCode } from '../access/code-access';
import { canPushToBranch } from '../refs/protected-branch-rules';
import { branchRef } from '../repositories/push-events';
import type { OpenRepository } from '../repositories/repository-store';
import { openWritableRepository } from '../storage-moves/repository-read-only';

export interface RevertInput {
  projectId: number;
  sha: string;
  branch: string;
  dryRun?: boolean | null;
}

const EMPTY_TREE = '4b825dc642cb6eb9a060e54bf8d69288fbee4904';
const REVERT_FAILED = 'Sorry, we cannot revert this commit automatically. This commit may already have been reverted, or a more recent commit may have updated some of its content.';

/** Commits::ChangeService's failure body: `{ message, error_code }` (+ `dry_run: "error"`), status 400. */
function revertError(errorCode: 'conflict' | 'empty', dryRun: boolean): BadRequestError {
  const body: Record<string, unknown> = { message: REVERT_FAILED, error_code: errorCode };
  if (dryRun) body.dry_run = 'error';
  return new BadRequestError('BAD_USER_INPUT', REVERT_FAILED, body);
}

/**
 * POST /repository/commits/:sha/revert (Commits::RevertService): undoes the commit's change against
 * its first parent on the branch tip with a three-way merge, authored and committed by the caller,
 * with Commit#revert_message. Returns null for a successful dry run.
 */
export async function revertCommit(ctx: SubgraphContext, input: RevertInput): Promise<CommitNode | null> {
  const grant = await requirePushCode(ctx, input.projectId);
  if (!(await canPushToBranch(ctx, input.projectId, grant, input.branch))) throw ForbiddenError.because('You are not allowed to push into this branch');
  const repo = await openWritableRepository(ctx, input.projectId);
  const reverted = (await commitLoader(ctx, repo.gitDir).load((await commitAt(ctx, repo, input.sha)).sha))!;
  const committer = await committerFor(ctx);
  const ref = branchRef(input.branch);
  const sha = await withRefLocks(repo.gitDir, [ref], async () => {
    const head = await findRef(repo.gitDir, ref);
    if (!head) throw NotFoundError.resource('Branch');
    const headTree = await treeOf(repo, head.commitId);
    const tree = await revertedTree(repo, reverted, headTree);
    if (tree === 'conflict') throw revertError('conflict', Boolean(input.dryRun));
    if (tree === headTree) throw revertError('empty', Boolean(input.dryRun));
    if (input.dryRun) return null;
    const message = `Revert "${commitTitle(reverted.message).trim()}"\n\nThis reverts commit ${reverted.sha}`;
    return commitToBranch(ctx, repo, { branch: input.branch, tree, parents: [head.commitId], message, author: committer, committer, expected: head.commitId });
  });
  if (!sha) return null;
  return commitNode(repo.projectId, repo.gitDir, (await commitLoader(ctx, repo.gitDir).load(sha))!);
}

/**
 * The branch tree with the commit's change taken back: a merge whose base is the reverted commit and
 * whose other side is its first parent's tree. `merge-tree --write-tree` finds the base itself, so
 * both sides are throwaway commits whose only parent is the reverted commit.
 */
async function revertedTree(repo: OpenRepository, reverted: ParsedCommit, headTree: string): Promise<string | 'conflict'> {
  const parentTree = reverted.parentIds[0] ? await treeOf(repo, reverted.parentIds[0]) : EMPTY_TREE;
  const who = { name: 'revert', email: 'revert@localhost', timestamp: 0 };
  const stub = (tree: string) => commitTree(repo.gitDir, { tree, parents: [reverted.sha], message: 'revert side\n', author: who, committer: who });
  const [ours, theirs] = await Promise.all([stub(headTree), stub(parentTree)]);
  const { stdout, exitCode } = await runGit(repo.gitDir, ['merge-tree', '--write-tree', ours, theirs], { okCodes: [0, 1] });
  return exitCode === 0 ? stdout.toString('utf8').split('\n')[0].trim() : 'conflict';
}

async function treeOf(repo: OpenRepository, commit: string): Promise<string> {
  const { stdout } = await runGit(repo.gitDir, ['rev-parse', `${commit}^{tree}`]);
  return stdout.toString('utf8').trim();
}
