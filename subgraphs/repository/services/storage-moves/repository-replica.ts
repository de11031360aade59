import { createHash } from 'node:crypto';
import { copyFile, link, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { runGit } from '../git/git-command';
import { hasRefLocks } from '../git/ref-lock';

/** A copy whose refs or objects differ from its source's; the move fails with this text. */
export class ChecksumMismatchError extends Error {}

/**
 * What a repository holds, as one digest: HEAD, every ref with its value, and the id of every object
 * (packed or loose, reachable or not). Two repositories with the same digest serve the same clones.
 */
export async function repositoryChecksum(gitDir: string): Promise<string> {
  const [head, refs, objects] = await Promise.all([
    runGit(gitDir, ['symbolic-ref', '-q', 'HEAD'], { okCodes: [0, 1] }),
    runGit(gitDir, ['for-each-ref', '--format=%(objectname) %(refname)']),
    runGit(gitDir, ['cat-file', '--batch-all-objects', '--batch-check=%(objectname)']),
  ]);
  const sortedRefs = refs.stdout.toString('utf8').split('\n').filter(Boolean).sort().join('\n');
  return createHash('sha256').update(head.stdout).update('\0').update(sortedRefs).update('\0').update(objects.stdout).digest('hex');
}

export async function repositoryExists(gitDir: string): Promise<boolean> {
  return stat(gitDir).then((s) => s.isDirectory(), () => false);
}

/**
 * GitLab's wait_for_pushes: writers of this process that hold a ref lock finish first (they checked
 * the read-only flag before the move set it). Polls for up to `timeoutMs`.
 */
export async function waitForWriters(gitDir: string, timeoutMs = 30_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (hasRefLocks(gitDir)) {
    if (Date.now() > until) throw new Error('Timeout waiting for project repository pushes');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Copies a bare repository byte for byte to `target`, through a temporary sibling renamed into place
 * only once git finds it whole (`fsck --connectivity-only`) and its checksum equals the source's,
 * taken after the copy (a write that reached the source meanwhile fails the move, never loses
 * itself). A leftover of an interrupted earlier attempt at `target` is replaced.
 */
export async function replicateRepository(source: string, target: string, options: { pauseMs?: number } = {}): Promise<void> {
  const staging = `${target}.moving`;
  await rm(staging, { recursive: true, force: true });
  await mkdir(path.dirname(staging), { recursive: true });
  try {
    await copyRepository(source, staging);
    // The crash drills' window with the copy made but not yet verified nor in place (config storageMovePauseMs).
    if (options.pauseMs) await pause(options.pauseMs);
    const [, before, after] = await Promise.all([
      runGit(staging, ['fsck', '--connectivity-only', '--no-progress', '--no-dangling']),
      repositoryChecksum(source),
      repositoryChecksum(staging),
    ]);
    if (before !== after) throw new ChecksumMismatchError(`Failed to verify repository checksum from ${before} to ${after}`);
    await rm(target, { recursive: true, force: true });
    await rename(staging, target);
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
}

/**
 * A bare repository, file by file. Git never changes an object file once written (packs, indexes and
 * loose objects are replaced, not rewritten), so those are hard-linked when both shards share a
 * filesystem, as a local `git clone` does; refs, HEAD and config are copied. Across filesystems
 * (EXDEV) every file is copied.
 */
async function copyRepository(source: string, target: string, underObjects = false): Promise<void> {
  await mkdir(target, { recursive: true });
  for (const entry of await readdir(source, { withFileTypes: true })) {
    const [from, to] = [path.join(source, entry.name), path.join(target, entry.name)];
    if (entry.isDirectory()) await copyRepository(from, to, underObjects || entry.name === 'objects');
    else if (entry.isFile()) await (underObjects ? link(from, to).catch(() => copyFile(from, to)) : copyFile(from, to));
  }
}

/** Removes the old copy after the move (idempotent: an interrupted removal is simply run again). */
export async function removeRepository(gitDir: string): Promise<void> {
  await rm(gitDir, { recursive: true, force: true });
}

export function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
