import type { Readable } from 'node:stream';
import { NotFoundError, type SubgraphContext } from '@forgegraph/platform';
import type { ArchiveInfoNode } from '../../schema/content.types';
import { readableRepository } from '../commits/commit-query.service';
import { streamGit } from '../git/git-command';
import { resolveCommit } from '../git/refs';

/** GitLab's archive extensions (Gitlab::PathRegex.archive_formats_regex) → git archive's format. */
const FORMATS: Record<string, string> = {
  'tar.gz': 'tar.gz', tgz: 'tar.gz', gz: 'tar.gz',
  'tar.bz2': 'tar.bz2', tbz: 'tar.bz2', tbz2: 'tar.bz2', tb2: 'tar.bz2', bz2: 'tar.bz2',
  tar: 'tar', zip: 'zip',
};

export interface ArchiveArgs {
  sha?: string | null;
  format?: string | null;
  path?: string | null;
}

/**
 * What GET /repository/archive will send: the commit and format, validated. Any failure is
 * GitLab's `404 File Not Found` (its route rescues everything into that).
 */
export async function archiveInfo(ctx: SubgraphContext, projectId: number, args: ArchiveArgs): Promise<ArchiveInfoNode> {
  const repo = await readableRepository(ctx, projectId);
  const format = FORMATS[args.format || 'tar.gz'];
  const sha = await resolveCommit(repo.gitDir, args.sha || repo.record.defaultBranch || 'HEAD');
  if (!format || !sha || (args.path ?? '').split('/').includes('..')) throw NotFoundError.resource('File');
  return { sha, format, path: args.path || null };
}

/**
 * Streams `git archive` of a validated revision (the bytes never pass through GraphQL). `prefix` is
 * the top directory inside the archive, GitLab's `<project path>-<ref>-<sha>`.
 */
export async function openArchive(ctx: SubgraphContext, projectId: number, args: ArchiveArgs & { prefix: string }): Promise<{ info: ArchiveInfoNode; stream: Readable; done: Promise<void> }> {
  const info = await archiveInfo(ctx, projectId, args);
  const repo = await readableRepository(ctx, projectId);
  const config = info.format === 'tar.bz2' ? ['-c', 'tar.tar.bz2.command=bzip2 -c'] : [];
  const pathArgs = info.path ? ['--', info.path] : [];
  const { stdout, done } = streamGit(repo.gitDir, [...config, 'archive', `--format=${info.format}`, `--prefix=${args.prefix.replace(/\/*$/, '/')}`, info.sha, ...pathArgs]);
  return { info, stream: stdout, done };
}
