import type { SubgraphContext } from '@forgegraph/platform';
import type { RepositoryStorageMove } from '../../entities/repository-storage-move.entity';
import { storageShards } from '../repositories/repository-store';
import { gitDirOf } from '../storage/storage-shards';
import { loadContainerRepository, releaseOnStorage } from './storage-move-containers';
import { MOVE_COLUMNS, transitionMove } from './storage-move-transitions';
import { MT } from './storage-move-tables';
import { query } from '@forgegraph/platform';
import { pause, removeRepository, replicateRepository, repositoryExists, waitForWriters } from './repository-replica';

/** Moves this process is running: a resumed move and a late retry of its old job never run side by side here. */
const running = new Set<number>();

/**
 * UpdateRepositoryStorageMethods#execute, resumable at every state a crash can leave: `scheduled`
 * starts; `started` (re)copies from the source, still the one read-only truth; `replicated` (the
 * record already names the destination, writable) removes the old copy. Every step is a guarded
 * transition, so a second runner of the same move finds nothing to do. A failure before replication
 * leaves the source writable where it was (`failed`, rescheduling works); after it, `cleanup failed`.
 */
export async function runStorageMove(ctx: SubgraphContext, moveId: number): Promise<void> {
  if (running.has(moveId)) return;
  running.add(moveId);
  try {
    let move = await loadMove(ctx, moveId);
    if (move?.state === 'scheduled') move = await transitionMove(ctx.em, moveId, 'start');
    if (move?.state === 'started') move = await replicate(ctx, move);
    if (move?.state === 'replicated') await cleanUp(ctx, move);
  } finally {
    running.delete(moveId);
  }
}

async function loadMove(ctx: SubgraphContext, moveId: number): Promise<RepositoryStorageMove | null> {
  const [row] = await query<RepositoryStorageMove>(ctx.em, `select ${MOVE_COLUMNS} from ${MT.moves} where id = ?`, [moveId]);
  return row ?? null;
}

/** Paths of the move's repository on its source and destination shards (the same relative path). */
async function pathsOf(ctx: SubgraphContext, move: RepositoryStorageMove) {
  const container = await loadContainerRepository(ctx.em, move.containerType, move.containerId);
  if (!container) throw new Error(`the ${move.containerType} of this move no longer exists`);
  const shards = storageShards(ctx.runtime);
  return {
    source: gitDirOf(shards, move.sourceStorageName, container.diskPath),
    destination: gitDirOf(shards, move.destinationStorageName, container.diskPath),
  };
}

async function replicate(ctx: SubgraphContext, move: RepositoryStorageMove): Promise<RepositoryStorageMove | null> {
  try {
    const { source, destination } = await pathsOf(ctx, move);
    // Same shard: nothing to copy (GitLab's same_filesystem?). No repository yet (a group without a
    // wiki, a project never pushed to): nothing to copy either, only the record moves.
    if (source !== destination && (await repositoryExists(source))) {
      await waitForWriters(source);
      await replicateRepository(source, destination, { pauseMs: ctx.runtime.config.storageMovePauseMs });
    }
  } catch (error) {
    return fail(ctx, move, error);
  }
  return transitionMove(ctx.em, move.id, 'finishReplication', {
    effects: (em) => releaseOnStorage(em, move.containerType, move.containerId, move.destinationStorageName),
  });
}

async function cleanUp(ctx: SubgraphContext, move: RepositoryStorageMove): Promise<void> {
  // The crash drills' window between replication and cleanup (config storageMovePauseMs).
  if (ctx.runtime.config.storageMovePauseMs) await pause(ctx.runtime.config.storageMovePauseMs);
  try {
    const { source, destination } = await pathsOf(ctx, move);
    if (source !== destination) await removeRepository(source);
  } catch (error) {
    await fail(ctx, move, error);
    return;
  }
  await transitionMove(ctx.em, move.id, 'finishCleanup');
}

/** `do_fail`: before replication the container is writable again on its source. */
async function fail(ctx: SubgraphContext, move: RepositoryStorageMove, error: unknown): Promise<null> {
  const message = error instanceof Error ? error.message : String(error);
  ctx.runtime.logger.warn('repository storage move failed', { moveId: move.id, error });
  await transitionMove(ctx.em, move.id, 'fail', {
    errorMessage: message,
    effects: async (em, failed) => {
      if (failed.state === 'failed') await releaseOnStorage(em, move.containerType, move.containerId, move.sourceStorageName);
    },
  });
  return null;
}
