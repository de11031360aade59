import type { SubgraphContext } from '@forgegraph/platform';
import { commitToBranch, isEmptyRepository } from '../commits/branch-writer';
import { committerFor } from '../commits/committer';
import { runGit } from '../git/git-command';
import { ZERO_OID } from '../git/object-reader';
import { withRefLocks } from '../git/ref-lock';
import { findRef, headBranch } from '../git/refs';
import { branchRef } from '../repositories/push-events';
import type { OpenRepository } from '../repositories/repository-store';

/**
 * Branches::CreateService#create_default_branch: a branch cannot start from nothing, so in an empty
 * repository GitLab first commits an empty `README.md` ("Add README.md", by the caller) on the
 * default branch (`default_branch_or_main`). Nothing happens once the repository has a branch.
 */
export async function commitReadmeIfEmpty(ctx: SubgraphContext, repo: OpenRepository): Promise<void> {
  if (!(await isEmptyRepository(repo.gitDir))) return;
  const branch = (await headBranch(repo.gitDir)) ?? 'main';
  const ref = branchRef(branch);
  const committer = await committerFor(ctx);
  await withRefLocks(repo.gitDir, [ref], async () => {
    if (await findRef(repo.gitDir, ref)) return;
    const blob = (await runGit(repo.gitDir, ['hash-object', '-w', '--stdin'], { input: '' })).stdout.toString('utf8').trim();
    const tree = (await runGit(repo.gitDir, ['mktree'], { input: `100644 blob ${blob}\tREADME.md\n` })).stdout.toString('utf8').trim();
    await commitToBranch(ctx, repo, { branch, tree, parents: [], message: 'Add README.md', author: committer, committer, expected: ZERO_OID });
  });
}
