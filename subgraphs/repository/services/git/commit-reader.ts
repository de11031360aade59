import { catFile } from './catfile/catfile-pool';
import type { CatFileSession } from './catfile/catfile-session';
import { runGit } from './git-command';
import { cachedBatch, cachedResult, immutable, roughSize } from './immutable-results';
import { parseCommit, type ParsedCommit } from './object-parser';

export interface CommitStats {
  additions: number;
  deletions: number;
  total: number;
}

export interface Trailers {
  /** Name → last value (GitLab's `trailers`). */
  last: Record<string, string>;
  /** Name → every value in order (GitLab's `extended_trailers`). */
  all: Record<string, string[]>;
}

/** Parsed commits kept per repository session, most recently used last. */
const MAX_CACHED_COMMITS = 2000;
// A commit id names immutable content, so a parsed commit stays true for as long as its
// repository's session lives (a removed repository's session is closed and dropped with it).
const parsedCommits = new WeakMap<CatFileSession, Map<string, ParsedCommit>>();

/** Commits by id, in the order asked; ids that are not commits are left out. Each is read and parsed once. */
export async function readCommits(gitDir: string, shas: string[]): Promise<ParsedCommit[]> {
  const session = catFile(gitDir);
  let cache = parsedCommits.get(session);
  if (!cache) parsedCommits.set(session, (cache = new Map()));
  const found = new Map<string, ParsedCommit>();
  for (const sha of shas) {
    const commit = cache.get(sha);
    if (!commit) continue;
    cache.delete(sha);
    cache.set(sha, commit);
    found.set(sha, commit);
  }
  const missing = [...new Set(shas.filter((sha) => !found.has(sha)))];
  const objects = missing.length ? await session.read('contents', missing) : [];
  missing.forEach((name, i) => {
    const object = objects[i];
    if (object?.type !== 'commit') return;
    const commit = frozen(parseCommit(object.oid, object.data));
    found.set(name, commit);
    if (name === object.oid) remember(cache, commit);
  });
  return shas.flatMap((sha) => found.get(sha) ?? []);
}

/** Shared by every request that reads it: nobody may change it. */
function frozen(commit: ParsedCommit): ParsedCommit {
  for (const part of [commit.parentIds, commit.author, commit.committer]) Object.freeze(part);
  return Object.freeze(commit);
}

function remember(cache: Map<string, ParsedCommit>, commit: ParsedCommit): void {
  cache.set(commit.sha, commit);
  if (cache.size > MAX_CACHED_COMMITS) cache.delete(cache.keys().next().value!);
}

/**
 * Additions and deletions per commit against its first parent (an empty tree for a root commit),
 * one `git diff-tree --stdin` for the whole batch. Binary files count as zero lines, as in GitLab.
 */
export function readStats(gitDir: string, shas: string[]): Promise<Map<string, CommitStats>> {
  return cachedBatch(`stats:${gitDir}:`, shas, (missing) => loadStats(gitDir, missing), () => 96);
}

async function loadStats(gitDir: string, shas: string[]): Promise<Map<string, CommitStats>> {
  const stats = new Map<string, CommitStats>(shas.map((sha) => [sha, { additions: 0, deletions: 0, total: 0 }]));
  if (shas.length === 0) return stats;
  const { stdout } = await runGit(gitDir, ['diff-tree', '--stdin', '-r', '--numstat', '--root', '--no-renames', '--diff-merges=first-parent'], {
    input: shas.join('\n') + '\n',
  });
  let current: CommitStats | undefined;
  for (const line of stdout.toString('utf8').split('\n')) {
    if (/^[0-9a-f]{40}$/.test(line)) {
      current = stats.get(line);
      continue;
    }
    const [added, deleted] = line.split('\t');
    if (!current || added === undefined || deleted === undefined) continue;
    current.additions += Number(added) || 0;
    current.deletions += Number(deleted) || 0;
    current.total = current.additions + current.deletions;
  }
  return stats;
}

const TRAILER_FORMAT = '%H%x1d%(trailers:only,unfold,separator=%x1e,key_value_separator=%x1f)';

/** Git trailers of each commit, parsed by git itself (`%(trailers)`), one process for the batch. */
export function readTrailers(gitDir: string, shas: string[]): Promise<Map<string, Trailers>> {
  return cachedBatch(`trailers:${gitDir}:`, shas, (missing) => loadTrailers(gitDir, missing), roughSize);
}

async function loadTrailers(gitDir: string, shas: string[]): Promise<Map<string, Trailers>> {
  const result = new Map<string, Trailers>(shas.map((sha) => [sha, { last: {}, all: {} }]));
  if (shas.length === 0) return result;
  const { stdout } = await runGit(gitDir, ['rev-list', '--no-walk=unsorted', '--no-commit-header', `--format=${TRAILER_FORMAT}`, '--stdin'], {
    input: shas.join('\n') + '\n',
  });
  for (const line of stdout.toString('utf8').split('\n')) {
    const [sha, block] = line.split('\x1d');
    const trailers = result.get(sha);
    if (!trailers || !block) continue;
    for (const pair of block.split('\x1e')) {
      const [key, value] = pair.split('\x1f');
      if (!key || value === undefined) continue;
      trailers.last[key] = value;
      (trailers.all[key] ??= []).push(value);
    }
  }
  return result;
}

export interface LogQuery {
  /** A revision or range (`a..b`, `a...b`); ignored with `all`. */
  revision: string | null;
  all?: boolean;
  path?: string | null;
  since?: string | null;
  until?: string | null;
  author?: string | null;
  firstParent?: boolean;
  topoOrder?: boolean;
}

function revListArgs(query: LogQuery): string[] {
  const args: string[] = [];
  if (query.firstParent) args.push('--first-parent');
  if (query.topoOrder) args.push('--topo-order');
  if (query.since) args.push(`--since=${query.since}`);
  if (query.until) args.push(`--until=${query.until}`);
  if (query.author) args.push(`--author=${query.author}`);
  args.push(...(query.all ? ['--all'] : ['--end-of-options', query.revision ?? 'HEAD']));
  if (query.path) args.push('--', `:(literal)${query.path}`);
  return args;
}

/** Commit ids of a page of history; an unknown revision is an empty history, as Gitaly answers. */
export async function logShas(gitDir: string, query: LogQuery, offset: number, limit: number): Promise<string[]> {
  const { stdout, exitCode } = await runGit(gitDir, ['rev-list', `--skip=${offset}`, `--max-count=${limit}`, ...revListArgs(query)], { okCodes: [0, 128] });
  if (exitCode !== 0) return [];
  return stdout.toString('utf8').split('\n').filter(Boolean);
}

export async function countCommits(gitDir: string, query: LogQuery): Promise<number> {
  const { stdout, exitCode } = await runGit(gitDir, ['rev-list', '--count', ...revListArgs(query)], { okCodes: [0, 128] });
  return exitCode === 0 ? Number(stdout.toString('utf8').trim()) : 0;
}

/** The last commit reachable from `revision` that touched `path` (GitLab's last_commit_id). */
export async function lastCommitForPath(gitDir: string, revision: string, path: string): Promise<string | null> {
  const read = async () => (await logShas(gitDir, { revision, path }, 0, 1))[0] ?? null;
  if (!immutable(revision)) return read();
  return cachedResult(`last-commit:${gitDir}:${revision}:${path}`, read, () => 64 + path.length * 2);
}
