import type { SubgraphContext } from '@forgegraph/platform';
import { ZERO_OID } from '../git/object-reader';
import { BRANCH_PREFIX, TAG_PREFIX } from '../git/ref-names';
import { deleteRef, findRef, headBranch, setHeadBranch, updateRef } from '../git/refs';
import { branchRef, recordRefUpdate } from '../repositories/push-events';
import type { OpenRepository } from '../repositories/repository-store';

export interface RefMove {
  /** Full ref name: `refs/heads/main`, `refs/tags/v1.0`. */
  ref: string;
  /** The value the writer read (ZERO_OID: the ref must not exist). */
  before: string;
  /** The new value (ZERO_OID: delete the ref). */
  after: string;
}

/**
 * The one way a ref moves, for API commits and pushes alike: compare-and-swap on the ref, then the
 * push or tag-push event (exactly once, only when the ref did move), and a repository's first
 * branch becomes its default. The caller holds the ref lock. False when another writer got there first.
 */
export async function moveRef(ctx: SubgraphContext, repo: OpenRepository, move: RefMove): Promise<boolean> {
  const moved = move.after === ZERO_OID
    ? await deleteRef(repo.gitDir, move.ref, move.before)
    : await updateRef(repo.gitDir, move.ref, move.after, move.before);
  if (!moved) return false;
  if (move.ref.startsWith(BRANCH_PREFIX) || move.ref.startsWith(TAG_PREFIX)) {
    await recordRefUpdate(ctx, { projectId: repo.projectId, ref: move.ref, before: move.before, after: move.after });
  }
  if (move.before === ZERO_OID && move.ref.startsWith(BRANCH_PREFIX)) await adoptFirstBranch(ctx, repo, move.ref.slice(BRANCH_PREFIX.length));
  return true;
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
