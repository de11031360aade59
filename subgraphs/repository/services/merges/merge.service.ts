import { ConflictError, ForbiddenError, UnprocessableError, type SubgraphContext } from '@forgegraph/platform';
import type { MergeBranchesInput, MergeResult } from '../../schema/merge.types';
import { requirePushCode } from '../access/code-access';
import { committerFor } from '../commits/committer';
import { runGit } from '../git/git-command';
import { ZERO_OID } from '../git/object-reader';
import { withRefLocks } from '../git/ref-lock';
import { findRef, headBranch, isAncestor, mergeBase } from '../git/refs';
import { commitTree, type Signature } from '../git/tree-writer';
import { matchingRules, protectedRulesLoader } from '../refs/protected-branch-rules';
import { moveRef } from '../refs/ref-update';
import { branchRef } from '../repositories/push-events';
import type { OpenRepository } from '../repositories/repository-store';
import { canMergeInto, mergedTree } from './merge-check.service';
import { openWritableRepository } from '../storage-moves/repository-read-only';

/** MergeRequests::MergeService's failure when git cannot do the merge (the API answers 422 with it). */
const cannotMerge = (reason: string) => new UnprocessableError('UNPROCESSABLE', reason, { message: 'Branch cannot be merged' });

/**
 * Merges the source branch into the target as the caller: an optional squash commit first, then a
 * merge commit (`merge`, `rebase_merge`) or a fast-forward (`ff`), the target moved with
 * compare-and-swap under both refs' locks (pushes and hooks see it as any push), and the source
 * branch removed when asked and allowed.
 */
export async function mergeBranches(ctx: SubgraphContext, input: MergeBranchesInput): Promise<MergeResult> {
  const projectId = Number(input.projectId);
  const grant = await requirePushCode(ctx, projectId);
  if (!(await canMergeInto(ctx, projectId, grant, input.targetBranch))) throw ForbiddenError.create();
  const repo = await openWritableRepository(ctx, projectId);
  const committer = await committerFor(ctx);
  const [sourceRef, targetRef] = [branchRef(input.sourceBranch), branchRef(input.targetBranch)];
  const result = await withRefLocks(repo.gitDir, [sourceRef, targetRef], async () => {
    const [source, target] = await Promise.all([findRef(repo.gitDir, sourceRef), findRef(repo.gitDir, targetRef)]);
    if (!source || !target) throw cannotMerge('Source or target branch is missing');
    if (source.commitId !== input.sourceSha) throw ConflictError.message(`SHA does not match HEAD of source branch: ${source.commitId}`);
    const squashCommitSha = input.squashCommitMessage ? await squash(repo, source.commitId, target.commitId, input.squashCommitMessage, committer) : null;
    const head = squashCommitSha ?? source.commitId;
    const next = await mergedHead(repo, input, { head, target: target.commitId, committer });
    if (!(await moveRef(ctx, repo, { ref: targetRef, before: target.commitId, after: next }))) throw cannotMerge('The target branch moved during the merge');
    return { mergeCommitSha: next === head ? null : next, squashCommitSha, targetSha: next, source: source.commitId };
  });
  const sourceBranchRemoved = input.removeSourceBranch && await removeSourceBranch(ctx, repo, input.sourceBranch, result.source);
  return { mergeCommitSha: result.mergeCommitSha, squashCommitSha: result.squashCommitSha, targetSha: result.targetSha, sourceBranchRemoved };
}

async function mergedHead(repo: OpenRepository, input: MergeBranchesInput, sides: { head: string; target: string; committer: Signature }): Promise<string> {
  const upToDate = await isAncestor(repo.gitDir, sides.target, sides.head);
  if (input.mergeMethod === 'ff') {
    if (!upToDate) throw cannotMerge('Only fast-forward merge is allowed for your project. Please update your source branch');
    return sides.head;
  }
  if (input.mergeMethod === 'rebase_merge' && !upToDate) throw cannotMerge('Only merge commits on a rebased source branch are allowed for your project');
  const tree = await mergedTree(repo.gitDir, sides.target, sides.head);
  if (!tree) throw cannotMerge('Merge conflicts');
  return commitTree(repo.gitDir, { tree, parents: [sides.target, sides.head], message: withNewline(input.mergeCommitMessage), author: sides.committer, committer: sides.committer });
}

/**
 * MergeRequests::SquashService: the source's changes since the merge base as one commit on that base.
 * A single commit is kept as it is (GitLab then records the source head as the squash commit).
 */
async function squash(repo: OpenRepository, source: string, target: string, message: string, committer: Signature): Promise<string> {
  const base = await mergeBase(repo.gitDir, source, target);
  const { stdout } = await runGit(repo.gitDir, ['rev-list', '--count', source, ...(base ? [`^${base}`] : [])]);
  if (Number(stdout.toString('utf8').trim()) <= 1) return source;
  const tree = (await runGit(repo.gitDir, ['rev-parse', `${source}^{tree}`])).stdout.toString('utf8').trim();
  return commitTree(repo.gitDir, { tree, parents: base ? [base] : [], message: withNewline(message), author: committer, committer });
}

/** DeleteSourceBranchWorker: never the default branch or a protected one; a branch that moved since is kept. */
async function removeSourceBranch(ctx: SubgraphContext, repo: OpenRepository, branch: string, expected: string): Promise<boolean> {
  if ((await headBranch(repo.gitDir)) === branch) return false;
  if (matchingRules(await protectedRulesLoader(ctx).load(repo.projectId), branch).length) return false;
  const ref = branchRef(branch);
  return withRefLocks(repo.gitDir, [ref], () => moveRef(ctx, repo, { ref, before: expected, after: ZERO_OID }));
}

const withNewline = (message: string) => (message.endsWith('\n') ? message : `${message}\n`);
