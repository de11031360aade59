import { BadRequestError, requireAdmin, type SubgraphContext } from '@forgegraph/platform';
import type { StorageMoveContainer } from '../../entities/repository-storage-move.entity';
import { storageShards } from '../repositories/repository-store';
import { pickStorage } from '../storage/storage-shards';
import { containersOnStorage } from './storage-move-containers';
import { BULK_STORAGE_MOVES_JOB } from './storage-move-jobs';
import { scheduleStorageMove } from './storage-move-schedule.service';

export interface BulkMovesInput {
  containerType: StorageMoveContainer;
  sourceStorageName: string;
  destinationStorageName?: string | null;
}

/**
 * POST `/<kind>_repository_storage_moves`: both names must be configured shards (Grape's `values:`,
 * `400 {"error":"source_storage_name does not have a valid value"}`); the moves are scheduled by a
 * job (ScheduleBulkRepositoryShardMovesService.enqueue), the route answers `202 Accepted` at once.
 */
export async function scheduleBulkStorageMoves(ctx: SubgraphContext, input: BulkMovesInput): Promise<boolean> {
  requireAdmin(ctx.actor);
  const shards = storageShards(ctx.runtime);
  if (!shards.has(input.sourceStorageName)) throw BadRequestError.param('source_storage_name does not have a valid value');
  if (input.destinationStorageName != null && !shards.has(input.destinationStorageName)) {
    throw BadRequestError.param('destination_storage_name does not have a valid value');
  }
  await ctx.runtime.jobs.send(BULK_STORAGE_MOVES_JOB, { ...input });
  return true;
}

/**
 * The bulk job (as the service actor): a move for every container on the source shard; one that cannot be scheduled (already
 * moving, say) is skipped with a log line, as GitLab's service does.
 */
export async function runBulkStorageMoves(ctx: SubgraphContext, input: BulkMovesInput): Promise<void> {
  const shards = storageShards(ctx.runtime);
  const weights = (await ctx.runtime.settings.current()).repository_storages_weighted as Record<string, unknown>;
  for (const containerId of await containersOnStorage(ctx.em, input.containerType, input.sourceStorageName)) {
    // A container already where the weights would put it has nothing to move (a single-shard instance's bulk move is a no-op).
    const destination = input.destinationStorageName ?? pickStorage(shards, weights);
    if (destination === input.sourceStorageName) continue;
    try {
      await scheduleStorageMove(ctx, { containerType: input.containerType, containerId, destinationStorageName: destination });
    } catch (error) {
      // Skipped with a log line whatever the reason: a retry of the whole job would move the others twice.
      ctx.runtime.logger.info(`${input.containerType} ${containerId} was skipped`, { error });
    }
  }
}
