import type { SubgraphContext } from '@forgegraph/platform';
import { ZERO_OID } from '../git/object-reader';
import { BRANCH_PREFIX, TAG_PREFIX } from '../git/ref-names';
import { deleteRef, findRef, headBranch, listBranches, setHeadBranch, updateRef, updateRefsAtomically } from '../git/refs';
import { branchRef, recordRefUpdate, recordRefUpdates } from '../repositories/push-events';
import { updateRepositoryRecord, type OpenRepository } from '../repositories/repository-store';
import { protectDefaultBranch } from './default-branch-protection';
import { requireWritableRepository } from '../storage-moves/repository-read-only';

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
 * push or tag-push event (exactly once, only when the ref did move), and a new branch may become the
 * default (`settleDefaultBranch`; a push settles it once, after all its refs: `settleDefault: false`).
 * The caller holds the ref lock. False when another writer got there first.
 */
export async function moveRef(ctx: SubgraphContext, repo: OpenRepository, move: RefMove, { settleDefault = true } = {}): Promise<boolean> {
  // Again under the ref lock: a storage move that began since the writer opened the repository waits for this lock.
  await requireWritableRepository(ctx, repo.projectId);
  const moved = move.after === ZERO_OID
    ? await deleteRef(repo.gitDir, move.ref, move.before)
    : await updateRef(repo.gitDir, move.ref, move.after, move.before);
  if (!moved) return false;
  if (isBranchOrTag(move)) {
    await recordRefUpdate(ctx, { projectId: repo.projectId, ref: move.ref, before: move.before, after: move.after });
  }
  if (settleDefault && move.before === ZERO_OID && move.ref.startsWith(BRANCH_PREFIX)) {
    await settleDefaultBranch(ctx, repo, [move.ref.slice(BRANCH_PREFIX.length)]);
  }
  return true;
}

/**
 * `moveRef` for every ref of a push: first all of them in one git transaction with their events in
 * one outbox transaction; when that fails (a ref moved meanwhile, a name git refuses), ref by ref,
 * so each ref succeeds or fails on its own as git's non-atomic push does. The caller holds the
 * ref locks and settles the default branch afterwards.
 */
export async function moveRefs(ctx: SubgraphContext, repo: OpenRepository, moves: RefMove[]): Promise<boolean[]> {
  await requireWritableRepository(ctx, repo.projectId);
  if (moves.length > 1 && (await updateRefsAtomically(repo.gitDir, moves))) {
    await recordRefUpdates(ctx, moves.filter(isBranchOrTag).map((m) => ({ projectId: repo.projectId, ...m })));
    return moves.map(() => true);
  }
  const moved: boolean[] = [];
  for (const move of moves) moved.push(await moveRef(ctx, repo, move, { settleDefault: false }));
  return moved;
}

const isBranchOrTag = (move: RefMove) => move.ref.startsWith(BRANCH_PREFIX) || move.ref.startsWith(TAG_PREFIX);

/**
 * While HEAD names a branch that does not exist (a new repository's HEAD is the instance's
 * `default_branch_name`), the default branch is chosen as Gitaly's GetDefaultBranch does: the only
 * branch; else HEAD's branch once pushed; else `main`, then `master`; else the first by name. A
 * repository never points at nothing once it has a branch. When the default branch is one of the
 * branches just `created`, it is protected now (GitLab's branch_create_hooks →
 * after_create_default_branch), before the caller lets go of the ref lock, so no later push can
 * reach it unprotected.
 */
export async function settleDefaultBranch(ctx: SubgraphContext, repo: OpenRepository, created: string[]): Promise<void> {
  const head = await headBranch(repo.gitDir);
  const settled = head && (await findRef(repo.gitDir, branchRef(head))) ? head : await chooseDefaultBranch(ctx, repo);
  if (settled && created.includes(settled)) await protectDefaultBranch(ctx, repo.projectId, settled);
}

async function chooseDefaultBranch(ctx: SubgraphContext, repo: OpenRepository): Promise<string | null> {
  const branches = (await listBranches(repo.gitDir)).map((b) => b.name);
  if (!branches.length) return null;
  const chosen = branches.length === 1 ? branches[0] : ['main', 'master'].find((name) => branches.includes(name)) ?? branches[0];
  await setHeadBranch(repo.gitDir, chosen);
  await updateRepositoryRecord(ctx, repo.record, { defaultBranch: chosen });
  return chosen;
}
