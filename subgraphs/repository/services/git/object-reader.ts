import { catFile } from './catfile/catfile-pool';
import type { GitObject } from './catfile/catfile-session';
import { runGit } from './git-command';

export const ZERO_OID = '0000000000000000000000000000000000000000';
export const EMPTY_TREE_OID = '4b825dc642cb6eb9a060e54bf8d69288fbee4904';

/** Reads many objects through the repository's cat-file session; a missing name maps to null. Keys are the names asked for. */
export async function readObjects(gitDir: string, names: string[]): Promise<Map<string, GitObject | null>> {
  const unique = [...new Set(names)];
  if (unique.length === 0) return new Map();
  const objects = await catFile(gitDir).read('contents', unique);
  return new Map(unique.map((name, i) => [name, objects[i]]));
}

export async function readObject(gitDir: string, name: string): Promise<GitObject | null> {
  return (await readObjects(gitDir, [name])).get(name) ?? null;
}

/** Object sizes only (cat-file `info`), e.g. for tree listings. */
export async function objectSizes(gitDir: string, oids: string[]): Promise<Map<string, number>> {
  const sizes = new Map<string, number>();
  if (oids.length === 0) return sizes;
  for (const info of await catFile(gitDir).read('info', oids)) {
    if (info) sizes.set(info.oid, info.size);
  }
  return sizes;
}

/** Writes a blob and returns its id (`git hash-object -w --stdin`). */
export async function writeBlob(gitDir: string, content: Buffer): Promise<string> {
  const { stdout } = await runGit(gitDir, ['hash-object', '-w', '--stdin', '--no-filters'], { input: content });
  return stdout.toString('utf8').trim();
}
