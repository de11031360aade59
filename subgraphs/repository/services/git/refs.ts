import { catFile } from './catfile/catfile-pool';
import { GitCommandError, gitText, runGit } from './git-command';
import { ZERO_OID } from './object-reader';
import { BRANCH_PREFIX, isSafeRevision, TAG_PREFIX } from './ref-names';
import { cachedResult, immutable } from './immutable-results';
import { refSnapshot, type RefEntry } from './ref-snapshot';
import { markRefsChanged } from './ref-stamp';

const OBJECT_ID = /^[0-9a-f]{40}$/;
const PLAIN_REF = /^refs\/[^\s\x00-\x1f\x7f]+$/;

export type { RefEntry } from './ref-snapshot';

/** Branches (`refs/heads`) or tags (`refs/tags`), ordered by for-each-ref sort keys (the last one leads). */
export async function listRefs(gitDir: string, prefix: string, sort: string[] = ['refname']): Promise<RefEntry[]> {
  const kind = `${prefix}/`.startsWith(TAG_PREFIX) ? 'tags' : 'branches';
  return (await refSnapshot(gitDir)).sorted(kind, sort);
}

export async function listBranches(gitDir: string): Promise<RefEntry[]> {
  return (await refSnapshot(gitDir)).branches;
}

export async function findRef(gitDir: string, fullName: string): Promise<RefEntry | null> {
  return (await refSnapshot(gitDir)).find(fullName);
}

/**
 * The commit a revision names (sha, short sha, branch, tag, `HEAD`, expressions), or null. Full
 * object ids and ref names resolve without a process (the object store, the ref snapshot), in
 * git's order: an existing object id first, then `refs/<rev>`, `refs/tags/<rev>`, `refs/heads/<rev>`.
 */
export async function resolveCommit(gitDir: string, revision: string): Promise<string | null> {
  if (!isSafeRevision(revision)) return null;
  if (OBJECT_ID.test(revision)) {
    const [info] = await catFile(gitDir).read('info', [revision]);
    if (info?.type === 'commit') return revision;
  }
  const snapshot = await refSnapshot(gitDir);
  const ref = revision === 'HEAD' ? (snapshot.head ? snapshot.find(BRANCH_PREFIX + snapshot.head) : null)
    : ['refs/', TAG_PREFIX, BRANCH_PREFIX].map((prefix) => snapshot.find(prefix + revision)).find(Boolean);
  if (ref) return ref.peeledType === 'commit' ? ref.commitId : null;
  if (revision === 'HEAD') return null;
  return revParseCommit(gitDir, revision);
}

async function revParseCommit(gitDir: string, revision: string): Promise<string | null> {
  const { stdout, exitCode } = await runGit(gitDir, ['rev-parse', '--verify', '--quiet', '--end-of-options', `${revision}^{commit}`], { okCodes: [0, 1, 128] });
  return exitCode === 0 ? stdout.toString('utf8').trim() : null;
}

/**
 * Compare-and-swap on one ref: `expected` is the value the caller read (ZERO_OID: the ref must not
 * exist). Returns false when another writer got there first.
 */
export function updateRef(gitDir: string, ref: string, next: string, expected: string): Promise<boolean> {
  return casUpdateRef(gitDir, ['update-ref', '--no-deref', ref, next, expected]);
}

export function deleteRef(gitDir: string, ref: string, expected: string): Promise<boolean> {
  return casUpdateRef(gitDir, ['update-ref', '--no-deref', '-d', ref, expected === ZERO_OID ? '' : expected].filter(Boolean));
}

/**
 * Compare-and-swap on several refs as one transaction (`update-ref --stdin`): all move or none
 * does (false: some ref was not at its expected value). A push of thousands of refs costs one
 * process instead of one each.
 */
export async function updateRefsAtomically(gitDir: string, moves: Array<{ ref: string; before: string; after: string }>): Promise<boolean> {
  // A name with a space or control character could be read as another command: such a push takes the one-by-one path.
  if (moves.some((m) => !PLAIN_REF.test(m.ref))) return false;
  const lines = moves.map((m) => (m.after === ZERO_OID
    ? `delete ${m.ref}${m.before === ZERO_OID ? '' : ` ${m.before}`}`
    : `update ${m.ref} ${m.after} ${m.before}`));
  return casUpdateRef(gitDir, ['update-ref', '--no-deref', '--stdin'], `${lines.join('\n')}\n`);
}

/** Runs an `update-ref`: false when git refuses (an old value did not match), the refs stamp marked either way. */
async function casUpdateRef(gitDir: string, args: string[], input?: string): Promise<boolean> {
  try {
    await runGit(gitDir, args, { input });
    return true;
  } catch (error) {
    if (error instanceof GitCommandError) return false;
    throw error;
  } finally {
    await markRefsChanged(gitDir);
  }
}

/** The branch HEAD points at (GitLab's root ref), whether or not it exists yet. */
export async function headBranch(gitDir: string): Promise<string | null> {
  return (await refSnapshot(gitDir)).head;
}

export async function setHeadBranch(gitDir: string, branch: string): Promise<void> {
  try {
    await runGit(gitDir, ['symbolic-ref', 'HEAD', BRANCH_PREFIX + branch]);
  } finally {
    await markRefsChanged(gitDir);
  }
}

/** True when `ancestor` is reachable from `descendant`. */
export async function isAncestor(gitDir: string, ancestor: string, descendant: string): Promise<boolean> {
  const { exitCode } = await runGit(gitDir, ['merge-base', '--is-ancestor', ancestor, descendant], { okCodes: [0, 1] });
  return exitCode === 0;
}

export async function mergeBase(gitDir: string, a: string, b: string): Promise<string | null> {
  if (!immutable(a, b)) return readMergeBase(gitDir, a, b);
  return cachedResult(`merge-base:${gitDir}:${a}:${b}`, () => readMergeBase(gitDir, a, b), () => 64);
}

async function readMergeBase(gitDir: string, a: string, b: string): Promise<string | null> {
  const { stdout, exitCode } = await runGit(gitDir, ['merge-base', a, b], { okCodes: [0, 1] });
  return exitCode === 0 ? stdout.toString('utf8').trim() : null;
}

/** Names of branches or tags whose history contains `sha`, in ref-name order. */
export async function refsContaining(gitDir: string, prefix: string, sha: string): Promise<string[]> {
  const text = await gitText(gitDir, ['for-each-ref', '--contains', sha, '--format=%(refname)', prefix]);
  return text ? text.split('\n').map((ref) => ref.slice(prefix.length + 1)) : [];
}
