import { createHash, randomInt } from 'node:crypto';
import path from 'node:path';

/** Named git storage shards: `default` under DATA_DIR, more from config (`REPOSITORY_STORAGES=name=path,...`). */
export type StorageShards = ReadonlyMap<string, string>;

export function loadStorageShards(dataDir: string, storages: Record<string, string>): StorageShards {
  const shards = new Map<string, string>([['default', path.join(dataDir, 'repositories', 'default')]]);
  for (const [name, root] of Object.entries(storages)) shards.set(name, path.resolve(root));
  return shards;
}

/**
 * Picks the shard for a new repository by weight (application setting `repository_storages_weighted`,
 * e.g. `{ default: 100, fast: 50 }`); shards not configured on this node are ignored, and with no
 * positive weight left the repository goes to `default` (GitLab's Repository.pick_storage_shard).
 */
export function pickStorage(shards: StorageShards, weights: Record<string, unknown> | undefined): string {
  const candidates = Object.entries(weights ?? {})
    .map(([name, weight]) => [name, Number(weight)] as const)
    .filter(([name, weight]) => shards.has(name) && weight > 0);
  const total = candidates.reduce((sum, [, weight]) => sum + weight, 0);
  if (total === 0) return 'default';
  let point = randomInt(total);
  for (const [name, weight] of candidates) {
    if (point < weight) return name;
    point -= weight;
  }
  return 'default';
}

/** `@hashed/ab/cd/<sha256(project id)>` (without `.git`), GitLab's hashed storage layout. */
export function hashedDiskPath(projectId: number): string {
  const hash = createHash('sha256').update(String(projectId)).digest('hex');
  return `@hashed/${hash.slice(0, 2)}/${hash.slice(2, 4)}/${hash}`;
}

export function gitDirOf(shards: StorageShards, storage: string, diskPath: string): string {
  const root = shards.get(storage);
  // A record on a shard this node does not mount is a deployment error, not the caller's.
  if (!root) throw new Error(`repository storage '${storage}' is not configured on this node`);
  return path.join(root, `${diskPath}.git`);
}
