import { BadRequestError, type SubgraphContext } from '@forgegraph/platform';
import { runGit } from '../git/git-command';
import { ZERO_OID } from '../git/object-reader';
import { findRef, headBranch, setHeadBranch, updateRef } from '../git/refs';
import { commitTree, type Signature } from '../git/tree-writer';
import { branchRef, recordRefUpdate } from '../repositories/push-events';
import type { OpenRepository } from '../repositories/repository-store';

export interface BranchCommit {
  branch: string;
  tree: string;
  parents: string[];
  message: string;
  author: Signature;
  committer: Signature;
  /** The branch value read under the ref lock (ZERO_OID: the branch must not exist yet). */
  expected: string;
}

/**
 * Writes the commit object and moves the branch to it with compare-and-swap. The caller holds the
 * ref lock; a concurrent writer in another process still makes `update-ref` fail, and GitLab's
 * answer to that is a 400 asking to retry (Gitlab::Git::CommitError).
 */
export async function commitToBranch(ctx: SubgraphContext, repo: OpenRepository, commit: BranchCommit): Promise<string> {
  const sha = await commitTree(repo.gitDir, commit);
  const ref = branchRef(commit.branch);
  if (!(await updateRef(repo.gitDir, ref, sha, commit.expected))) {
    throw BadRequestError.message(`Could not update ${ref}. Please refresh and try again.`);
  }
  await recordRefUpdate(ctx, { projectId: repo.projectId, ref, before: commit.expected, after: sha });
  if (commit.expected === ZERO_OID) await adoptFirstBranch(ctx, repo, commit.branch);
  return sha;
}

/**
 * The first branch of an empty repository becomes its default branch when HEAD names a branch
 * that does not exist (GitLab's after_create_default_branch): a repository never points at nothing.
 */
export async function adoptFirstBranch(ctx: SubgraphContext, repo: OpenRepository, branch: string): Promise<void> {
  const head = await headBranch(repo.gitDir);
  if (head === branch || (head && (await findRef(repo.gitDir, branchRef(head))))) return;
  await setHeadBranch(repo.gitDir, branch);
  repo.record.defaultBranch = branch;
  await ctx.em.flush();
}

/** True when the repository has no branch at all (GitLab's empty_repo?). */
export async function isEmptyRepository(gitDir: string): Promise<boolean> {
  const { stdout } = await runGit(gitDir, ['for-each-ref', '--count=1', '--format=%(refname)', 'refs/heads']);
  return stdout.length === 0;
}

/**
 * Copies the objects behind `sha` from another project's repository (start_project), so a commit
 * here can take it as its parent. Local fetch: the source's upload-pack runs in this process tree.
 */
export async function fetchCommitFrom(target: OpenRepository, source: OpenRepository, sha: string): Promise<void> {
  if (source.gitDir === target.gitDir) return;
  await runGit(target.gitDir, ['-c', 'uploadpack.allowAnySHA1InWant=true', 'fetch', '--quiet', '--no-tags', '--no-write-fetch-head', source.gitDir, sha]);
}
