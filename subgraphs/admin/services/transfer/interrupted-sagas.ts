import { query, TRANSFER_STEP_JOB, type SubgraphRuntime, type TransferStep } from '@forgegraph/platform';
import { publishTransferEvent } from './transfer-events';
import { TT } from './transfer-tables';

/** GitLab's message for an import whose worker died (StuckProjectImportJobsWorker). */
export const INTERRUPTED_IMPORT = 'Import timed out. Import took longer than the allowed time or the service restarted during the import.';

/**
 * A boot after a crash (`kill -9`) finds the sagas the dead process was running (ARCHITECTURE §7):
 * an export starts over under a new saga id (late reports of the old one no longer match), an
 * import fails visibly, since its rows may be half-written and GitLab does not resume one either.
 */
export async function recoverInterruptedSagas(runtime: SubgraphRuntime): Promise<void> {
  const em = runtime.orm.em.fork();
  const restarted = await em.transactional(async (tx) => {
    const rows = await query<{ project_id: number; saga_id: string }>(tx, `update ${TT.exports} set saga_id = gen_random_uuid(), state = 'queued', step = 0, updated_at = now()
      where state in ('queued', 'started') returning project_id, saga_id`);
    for (const row of rows) await publishTransferEvent(tx, 'exportStatusChanged', row.project_id, 'queued');
    const failed = await query<{ project_id: number }>(tx, `update ${TT.imports} set state = 'failed', import_error = ?, updated_at = now()
      where state in ('scheduled', 'started') returning project_id`, [INTERRUPTED_IMPORT]);
    for (const row of failed) await publishTransferEvent(tx, 'importStatusChanged', row.project_id, 'failed');
    return rows;
  });
  for (const row of restarted) {
    const start: TransferStep = { kind: 'export', sagaId: row.saga_id, step: 0 };
    await runtime.jobs.send(TRANSFER_STEP_JOB, start);
  }
}
