import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { query, requireAdmin, type SubgraphContext } from '@forgegraph/platform';
import type { StorageMoveContainer } from '../../entities/repository-storage-move.entity';
import { MT } from './storage-move-tables';

/** Where a container's repository lives, read fresh (never from a request's loader). */
export interface ContainerRepository {
  storage: string;
  diskPath: string;
  readOnly: boolean;
}

/**
 * Per kind of container: its row holding the repository's shard and read-only flag. A group's wiki
 * repository row is created by its first move (GitLab creates `group_wiki_repositories` lazily too).
 */
const COLUMNS: Record<StorageMoveContainer, { table: string; key: string }> = {
  project: { table: MT.repositories, key: 'project_id' },
  snippet: { table: MT.snippets, key: 'id' },
  group: { table: MT.groupWikis, key: 'group_id' },
};

/** `@groups/ab/cd/<sha256(id)>.wiki`: GitLab's hashed path of a group wiki. */
export function groupWikiDiskPath(groupId: number): string {
  const hash = createHash('sha256').update(String(groupId)).digest('hex');
  return `@groups/${hash.slice(0, 2)}/${hash.slice(2, 4)}/${hash}.wiki`;
}

export async function loadContainerRepository(em: EntityManager, type: StorageMoveContainer, id: number): Promise<ContainerRepository | null> {
  const { table, key } = COLUMNS[type];
  const [row] = await query<ContainerRepository>(em, `select storage, disk_path as "diskPath", read_only as "readOnly" from ${table} where ${key} = ?`, [id]);
  if (row || type !== 'group') return row ?? null;
  // A group without a wiki repository yet: where GitLab would put it (the default shard).
  return { storage: 'default', diskPath: groupWikiDiskPath(id), readOnly: false };
}

/**
 * Marks the repository read-only when it is not already (GitLab's set_repository_read_only!);
 * false when another move holds it. Runs in the schedule's transaction.
 */
export async function claimReadOnly(em: EntityManager, type: StorageMoveContainer, id: number): Promise<boolean> {
  if (type === 'group') {
    const rows = await query(em, `insert into ${MT.groupWikis} (group_id, storage, disk_path, read_only) values (?, 'default', ?, true)
      on conflict (group_id) do update set read_only = true, updated_at = now() where ${MT.groupWikis}.read_only = false returning group_id`, [id, groupWikiDiskPath(id)]);
    return rows.length === 1;
  }
  const { table, key } = COLUMNS[type];
  const rows = await query(em, `update ${table} set read_only = true where ${key} = ? and read_only = false returning ${key}`, [id]);
  return rows.length === 1;
}

/** The repository writable again, on `storage` (the destination after replication, the source after a failure). */
export async function releaseOnStorage(em: EntityManager, type: StorageMoveContainer, id: number, storage: string): Promise<void> {
  const { table, key } = COLUMNS[type];
  await query(em, `update ${table} set read_only = false, storage = ?, updated_at = now() where ${key} = ?`, [storage, id]);
}

/** Every container of a kind whose repository is on `storage` (the bulk moves), in id order. */
export async function containersOnStorage(em: EntityManager, type: StorageMoveContainer, storage: string): Promise<number[]> {
  const { table, key } = COLUMNS[type];
  const rows = await query<{ id: number }>(em, `select ${key} as id from ${table} where storage = ? order by ${key}`, [storage]);
  return rows.map((r) => r.id);
}

/** GET /projects?repository_storage=: the projects on a shard (administrators, and the service actor). */
export async function projectIdsOnStorage(ctx: SubgraphContext, storage: string): Promise<number[]> {
  requireAdmin(ctx.actor);
  return containersOnStorage(ctx.em, 'project', storage);
}
