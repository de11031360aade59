import { NotFoundError, type SubgraphContext } from '@forgegraph/platform';
import type { ArchiveInfoNode } from '../../schema/content.types';
import { readableRepository } from '../commits/commit-query.service';
import { readObject } from '../git/object-reader';
import { resolveCommit } from '../git/refs';

/**
 * GitLab's archive extensions → git archive's format (Gitlab::Git::Repository#archive_metadata):
 * anything it does not name is a tar.gz.
 */
const FORMATS: Record<string, string> = {
  'tar.bz2': 'tar.bz2', tbz: 'tar.bz2', tbz2: 'tar.bz2', tb2: 'tar.bz2', bz2: 'tar.bz2',
  tar: 'tar', zip: 'zip',
};

export interface ArchiveArgs {
  sha?: string | null;
  format?: string | null;
  path?: string | null;
}

/**
 * What GET /repository/archive will send: the commit, the ref it is named after, the format and the
 * subfolder, validated. Any failure is GitLab's `404 File Not Found` (its route rescues everything
 * into that).
 */
export async function archiveInfo(ctx: SubgraphContext, projectId: number, args: ArchiveArgs): Promise<ArchiveInfoNode> {
  const repo = await readableRepository(ctx, projectId);
  const ref = args.sha || repo.record.defaultBranch || 'HEAD';
  const sha = await resolveCommit(repo.gitDir, ref);
  const path = (args.path ?? '').replace(/^\/+|\/+$/g, '') || null;
  if (!sha || (path && !(await pathExists(repo.gitDir, sha, path)))) throw NotFoundError.resource('File');
  return { sha, ref, format: FORMATS[(args.format ?? '').toLowerCase()] ?? 'tar.gz', path };
}

async function pathExists(gitDir: string, sha: string, path: string): Promise<boolean> {
  if (path.split('/').includes('..') || /[\n\0]/.test(path)) return false;
  const object = await readObject(gitDir, `${sha}:${path}`);
  return object !== null && (object.type === 'tree' || object.type === 'blob');
}

/**
 * The `git archive` arguments for a validated archive: `prefix` is the top directory inside it and
 * the file name without extension (GitLab's `<project path>-<ref>-<sha>[-<path>]`).
 */
export function archiveCommand(info: Pick<ArchiveInfoNode, 'sha' | 'format' | 'path'>, prefix: string): string[] {
  const config = info.format === 'tar.bz2' ? ['-c', 'tar.tar.bz2.command=bzip2 -c'] : [];
  const pathArgs = info.path ? ['--', info.path] : [];
  return [...config, 'archive', `--format=${info.format}`, `--prefix=${prefix}/`, info.sha, ...pathArgs];
}

/** GitLab's archive prefix (Repository#archive_prefix with append_sha): `<project path>-<ref>-<sha>[-<path>]`. */
export function archivePrefix(projectPath: string, info: Pick<ArchiveInfoNode, 'sha' | 'ref' | 'path'>): string {
  const segments = [projectPath, info.ref.replace(/\//g, '-'), info.sha];
  if (info.path) segments.push(info.path.replace(/\//g, '-'));
  return segments.join('-');
}
