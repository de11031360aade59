import { runGit } from './git-command';

export type ObjectType = 'commit' | 'tree' | 'blob' | 'tag';

export interface GitObject {
  oid: string;
  type: ObjectType;
  size: number;
  data: Buffer;
}

export const ZERO_OID = '0000000000000000000000000000000000000000';
export const EMPTY_TREE_OID = '4b825dc642cb6eb9a060e54bf8d69288fbee4904';

/** Reads many objects in one `git cat-file --batch`; a missing name maps to null. Keys are the names asked for. */
export async function readObjects(gitDir: string, names: string[]): Promise<Map<string, GitObject | null>> {
  const result = new Map<string, GitObject | null>();
  const unique = [...new Set(names)];
  if (unique.length === 0) return result;
  const { stdout } = await runGit(gitDir, ['cat-file', '--batch'], { input: unique.join('\n') + '\n' });
  let offset = 0;
  for (const name of unique) {
    const lineEnd = stdout.indexOf(0x0a, offset);
    const header = stdout.subarray(offset, lineEnd).toString('utf8');
    offset = lineEnd + 1;
    if (header.endsWith(' missing') || header.endsWith(' ambiguous')) {
      result.set(name, null);
      continue;
    }
    const [oid, type, size] = header.split(' ');
    const length = Number(size);
    result.set(name, { oid, type: type as ObjectType, size: length, data: stdout.subarray(offset, offset + length) });
    offset += length + 1;
  }
  return result;
}

export async function readObject(gitDir: string, name: string): Promise<GitObject | null> {
  return (await readObjects(gitDir, [name])).get(name) ?? null;
}

/** Object sizes and types only (`--batch-check`), e.g. for tree listings. */
export async function objectSizes(gitDir: string, oids: string[]): Promise<Map<string, number>> {
  const sizes = new Map<string, number>();
  if (oids.length === 0) return sizes;
  const { stdout } = await runGit(gitDir, ['cat-file', '--batch-check=%(objectname) %(objectsize)'], { input: oids.join('\n') + '\n' });
  for (const line of stdout.toString('utf8').split('\n')) {
    const [oid, size] = line.split(' ');
    if (oid && size && size !== 'missing') sizes.set(oid, Number(size));
  }
  return sizes;
}

/** Writes a blob and returns its id (`git hash-object -w --stdin`). */
export async function writeBlob(gitDir: string, content: Buffer): Promise<string> {
  const { stdout } = await runGit(gitDir, ['hash-object', '-w', '--stdin', '--no-filters'], { input: content });
  return stdout.toString('utf8').trim();
}
