import { defineTables } from '@forgegraph/platform';

/** admin's export/import tables, for the saga's hand-written (guarded) SQL. */
export const TT = defineTables('admin', { exports: 'project_exports', imports: 'project_imports' });

export type ExportState = 'queued' | 'started' | 'finished' | 'failed';
export type ImportState = 'none' | 'scheduled' | 'started' | 'finished' | 'failed' | 'canceled';

export interface ExportRecord {
  project_id: number;
  saga_id: string;
  state: ExportState;
  step: number;
  description: string | null;
  upload_url: string | null;
  upload_method: string | null;
  archive_key: string | null;
  archive_name: string | null;
  error: string | null;
  finished_at: Date | null;
}

export interface ImportRecord {
  project_id: number;
  saga_id: string;
  state: ImportState;
  step: number;
  upload_key: string;
  importer_id: number;
  override_params: Record<string, unknown>;
  import_error: string | null;
  failed_relations: Array<Record<string, unknown>>;
  created_at: Date;
}
