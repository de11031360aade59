import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { query, requireAdmin, ValidationFailedError, type SubgraphContext } from '@forgegraph/platform';
import type { RepositoryStorageMove, StorageMoveContainer } from '../../entities/repository-storage-move.entity';
import { storageShards } from '../repositories/repository-store';
import { pickStorage } from '../storage/storage-shards';
import { claimReadOnly, loadContainerRepository } from './storage-move-containers';
import { STORAGE_MOVE_JOB } from './storage-move-jobs';
import { MOVE_COLUMNS, publishMoveStates, transitionMove } from './storage-move-transitions';
import { MT } from './storage-move-tables';

export interface ScheduleMoveInput {
  containerType: StorageMoveContainer;
  containerId: number;
  /** Omitted: picked by `repository_storages_weighted` (the attribute default, Repository.pick_storage_shard). */
  destinationStorageName?: string | null;
}

const IS_READ_ONLY = 'is read-only';
const NOT_INCLUDED = 'is not included in the list';

/**
 * POST `.../:id/repository_storage_moves` (`storage_move.schedule`): a move from the container's
 * current shard, validated as RepositoryStorageMovable validates it (every failing attribute in one
 * `400 {"message":{...}}`), created `initial` and scheduled in one transaction that also makes the
 * repository read-only; the job is queued once that commits.
 */
export async function scheduleStorageMove(ctx: SubgraphContext, input: ScheduleMoveInput): Promise<RepositoryStorageMove> {
  requireAdmin(ctx.actor);
  const container = await loadContainerRepository(ctx.em, input.containerType, input.containerId);
  const shards = storageShards(ctx.runtime);
  const destination = input.destinationStorageName ?? pickStorage(shards, (await ctx.runtime.settings.current()).repository_storages_weighted as Record<string, unknown>);
  const errors: Record<string, string[]> = {};
  const source = container?.storage ?? 'default';
  if (!shards.has(source)) errors.source_storage_name = [NOT_INCLUDED];
  if (!destination) errors.destination_storage_name = ["can't be blank", NOT_INCLUDED];
  else if (!shards.has(destination)) errors.destination_storage_name = [NOT_INCLUDED];
  if (container?.readOnly) errors[input.containerType] = [IS_READ_ONLY];
  if (Object.keys(errors).length) throw ValidationFailedError.fields(errors);
  const move = await createScheduledMove(ctx, { ...input, source, destination });
  await queueStorageMove(ctx, move.id);
  return move;
}

async function createScheduledMove(ctx: SubgraphContext, input: ScheduleMoveInput & { source: string; destination: string }): Promise<RepositoryStorageMove> {
  const readOnly = () => ValidationFailedError.fields({ [input.containerType]: [IS_READ_ONLY] });
  try {
    return await ctx.em.transactional(async (tx) => {
      const [created] = await query<RepositoryStorageMove>(tx, `insert into ${MT.moves}
        (container_type, container_id, source_storage_name, destination_storage_name) values (?, ?, ?, ?) returning ${MOVE_COLUMNS}`,
      [input.containerType, input.containerId, input.source, input.destination]);
      await publishMoveStates(tx, created, ['initial']);
      const scheduled = await transitionMove(tx, created.id, 'schedule', {
        effects: async (em) => {
          if (!(await claimReadOnly(em, input.containerType, input.containerId))) throw readOnly();
        },
      });
      return scheduled!;
    });
  } catch (error) {
    // A concurrent schedule of the same repository won the partial unique index.
    if (error instanceof UniqueConstraintViolationException) throw readOnly();
    throw error;
  }
}

/** Queues the move's job (again, after a crash: the runner picks up where the move's state says). */
export async function queueStorageMove(ctx: SubgraphContext, moveId: number): Promise<void> {
  await ctx.runtime.jobs.send(STORAGE_MOVE_JOB, { moveId })
    .catch((error) => ctx.runtime.logger.warn('could not queue a repository storage move; the next boot resumes it', { moveId, error }));
}
