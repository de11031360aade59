import { BadRequestError, NotFoundError, type SubgraphContext } from '@forgegraph/platform';
import { commitNode, type CommitNode } from '../../schema/commit.type';
import { runGit } from '../git/git-command';
import { isSafeRevision } from '../git/ref-names';
import { resolveCommit } from '../git/refs';
import { commitLoader } from './commit-loaders';
import { readableRepository } from './commit-query.service';

/**
 * GET /repository/merge_base (Gitlab::Git::MergeBase): at least two refs, every one known (400
 * `Could not find ref(s): …` otherwise), then git's best common ancestor; `404 Merge Base Not Found`
 * for unrelated histories.
 */
export async function findMergeBase(ctx: SubgraphContext, projectId: number, refs: string[]): Promise<CommitNode> {
  const repo = await readableRepository(ctx, projectId);
  if (refs.length < 2) throw BadRequestError.message('Provide at least 2 refs');
  const shas = await Promise.all(refs.map((ref) => (isSafeRevision(ref) ? resolveCommit(repo.gitDir, ref) : null)));
  const unknown = refs.filter((_, i) => !shas[i]);
  if (unknown.length) throw BadRequestError.message(`Could not find ${unknown.length === 1 ? 'ref' : 'refs'}: ${unknown.join(', ')}`);
  const { stdout, exitCode } = await runGit(repo.gitDir, ['merge-base', ...(shas as string[])], { okCodes: [0, 1] });
  const base = exitCode === 0 ? stdout.toString('utf8').trim() : null;
  const commit = base ? await commitLoader(ctx, repo.gitDir).load(base) : null;
  if (!commit) throw NotFoundError.resource('Merge Base');
  return commitNode(repo.projectId, repo.gitDir, commit);
}
