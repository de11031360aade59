import { randomBytes } from 'node:crypto';
import { renameSync, writeFileSync } from 'node:fs';
import { rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

const STAMP = 'forgegraph-refs-stamp';

/**
 * A file in the repository that every ref writer of ours replaces after moving refs (`markRefsChanged`):
 * its identity (inode, change time) is the version of the refs that caches key on. One `stat` tells
 * any process whether the refs it cached are current, so caches need no cross-process invalidation.
 */
export async function refsVersion(gitDir: string): Promise<string> {
  const file = path.join(gitDir, STAMP);
  try {
    const info = await stat(file, { bigint: true });
    return `${info.ino}:${info.ctimeNs}`;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    // A repository from before the stamp, or a new one: stamp it, then its refs can be cached.
    await markRefsChanged(gitDir);
    return refsVersion(gitDir);
  }
}

/** Call after every ref update, once it is on disk: readers then see a new version. */
export async function markRefsChanged(gitDir: string): Promise<void> {
  const file = path.join(gitDir, STAMP);
  const temporary = `${file}.${randomBytes(6).toString('hex')}`;
  await writeFile(temporary, '');
  // rename: a new inode each time, so two changes within one clock tick still differ.
  await rename(temporary, file);
}

/**
 * `markRefsChanged` for writers outside the service that change refs on disk with git itself
 * (maintenance scripts, tests): without it the service keeps answering from the refs it cached.
 */
export function markRefsChangedSync(gitDir: string): void {
  const file = path.join(gitDir, STAMP);
  const temporary = `${file}.${randomBytes(6).toString('hex')}`;
  writeFileSync(temporary, '');
  renameSync(temporary, file);
}
