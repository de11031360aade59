import { BadRequestError, NotFoundError, type SubgraphContext } from '@forgegraph/platform';
import { commitNode } from '../../schema/commit.type';
import type { BlameRangeNode, RepositoryFileNode } from '../../schema/content.types';
import { commitLoader } from '../commits/commit-loaders';
import { readableRepository } from '../commits/commit-query.service';
import { lastCommitForPath } from '../git/commit-reader';
import { cachedResult } from '../git/immutable-results';
import { runGit } from '../git/git-command';
import { resolveCommit } from '../git/refs';
import type { OpenRepository } from '../repositories/repository-store';

/**
 * GitLab's `file_path` validator (Gitlab::PathTraversal): `..` segments, and absolute paths unless
 * the route allows a leading separator, answer 400 `{"error":"file_path should be a valid file path"}`.
 */
export function validFilePath(raw: string, options: { allowLeadingSlash?: boolean } = {}): string {
  const invalid = !raw || raw.split(/[/\\]/).includes('..') || raw.includes('\0') || (raw.startsWith('/') && !options.allowLeadingSlash);
  if (invalid) throw BadRequestError.param('file_path should be a valid file path');
  return raw.replace(/^\/+/, '');
}

interface BlobAt {
  commit: string;
  mode: string;
  oid: string;
  size: number;
}

/**
 * The blob at `path` in the commit `ref` names, without its bytes (`ls-tree -l` gives the size):
 * `404 Commit Not Found`, then `404 File Not Found`.
 */
async function blobAt(repo: OpenRepository, ref: string, path: string): Promise<BlobAt> {
  const commit = await resolveCommit(repo.gitDir, ref);
  if (!commit) throw NotFoundError.resource('Commit');
  const listing = await cachedResult(`ls-tree-l:${repo.gitDir}:${commit}:${path}`, async () => {
    const { stdout } = await runGit(repo.gitDir, ['ls-tree', '-l', '-z', '--full-tree', commit, '--', `:(literal)${path}`]);
    return stdout.toString('utf8');
  }, (text) => text.length * 2);
  const record = listing.split('\0').find((r) => r.slice(r.indexOf('\t') + 1) === path);
  const [mode, type, oid, size] = record ? record.slice(0, record.indexOf('\t')).split(/ +/) : [];
  if (type !== 'blob') throw NotFoundError.resource('File');
  return { commit, mode, oid, size: Number(size) };
}

/**
 * GET /repository/files/:file_path (also /raw and the HEAD variant, which read the same record).
 * `content` and `contentSha256` are left to their field resolvers: only what is selected is read.
 */
export async function getFile(ctx: SubgraphContext, projectId: number, rawPath: string, ref: string | null | undefined): Promise<RepositoryFileNode> {
  const path = validFilePath(rawPath, { allowLeadingSlash: true });
  const repo = await readableRepository(ctx, projectId);
  const revision = ref || repo.record.defaultBranch || 'HEAD';
  const blob = await blobAt(repo, revision, path);
  return {
    fileName: path.slice(path.lastIndexOf('/') + 1),
    filePath: path,
    size: blob.size,
    encoding: 'base64',
    ref: revision,
    blobId: blob.oid,
    commitId: blob.commit,
    lastCommitId: (await lastCommitForPath(repo.gitDir, blob.commit, path)) ?? blob.commit,
    executeFilemode: blob.mode === '100755',
    gitDir: repo.gitDir,
  };
}

/** GET /repository/files/:file_path/blame: consecutive lines of one commit grouped, GitLab's BlameRange. */
export async function blameFile(ctx: SubgraphContext, projectId: number, rawPath: string, ref: string, range?: { start: number; end: number } | null): Promise<BlameRangeNode[]> {
  const path = validFilePath(rawPath);
  if (range && range.start > range.end) throw BadRequestError.message('range[start] must be less than or equal to range[end]');
  const repo = await readableRepository(ctx, projectId);
  const blob = await blobAt(repo, ref, path);
  const lineRange = range ? ['-L', `${range.start},${range.end}`] : [];
  const { stdout } = await runGit(repo.gitDir, ['blame', '--porcelain', ...lineRange, blob.commit, '--', path]);
  const groups = parseBlame(stdout.toString('utf8'));
  const commits = await Promise.all(groups.map((g) => commitLoader(ctx, repo.gitDir).load(g.sha)));
  return groups.map((g, i) => ({ commit: commitNode(projectId, repo.gitDir, commits[i]!), lines: g.lines }));
}

function parseBlame(text: string): Array<{ sha: string; lines: string[] }> {
  const groups: Array<{ sha: string; lines: string[] }> = [];
  let sha = '';
  for (const line of text.split('\n')) {
    const header = /^([0-9a-f]{40}) \d+ \d+/.exec(line);
    if (header) sha = header[1];
    else if (line.startsWith('\t')) {
      const last = groups[groups.length - 1];
      if (last && last.sha === sha) last.lines.push(line.slice(1));
      else groups.push({ sha, lines: [line.slice(1)] });
    }
  }
  return groups;
}
