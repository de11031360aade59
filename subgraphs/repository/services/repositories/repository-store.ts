import { byKeys, NotFoundError, type SubgraphContext, type SubgraphRuntime } from '@forgegraph/platform';
import { RepositoryRecord } from '../../entities/repository-record.entity';
import { gitDirOf, loadStorageShards, type StorageShards } from '../storage/storage-shards';

/** A repository ready for git: its record and the bare repository's directory. */
export interface OpenRepository {
  record: RepositoryRecord;
  projectId: number;
  gitDir: string;
}

const shardsByDataDir = new Map<string, StorageShards>();

/** The shards this process mounts, read from the environment once per data directory. */
export function storageShards(runtime: SubgraphRuntime): StorageShards {
  let shards = shardsByDataDir.get(runtime.config.dataDir);
  if (!shards) {
    shards = loadStorageShards(runtime.config.dataDir);
    shardsByDataDir.set(runtime.config.dataDir, shards);
  }
  return shards;
}

/** The request's batched repository-record loader (one query for every project a request touches). */
export function repositoryLoader(ctx: SubgraphContext) {
  return ctx.loaders.get<number, RepositoryRecord | null>('repository.record', async (ids) => {
    const rows = await ctx.em.find(RepositoryRecord, { projectId: { $in: [...ids] } });
    return byKeys(ids, rows, (r) => r.projectId);
  });
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
