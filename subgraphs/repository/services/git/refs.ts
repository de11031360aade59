import { GitCommandError, gitText, runGit } from './git-command';
import { ZERO_OID } from './object-reader';
import { BRANCH_PREFIX, isSafeRevision, TAG_PREFIX } from './ref-names';

export interface RefEntry {
  name: string;
  /** What the ref points at: the commit, or the tag object for an annotated tag. */
  target: string;
  /** The commit behind it (annotated tags peeled). */
  commitId: string;
  objectType: string;
  /** Unix seconds: tagger date of an annotated tag, otherwise committer date. */
  creatorDate: number;
}

const FORMAT = '%(refname)%00%(objectname)%00%(objecttype)%00%(*objectname)%00%(creatordate:unix)';

/** Branches (`refs/heads`) or tags (`refs/tags`), ordered by for-each-ref sort keys (the last one leads). */
export async function listRefs(gitDir: string, prefix: string, sort: string[] = ['refname']): Promise<RefEntry[]> {
  const text = await gitText(gitDir, ['for-each-ref', ...sort.map((key) => `--sort=${key}`), `--format=${FORMAT}`, prefix]);
  if (!text) return [];
  return text.split('\n').map((line) => {
    const [ref, objectname, objecttype, peeled, date] = line.split('\0');
    return {
      name: ref.slice(prefix.length + (prefix.endsWith('/') ? 0 : 1)),
      target: objectname,
      commitId: peeled || objectname,
      objectType: objecttype,
      creatorDate: Number(date) || 0,
    };
  });
}

export function listBranches(gitDir: string): Promise<RefEntry[]> {
  return listRefs(gitDir, BRANCH_PREFIX.slice(0, -1));
}

export async function findRef(gitDir: string, fullName: string): Promise<RefEntry | null> {
  const text = await gitText(gitDir, ['for-each-ref', `--format=${FORMAT}`, fullName]);
  const line = text.split('\n').find((l) => l.startsWith(fullName + '\0'));
  if (!line) return null;
  const [, objectname, objecttype, peeled, date] = line.split('\0');
  const prefix = fullName.startsWith(TAG_PREFIX) ? TAG_PREFIX : BRANCH_PREFIX;
  return { name: fullName.slice(prefix.length), target: objectname, commitId: peeled || objectname, objectType: objecttype, creatorDate: Number(date) || 0 };
}

/** The commit a revision names (sha, short sha, branch, tag, `HEAD`), or null. */
export async function resolveCommit(gitDir: string, revision: string): Promise<string | null> {
  if (!isSafeRevision(revision)) return null;
  const { stdout, exitCode } = await runGit(gitDir, ['rev-parse', '--verify', '--quiet', '--end-of-options', `${revision}^{commit}`], { okCodes: [0, 1, 128] });
  return exitCode === 0 ? stdout.toString('utf8').trim() : null;
}

/**
 * Compare-and-swap on one ref: `expected` is the value the caller read (ZERO_OID: the ref must not
 * exist). Returns false when another writer got there first.
 */
export async function updateRef(gitDir: string, ref: string, next: string, expected: string): Promise<boolean> {
  try {
    await runGit(gitDir, ['update-ref', '--no-deref', ref, next, expected]);
    return true;
  } catch (error) {
    if (error instanceof GitCommandError) return false;
    throw error;
  }
}

export async function deleteRef(gitDir: string, ref: string, expected: string): Promise<boolean> {
  try {
    await runGit(gitDir, ['update-ref', '--no-deref', '-d', ref, expected === ZERO_OID ? '' : expected].filter(Boolean));
    return true;
  } catch (error) {
    if (error instanceof GitCommandError) return false;
    throw error;
  }
}

/** The branch HEAD points at (GitLab's root ref), whether or not it exists yet. */
export async function headBranch(gitDir: string): Promise<string | null> {
  const { stdout, exitCode } = await runGit(gitDir, ['symbolic-ref', '--quiet', 'HEAD'], { okCodes: [0, 1, 128] });
  const ref = stdout.toString('utf8').trim();
  return exitCode === 0 && ref.startsWith(BRANCH_PREFIX) ? ref.slice(BRANCH_PREFIX.length) : null;
}

export async function setHeadBranch(gitDir: string, branch: string): Promise<void> {
  await runGit(gitDir, ['symbolic-ref', 'HEAD', BRANCH_PREFIX + branch]);
}

/** True when `ancestor` is reachable from `descendant`. */
export async function isAncestor(gitDir: string, ancestor: string, descendant: string): Promise<boolean> {
  const { exitCode } = await runGit(gitDir, ['merge-base', '--is-ancestor', ancestor, descendant], { okCodes: [0, 1] });
  return exitCode === 0;
}

export async function mergeBase(gitDir: string, a: string, b: string): Promise<string | null> {
  const { stdout, exitCode } = await runGit(gitDir, ['merge-base', a, b], { okCodes: [0, 1] });
  return exitCode === 0 ? stdout.toString('utf8').trim() : null;
}

/** Names of branches or tags whose history contains `sha`, in ref-name order. */
export async function refsContaining(gitDir: string, prefix: string, sha: string): Promise<string[]> {
  const text = await gitText(gitDir, ['for-each-ref', '--contains', sha, '--format=%(refname)', prefix]);
  return text ? text.split('\n').map((ref) => ref.slice(prefix.length + 1)) : [];
}
