import { byKeys, NotFoundError, plainRecords, query, type SubgraphContext, type SubgraphRuntime } from '@forgegraph/platform';
import { RepositoryRecord } from '../../entities/repository-record.entity';
import { gitDirOf, loadStorageShards, type StorageShards } from '../storage/storage-shards';
import { T } from '../tables';

/** A repository ready for git: its record and the bare repository's directory. */
export interface OpenRepository {
  record: RepositoryRecord;
  projectId: number;
  gitDir: string;
}

const shardsByDataDir = new Map<string, StorageShards>();

/** The shards this process mounts, from its config, once per data directory. */
export function storageShards(runtime: SubgraphRuntime): StorageShards {
  let shards = shardsByDataDir.get(runtime.config.dataDir);
  if (!shards) {
    shards = loadStorageShards(runtime.config.dataDir, runtime.config.repositoryStorages);
    shardsByDataDir.set(runtime.config.dataDir, shards);
  }
  return shards;
}

/**
 * The request's batched repository-record loader (one query for every project a request touches;
 * every repository endpoint reads through it). Read-only records (see plainRecords): a writer
 * changes a record with `updateRepositoryRecord`.
 */
export function repositoryLoader(ctx: SubgraphContext) {
  return ctx.loaders.get<number, RepositoryRecord | null>('repository.record', async (ids) => {
    const rows = await query(ctx.em, `select * from ${T.repositories} where project_id in (?)`, [[...ids]]);
    return byKeys(ids, plainRecords(ctx.em, RepositoryRecord, rows), (r) => r.projectId);
  });
}

/** Writes `changes` to a project's repository record, and to the request's loaded copy. */
export async function updateRepositoryRecord(ctx: SubgraphContext, record: RepositoryRecord, changes: Partial<Pick<RepositoryRecord, 'defaultBranch'>>): Promise<void> {
  await ctx.em.nativeUpdate(RepositoryRecord, { projectId: record.projectId }, changes);
  Object.assign(record, changes);
}

export function openRecord(ctx: SubgraphContext, record: RepositoryRecord): OpenRepository {
  return { record, projectId: record.projectId, gitDir: gitDirOf(storageShards(ctx.runtime), record.storage, record.diskPath) };
}

/** The project's repository, or `404 Repository Not Found` when the project has none. */
export async function openRepository(ctx: SubgraphContext, projectId: number): Promise<OpenRepository> {
  const record = await repositoryLoader(ctx).load(projectId);
  if (!record) throw NotFoundError.resource('Repository');
  return openRecord(ctx, record);
}
