import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { runGit } from './git-command';
import { ZERO_OID } from './object-reader';

/** One path of a flattened tree: blobs (`100644`, `100755`), symlinks (`120000`), submodules (`160000`). */
export interface TreeFile {
  mode: string;
  oid: string;
}

export type TreeChange = { path: string; mode: string; oid: string } | { path: string; remove: true };

export interface Signature {
  name: string;
  email: string;
  /** Unix seconds; defaults to now. */
  timestamp?: number;
  /** `+0000` style offset; defaults to UTC. */
  offset?: string;
}

/** Every non-tree path under `treeish` (`git ls-tree -r -z --full-tree`). */
export async function listFiles(gitDir: string, treeish: string): Promise<Map<string, TreeFile>> {
  const { stdout } = await runGit(gitDir, ['ls-tree', '-r', '-z', '--full-tree', treeish]);
  const files = new Map<string, TreeFile>();
  for (const record of stdout.toString('utf8').split('\0')) {
    if (!record) continue;
    const tab = record.indexOf('\t');
    const [mode, , oid] = record.slice(0, tab).split(' ');
    files.set(record.slice(tab + 1), { mode, oid });
  }
  return files;
}

/**
 * Builds a tree from `base` plus `changes` in a throwaway index file (GIT_INDEX_FILE): plumbing only,
 * no work tree, nothing shared between concurrent writers.
 */
export async function writeTree(gitDir: string, base: string | null, changes: TreeChange[]): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'forgegraph-index-'));
  const env = { GIT_INDEX_FILE: path.join(dir, 'index') };
  try {
    await runGit(gitDir, base ? ['read-tree', base] : ['read-tree', '--empty'], { env });
    const info = changes
      .map((c) => ('remove' in c ? `0 ${ZERO_OID}\t${c.path}` : `${c.mode} ${c.oid}\t${c.path}`))
      .join('\0');
    if (info) await runGit(gitDir, ['update-index', '-z', '--index-info'], { env, input: info + '\0' });
    const { stdout } = await runGit(gitDir, ['write-tree'], { env });
    return stdout.toString('utf8').trim();
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** `git commit-tree`: the message is taken verbatim from stdin, as Gitaly's UserCommitFiles does. */
export async function commitTree(gitDir: string, options: { tree: string; parents: string[]; message: string; author: Signature; committer: Signature }): Promise<string> {
  const args = ['commit-tree', options.tree, ...options.parents.flatMap((p) => ['-p', p]), '-F', '-'];
  const env = {
    ...identityEnv('AUTHOR', options.author),
    ...identityEnv('COMMITTER', options.committer),
  };
  const { stdout } = await runGit(gitDir, args, { env, input: options.message });
  return stdout.toString('utf8').trim();
}

export function identityEnv(role: 'AUTHOR' | 'COMMITTER', signature: Signature): Record<string, string> {
  const timestamp = signature.timestamp ?? Math.floor(Date.now() / 1000);
  return {
    [`GIT_${role}_NAME`]: signature.name,
    [`GIT_${role}_EMAIL`]: signature.email,
    [`GIT_${role}_DATE`]: `@${timestamp} ${signature.offset ?? '+0000'}`,
  };
}
