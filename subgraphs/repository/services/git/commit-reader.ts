import { runGit } from './git-command';
import { parseCommit, type ParsedCommit } from './object-parser';
import { readObjects } from './object-reader';

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

/** Commits by id, in the order asked; ids that are not commits are left out. */
export async function readCommits(gitDir: string, shas: string[]): Promise<ParsedCommit[]> {
  const objects = await readObjects(gitDir, shas);
  return shas.flatMap((sha) => {
    const object = objects.get(sha);
    return object && object.type === 'commit' ? [parseCommit(object.oid, object.data)] : [];
  });
}

/**
 * Additions and deletions per commit against its first parent (an empty tree for a root commit),
 * one `git diff-tree --stdin` for the whole batch. Binary files count as zero lines, as in GitLab.
 */
export async function readStats(gitDir: string, shas: string[]): Promise<Map<string, CommitStats>> {
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
export async function readTrailers(gitDir: string, shas: string[]): Promise<Map<string, Trailers>> {
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
  const shas = await logShas(gitDir, { revision, path }, 0, 1);
  return shas[0] ?? null;
}
