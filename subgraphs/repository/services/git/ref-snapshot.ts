import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gitText } from './git-command';
import { BRANCH_PREFIX, TAG_PREFIX } from './ref-names';
import { refsVersion } from './ref-stamp';

export interface RefEntry {
  name: string;
  /** What the ref points at: the commit, or the tag object for an annotated tag. */
  target: string;
  /** The commit behind it (annotated tags peeled). */
  commitId: string;
  objectType: string;
  /** The type of what an annotated tag points at (peeled); otherwise `objectType`. */
  peeledType: string;
  /** Unix seconds: tagger date of an annotated tag, otherwise committer date. */
  creatorDate: number;
}

/**
 * All branches and tags of a repository and its HEAD, read together at one version of its refs (so
 * one answer never mixes refs from before and after a push), with what is derived from them on
 * demand (the branches merged into the default branch) kept beside them. GitLab caches the same
 * facts per repository (branch and tag names, root ref, merged branch names) and expires them on
 * ref changes; here the version check does that.
 */
export class RefSnapshot {
  readonly branches: RefEntry[];
  readonly tags: RefEntry[];
  private readonly byRef = new Map<string, RefEntry>();
  private merged: Promise<Set<string>> | null = null;
  private readonly sortedLists = new Map<string, Promise<RefEntry[]>>();

  constructor(readonly gitDir: string, readonly version: string, readonly head: string | null, refs: Array<RefEntry & { ref: string }>) {
    this.branches = [];
    this.tags = [];
    for (const { ref, ...entry } of refs) {
      this.byRef.set(ref, entry);
      if (ref.startsWith(BRANCH_PREFIX)) this.branches.push(entry);
      else this.tags.push(entry);
    }
  }

  /** A full ref name (`refs/heads/main`, `refs/tags/v1`). */
  find(ref: string): RefEntry | null {
    return this.byRef.get(ref) ?? null;
  }

  /**
   * Branches or tags in `for-each-ref --sort` order (the last key leads, ties fall back to the
   * keys before it): name and date keys sorted here, any other key (`version:refname`) by git
   * once per version.
   */
  sorted(kind: 'branches' | 'tags', keys: string[]): Promise<RefEntry[]> {
    const memo = `${kind}:${keys.join(',')}`;
    let list = this.sortedLists.get(memo);
    if (!list) {
      list = keys.every((key) => SORTABLE.has(key.replace(/^-/, ''))) ? Promise.resolve(sortHere(this[kind], keys)) : this.sortByGit(kind, keys);
      this.sortedLists.set(memo, list);
    }
    return list;
  }

  private async sortByGit(kind: 'branches' | 'tags', keys: string[]): Promise<RefEntry[]> {
    const prefix = kind === 'branches' ? BRANCH_PREFIX : TAG_PREFIX;
    const text = await gitText(this.gitDir, ['for-each-ref', ...keys.map((key) => `--sort=${key}`), '--format=%(refname)', prefix.slice(0, -1)]);
    return text ? text.split('\n').flatMap((ref) => this.byRef.get(ref) ?? []) : [];
  }

  /** Full names of the branches whose tip is reachable from the default branch's tip. */
  mergedIntoHead(): Promise<Set<string>> {
    const root = this.head ? this.find(BRANCH_PREFIX + this.head) : null;
    if (!root) return Promise.resolve(new Set());
    this.merged ??= gitText(this.gitDir, ['for-each-ref', '--merged', root.commitId, '--format=%(refname)', 'refs/heads'])
      .then((text) => new Set(text.split('\n')));
    return this.merged;
  }
}

const FORMAT = '%(refname)%00%(objectname)%00%(objecttype)%00%(*objectname)%00%(*objecttype)%00%(creatordate:unix)';
const MAX_REPOSITORIES = 256;

/** Keys `sortHere` knows: names compare as git's refname order (the snapshot's), dates as numbers. */
const SORTABLE = new Set(['refname', 'creatordate', 'committerdate']);

function sortHere(entries: RefEntry[], keys: string[]): RefEntry[] {
  const position = new Map(entries.map((entry, i) => [entry, i]));
  const compare = (key: string) => {
    const descending = key.startsWith('-');
    const field = key.replace(/^-/, '');
    const value = (entry: RefEntry) => (field === 'refname' ? position.get(entry)! : entry.creatorDate);
    return (a: RefEntry, b: RefEntry) => (descending ? value(b) - value(a) : value(a) - value(b));
  };
  // The last key leads; earlier keys break its ties (git's order), the name order breaks the rest.
  const comparators = [...keys].reverse().map(compare);
  return [...entries].sort((a, b) => {
    for (const comparator of comparators) {
      const order = comparator(a, b);
      if (order !== 0) return order;
    }
    return position.get(a)! - position.get(b)!;
  });
}

/** Snapshots by repository (with the refs version each was read at), most recently used last. */
const snapshots = new Map<string, { version: string; snapshot: Promise<RefSnapshot> }>();

/** The repository's refs at their current version: cached until a ref writer marks them changed. */
export async function refSnapshot(gitDir: string): Promise<RefSnapshot> {
  const version = await refsVersion(gitDir);
  const cached = snapshots.get(gitDir);
  snapshots.delete(gitDir);
  if (cached?.version === version) {
    snapshots.set(gitDir, cached);
    return cached.snapshot;
  }
  // Requests that read the same version meanwhile share this load.
  const entry = { version, snapshot: loadSnapshot(gitDir, version) };
  snapshots.set(gitDir, entry);
  entry.snapshot.catch(() => snapshots.get(gitDir) === entry && snapshots.delete(gitDir));
  while (snapshots.size > MAX_REPOSITORIES) snapshots.delete(snapshots.keys().next().value!);
  return entry.snapshot;
}

async function loadSnapshot(gitDir: string, version: string): Promise<RefSnapshot> {
  const [text, head] = await Promise.all([
    gitText(gitDir, ['for-each-ref', `--format=${FORMAT}`, BRANCH_PREFIX.slice(0, -1), TAG_PREFIX.slice(0, -1)]),
    readHead(gitDir),
  ]);
  const refs = text ? text.split('\n').map((line) => {
    const [ref, objectname, objecttype, peeled, peeledType, date] = line.split('\0');
    const prefix = ref.startsWith(TAG_PREFIX) ? TAG_PREFIX : BRANCH_PREFIX;
    return {
      ref, name: ref.slice(prefix.length), target: objectname, commitId: peeled || objectname, objectType: objecttype,
      peeledType: peeledType || objecttype, creatorDate: Number(date) || 0,
    };
  }) : [];
  return new RefSnapshot(gitDir, version, head, refs);
}

/** HEAD's branch, as `git symbolic-ref HEAD` reads it: the file holds `ref: refs/heads/<name>`. */
async function readHead(gitDir: string): Promise<string | null> {
  const text = (await readFile(path.join(gitDir, 'HEAD'), 'utf8').catch(() => '')).trim();
  const ref = text.startsWith('ref: ') ? text.slice(5).trim() : '';
  return ref.startsWith(BRANCH_PREFIX) ? ref.slice(BRANCH_PREFIX.length) : null;
}

/** Forgets a repository's snapshot (its directory is gone or moved). */
export function forgetRefSnapshot(gitDir: string): void {
  snapshots.delete(gitDir);
}
