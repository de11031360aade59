import { randomUUID } from 'node:crypto';
import { query, type SubgraphContext } from '@forgegraph/platform';
import type { EntityManager } from '@mikro-orm/postgresql';
import { publishTransferEvent } from './transfer-events';
import { TT, type ExportRecord, type ExportState } from './transfer-tables';

export async function findExportRecord(em: EntityManager, projectId: number): Promise<ExportRecord | null> {
  const [row] = await query<ExportRecord>(em, `select * from ${TT.exports} where project_id = ?`, [projectId]);
  return row ?? null;
}

export async function findExportBySaga(em: EntityManager, sagaId: string): Promise<ExportRecord | null> {
  const [row] = await query<ExportRecord>(em, `select * from ${TT.exports} where saga_id = ?`, [sagaId]);
  return row ?? null;
}

/**
 * GitLab's `export_status` (Project#export_status): a file that exists while a new export runs is
 * `regeneration_in_progress`; otherwise the record's state, `none` without one.
 */
export function presentedExportStatus(record: ExportRecord | null): string {
  if (!record) return 'none';
  const running = record.state === 'queued' || record.state === 'started';
  if (running && record.archive_key) return 'regeneration_in_progress';
  return record.state;
}

export interface ExportRequest {
  projectId: number;
  userId: number;
  description: string | null;
  uploadUrl: string | null;
  uploadMethod: string | null;
}

/**
 * Queues a new export saga, keeping the previous file downloadable until the new one replaces it.
 * Null when an export of the project is already queued or running (that one answers the request).
 */
export async function queueExport(ctx: SubgraphContext, request: ExportRequest): Promise<string | null> {
  return ctx.em.transactional(async (em) => {
    const sagaId = randomUUID();
    const rows = await query<{ saga_id: string }>(em, `insert into ${TT.exports} as e
        (project_id, saga_id, state, step, description, upload_url, upload_method, requested_by, error)
      values (?, ?, 'queued', 0, ?, ?, ?, ?, null)
      on conflict (project_id) do update set saga_id = excluded.saga_id, state = 'queued', step = 0, description = excluded.description,
        upload_url = excluded.upload_url, upload_method = excluded.upload_method, requested_by = excluded.requested_by, error = null, updated_at = now()
        where e.state not in ('queued', 'started')
      returning saga_id`,
    [request.projectId, sagaId, request.description, request.uploadUrl, request.uploadMethod, request.userId]);
    if (!rows.length) return null;
    await publishTransferEvent(em, 'exportStatusChanged', request.projectId, 'queued');
    return sagaId;
  });
}

/** A guarded transition (`UPDATE ... WHERE state = ...`): false when the saga moved on or was replaced. */
export async function moveExport(ctx: SubgraphContext, sagaId: string, from: ExportState[], to: ExportState, set: Record<string, unknown> = {}): Promise<boolean> {
  return ctx.em.transactional(async (em) => {
    const columns = Object.keys(set);
    const assignments = columns.map((c) => `, ${c} = ?`).join('');
    const rows = await query<{ project_id: number }>(em, `update ${TT.exports} set state = ?, updated_at = now()${assignments}
      where saga_id = ? and state in (?) returning project_id`, [to, ...columns.map((c) => set[c]), sagaId, from]);
    if (!rows.length) return false;
    await publishTransferEvent(em, 'exportStatusChanged', rows[0].project_id, to);
    return true;
  });
}

/** Takes a part's report once: moves the saga's step from `step - 1` to `step`; false for a duplicate. */
export async function advanceExportStep(ctx: SubgraphContext, sagaId: string, step: number): Promise<boolean> {
  const rows = await query(ctx.em, `update ${TT.exports} set step = ?, updated_at = now() where saga_id = ? and step = ? and state = 'started' returning project_id`,
    [step, sagaId, step - 1]);
  return rows.length > 0;
}
