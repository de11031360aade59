import { catFile } from './catfile/catfile-pool';
import { logShas, readCommits, type LogQuery } from './commit-reader';
import type { ParsedCommit } from './object-parser';

/** Deeper pages go to `git rev-list`: walking them here would cost a cat-file round trip per commit. */
export const MAX_WALKED_COMMITS = 500;

/**
 * The first `count` commit ids of `git rev-list <revision>` (no other options), walked over the
 * repository's cat-file session and its parsed-commit cache instead of starting git: a commit list
 * page that was read before costs one round trip (resolving the revision, which sees new refs at
 * once). The order is git's for an unlimited walk: a list kept newest committer date first, each
 * commit shown when it reaches the front and its unseen parents, in parent order, inserted after
 * every entry not older than them (commit_list_insert_by_date). null when the revision names no
 * commit, as rev-list fails then.
 */
export async function walkHistory(gitDir: string, revision: string, count: number): Promise<string[] | null> {
  const [start] = await catFile(gitDir).read('info', [`${revision}^{commit}`]);
  if (!start) return null;
  const shas: string[] = [];
  const seen = new Set([start.oid]);
  const queue: ParsedCommit[] = await readCommits(gitDir, [start.oid]);
  while (queue.length > 0 && shas.length < count) {
    const commit = queue.shift()!;
    shas.push(commit.sha);
    const parents = commit.parentIds.filter((sha) => !seen.has(sha));
    for (const sha of parents) seen.add(sha);
    if (parents.length === 0) continue;
    for (const parent of await readCommits(gitDir, parents)) insertByDate(queue, parent);
  }
  return shas;
}

function insertByDate(queue: ParsedCommit[], commit: ParsedCommit): void {
  const date = commit.committer.timestamp;
  let at = queue.findIndex((queued) => queued.committer.timestamp < date);
  if (at < 0) at = queue.length;
  queue.splice(at, 0, commit);
}

/** A page of `logShas`: walked here for a plain revision's history near its top, by `git rev-list` otherwise. */
export async function historyPage(gitDir: string, query: LogQuery, offset: number, limit: number): Promise<string[]> {
  if (!isPlainHistory(query) || offset + limit > MAX_WALKED_COMMITS) return logShas(gitDir, query, offset, limit);
  const shas = await walkHistory(gitDir, query.revision!, offset + limit);
  return shas ? shas.slice(offset) : [];
}

/** One revision and no filter; ranges (`a..b`, `^a`) and parent shorthands (`a^@`, `a^!`, `a^-`) name several. */
function isPlainHistory(query: LogQuery): boolean {
  const { revision } = query;
  if (revision === null || query.all || query.path || query.since || query.until || query.author || query.firstParent || query.topoOrder) return false;
  return !revision.includes('..') && !revision.startsWith('^') && !/\^[@!-]/.test(revision);
}
