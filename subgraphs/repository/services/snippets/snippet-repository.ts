import { createHash } from 'node:crypto';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { SubgraphContext } from '@forgegraph/platform';
import type { Snippet } from '../../entities/snippet.entity';
import { closeCatFile } from '../git/catfile/catfile-pool';
import { runGit } from '../git/git-command';
import { writeBlob, ZERO_OID } from '../git/object-reader';
import { forgetRefSnapshot } from '../git/ref-snapshot';
import { headBranch, resolveCommit, updateRef } from '../git/refs';
import { commitTree, listFiles, writeTree, type Signature, type TreeChange } from '../git/tree-writer';
import { storageShards } from '../repositories/repository-store';
import { gitDirOf } from '../storage/storage-shards';
import { SnippetCommitFailed } from './snippet-errors';

/** `@snippets/ab/cd/<sha256(id)>` (without `.git`): GitLab's Snippet#disk_path under hashed storage. */
export function snippetDiskPath(id: number): string {
  const hash = createHash('sha256').update(String(id)).digest('hex');
  return `@snippets/${hash.slice(0, 2)}/${hash.slice(2, 4)}/${hash}`;
}

export function snippetGitDir(ctx: SubgraphContext, snippet: Pick<Snippet, 'storage' | 'diskPath'>): string {
  return gitDirOf(storageShards(ctx.runtime), snippet.storage, snippet.diskPath);
}

export async function initSnippetRepository(gitDir: string, branch: string): Promise<void> {
  await mkdir(path.dirname(gitDir), { recursive: true });
  await runGit(gitDir, ['init', '--bare', '--quiet', '--template=', `--initial-branch=${branch}`]);
}

/** A file as the snippet's commit writes it: new content, or a removal. */
export type SnippetFileChange = { path: string; content: string } | { path: string; oid: string } | { path: string; remove: true };

export interface SnippetCommit {
  changes: SnippetFileChange[];
  message: string;
  author: Signature;
}

/**
 * Commits the changes on the repository's HEAD branch (compare-and-swap on the branch), and answers
 * the file paths of the new tree. A concurrent writer makes the swap fail: GitLab's retry message.
 */
export async function commitSnippetFiles(gitDir: string, commit: SnippetCommit): Promise<string[]> {
  const branch = (await headBranch(gitDir)) ?? 'main';
  const ref = `refs/heads/${branch}`;
  const parent = await resolveCommit(gitDir, branch);
  const changes: TreeChange[] = [];
  for (const change of commit.changes) {
    if ('remove' in change) changes.push({ path: change.path, remove: true });
    else if ('oid' in change) changes.push({ path: change.path, mode: '100644', oid: change.oid });
    else changes.push({ path: change.path, mode: '100644', oid: await writeBlob(gitDir, Buffer.from(change.content, 'utf8')) });
  }
  const tree = await writeTree(gitDir, parent, changes);
  const sha = await commitTree(gitDir, { tree, parents: parent ? [parent] : [], message: commit.message, author: commit.author, committer: commit.author });
  if (!(await updateRef(gitDir, ref, sha, parent ?? ZERO_OID))) throw SnippetCommitFailed.retry(ref);
  return [...(await listFiles(gitDir, sha)).keys()];
}

/** The snippet's files at its HEAD, in tree order (GitLab's Snippet#list_files). */
export async function snippetFilesAtHead(gitDir: string): Promise<Map<string, { mode: string; oid: string }>> {
  const head = await resolveCommit(gitDir, 'HEAD');
  return head ? listFiles(gitDir, head) : new Map();
}

/** Renames the repository aside, then deletes it, so a half-deleted directory is never mistaken for a live one. */
export async function removeSnippetRepository(gitDir: string): Promise<void> {
  const trash = `${gitDir.slice(0, -'.git'.length)}+${Date.now()}+deleted.git`;
  await rename(gitDir, trash).catch((error) => (error.code === 'ENOENT' ? undefined : Promise.reject(error)));
  closeCatFile(gitDir);
  forgetRefSnapshot(gitDir);
  await rm(trash, { recursive: true, force: true });
}
