import { randomUUID } from 'node:crypto';
import { query, type FailedRelation, type SubgraphContext } from '@forgegraph/platform';
import type { EntityManager } from '@mikro-orm/postgresql';
import { publishTransferEvent } from './transfer-events';
import { TT, type ImportRecord, type ImportState } from './transfer-tables';

export async function findImportRecord(em: EntityManager, projectId: number): Promise<ImportRecord | null> {
  const [row] = await query<ImportRecord>(em, `select * from ${TT.imports} where project_id = ?`, [projectId]);
  return row ?? null;
}

export async function findImportBySaga(em: EntityManager, sagaId: string): Promise<ImportRecord | null> {
  const [row] = await query<ImportRecord>(em, `select * from ${TT.imports} where saga_id = ?`, [sagaId]);
  return row ?? null;
}

export interface ImportRequest {
  projectId: number;
  importerId: number;
  uploadKey: string;
  overrideParams: Record<string, unknown>;
}

/** ProjectImportState#schedule: the new project's import, `scheduled`. */
export async function scheduleImport(ctx: SubgraphContext, request: ImportRequest): Promise<string> {
  return ctx.em.transactional(async (em) => {
    const sagaId = randomUUID();
    await query(em, `insert into ${TT.imports} (project_id, saga_id, state, upload_key, importer_id, override_params) values (?, ?, 'scheduled', ?, ?, ?::jsonb)`,
      [request.projectId, sagaId, request.uploadKey, request.importerId, JSON.stringify(request.overrideParams)]);
    await publishTransferEvent(em, 'importStatusChanged', request.projectId, 'scheduled');
    return sagaId;
  });
}

/** A guarded transition of ProjectImportState's machine; false when the saga is elsewhere. */
export async function moveImport(ctx: SubgraphContext, sagaId: string, from: ImportState[], to: ImportState, importError: string | null = null): Promise<boolean> {
  return ctx.em.transactional(async (em) => {
    const rows = await query<{ project_id: number }>(em, `update ${TT.imports} set state = ?, import_error = coalesce(?, import_error), updated_at = now()
      where saga_id = ? and state in (?) returning project_id`, [to, importError, sagaId, from]);
    if (!rows.length) return false;
    await publishTransferEvent(em, 'importStatusChanged', rows[0].project_id, to);
    return true;
  });
}

/** Takes a part's report once (step `step - 1` → `step`), recording its failed relations with ids and times. */
export async function advanceImportStep(ctx: SubgraphContext, sagaId: string, step: number, failed: FailedRelation[]): Promise<boolean> {
  const stamped = failed.map((f) => ({ ...f, created_at: new Date().toISOString() }));
  const rows = await query(ctx.em, `update ${TT.imports} set step = ?, updated_at = now(),
      failed_relations = failed_relations || (select coalesce(jsonb_agg(f || jsonb_build_object('id', jsonb_array_length(failed_relations) + n)), '[]'::jsonb)
        from jsonb_array_elements(?::jsonb) with ordinality as t(f, n))
    where saga_id = ? and step = ? and state = 'started' returning project_id`, [step, JSON.stringify(stamped), sagaId, step - 1]);
  return rows.length > 0;
}
