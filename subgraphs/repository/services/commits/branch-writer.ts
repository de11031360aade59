import { BadRequestError, type SubgraphContext } from '@forgegraph/platform';
import { runGit } from '../git/git-command';
import { moveRef } from '../refs/ref-update';
import { commitTree, type Signature } from '../git/tree-writer';
import { branchRef } from '../repositories/push-events';
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
  if (!(await moveRef(ctx, repo, { ref, before: commit.expected, after: sha }))) {
    throw BadRequestError.message(`Could not update ${ref}. Please refresh and try again.`);
  }
  return sha;
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
