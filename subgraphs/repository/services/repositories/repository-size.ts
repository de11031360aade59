import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { RepositoryRecord } from '../../entities/repository-record.entity';

export async function repositoryExists(gitDir: string): Promise<boolean> {
  return stat(path.join(gitDir, 'HEAD')).then(() => true, () => false);
}

/** Bytes under a directory, walked asynchronously (run by the size-refresh job, never on a request). */
export async function directorySize(dir: string): Promise<number> {
  let total = 0;
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) total += await directorySize(full);
    else if (entry.isFile()) total += (await stat(full).catch(() => ({ size: 0 }))).size;
  }
  return total;
}

/**
 * Whether any branch exists, read from the ref store's files (loose refs under `refs/heads`, then
 * `packed-refs`) instead of a git process: project lists ask it once per project.
 */
export async function hasBranches(gitDir: string): Promise<boolean> {
  if (await hasLooseRef(path.join(gitDir, 'refs', 'heads'))) return true;
  const packed = await readFile(path.join(gitDir, 'packed-refs'), 'utf8').catch(() => '');
  return / refs\/heads\//.test(packed);
}

async function hasLooseRef(dir: string): Promise<boolean> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    if (entry.isFile() && !entry.name.endsWith('.lock')) return true;
    if (entry.isDirectory() && (await hasLooseRef(path.join(dir, entry.name)))) return true;
  }
  return false;
}

/** GitLab reports repository size in megabytes (a float). */
export function sizeInMegabytes(record: RepositoryRecord): number {
  return Number(record.sizeBytes) / (1024 * 1024);
}
