import { query, type JobDefinition, type SubgraphRuntime } from '@forgegraph/platform';
import { runBulkStorageMoves, type BulkMovesInput } from './storage-move-bulk.service';
import { BULK_STORAGE_MOVES_JOB, STORAGE_MOVE_JOB } from './storage-move-jobs';
import { runStorageMove } from './storage-move-runner';
import { MT } from './storage-move-tables';

/**
 * One move (UpdateRepositoryStorageWorker). The runner ends every move in a visible state itself, so
 * a retry only follows an error outside it (the database gone); it then resumes from the state.
 * Several workers: moves of different repositories run side by side.
 */
export const storageMoveJob: JobDefinition<{ moveId: number }> = {
  name: STORAGE_MOVE_JOB,
  retryLimit: 5,
  expireInSeconds: 3600,
  concurrency: 4,
  run: ({ moveId }, ctx) => runStorageMove(ctx, moveId),
};

/** ScheduleBulkRepositoryShardMovesWorker. */
export const bulkStorageMovesJob: JobDefinition<BulkMovesInput> = {
  name: BULK_STORAGE_MOVES_JOB,
  retryLimit: 3,
  run: (input, ctx) => runBulkStorageMoves(ctx, input),
};

/**
 * At boot: moves a crash (kill -9) left `scheduled`, `started` or `replicated` are queued again. Their
 * old jobs are held as active by pg-boss until they expire; the guarded transitions make a late run
 * of one a no-op.
 */
export async function resumeStorageMoves(runtime: SubgraphRuntime): Promise<void> {
  const rows = await query<{ id: number }>(runtime.orm.em.fork(), `select id from ${MT.moves} where state in ('scheduled', 'started', 'replicated') order by id`);
  for (const { id } of rows) await runtime.jobs.send(STORAGE_MOVE_JOB, { moveId: id });
}
