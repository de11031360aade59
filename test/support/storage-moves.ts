import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eventually } from './expectations';
import { runGit } from './git-cli';
import type { HttpClient } from './http-client';
import { builtModule } from './service';

/**
 * Extra storage shards for a test file's service: `second` (a temporary directory) and `broken` (a
 * path under a regular file, so creating anything there fails). Pass `env` to the service's boot.
 */
export function configureShards(): { secondRoot: string; env: { REPOSITORY_STORAGES: string }; restore: () => void } {
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'forgegraph-shards-'));
  const secondRoot = path.join(base, 'second');
  fs.mkdirSync(secondRoot);
  fs.writeFileSync(path.join(base, 'not-a-directory'), '');
  return {
    secondRoot,
    env: { REPOSITORY_STORAGES: `second=${secondRoot},broken=${path.join(base, 'not-a-directory', 'shard')}` },
    restore: () => fs.rmSync(base, { recursive: true, force: true }),
  };
}

type RefLocks = typeof import('../../subgraphs/repository/services/git/ref-lock');

/** The ref locks of the service under test (its build's module, as test/support/service.ts loads it). */
function serviceRefLocks(): RefLocks {
  return builtModule<RefLocks>('subgraphs/repository/dist/services/git/ref-lock.js');
}

const TERMINAL = ['finished', 'failed', 'cleanup failed'];

/** The move (read through its per-resource route) once it reached a terminal state. */
export function settledMove(api: HttpClient, movePath: string, within = 30_000): Promise<Record<string, any>> {
  return eventually(async () => {
    const res = await api.get(movePath);
    return TERMINAL.includes(res.body?.state) ? res.body : undefined;
  }, within);
}

/**
 * Everything a clone can see of a repository, for byte-for-byte comparisons: every ref with its
 * value (`git rev-parse --all` with names) and the id, type and size of every object.
 */
export async function repositoryFingerprint(gitDir: string): Promise<{ refs: string; objects: string }> {
  const refs = await runGit('/', ['--git-dir', gitDir, 'for-each-ref', '--format=%(objectname) %(refname)']);
  const objects = await runGit('/', ['--git-dir', gitDir, 'cat-file', '--batch-all-objects', '--batch-check']);
  if (refs.code !== 0 || objects.code !== 0) throw new Error(`fingerprint of ${gitDir} failed: ${refs.stderr}${objects.stderr}`);
  return { refs: refs.stdout, objects: objects.stdout };
}

/**
 * Holds a ref lock of the repository until `release` is called. The move's job waits for writers
 * holding one (GitLab's wait_for_pushes) after it entered `started`, so this keeps a move in
 * progress, deterministically, for as long as a test needs to act during it.
 */
export function holdRepository(gitDir: string): { release: () => void; done: Promise<void> } {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const done = serviceRefLocks().withRefLocks(gitDir, ['refs/heads/__storage-move-test-hold'], () => held);
  return { release, done };
}

/** The same repository's directory on another shard (a move keeps the path below the shard root). */
export function onShard(gitDir: string, shardRoot: string): string {
  return gitDir.replace(/^.*\/repositories\/default\//, `${shardRoot}/`);
}
