import { sendOutbound, webHookPolicy, type ObjectStore, type SubgraphContext } from '@forgegraph/platform';
import type { ExportRecord } from './transfer-tables';

/** A remote upload may take as long as a large archive needs; GitLab's UploadStrategy gives it hours. */
const UPLOAD_TIMEOUT_MS = 60 * 60 * 1000;

/**
 * `upload[url]` (ImportExport::AfterExportStrategies::WebUploadStrategy): the archive's bytes only,
 * `Content-Type: application/gzip`, PUT or POST, through the outbound guard. Null when it was taken,
 * else the reason it failed (the export then fails with it).
 */
export async function uploadExport(ctx: SubgraphContext, record: ExportRecord, objects: ObjectStore, key: string): Promise<string | null> {
  if (!record.upload_url) return null;
  const length = await objects.size(key);
  if (length === null) return 'The export archive is missing';
  const settings = await ctx.runtime.settings.current();
  try {
    const response = await sendOutbound({
      url: record.upload_url, method: record.upload_method === 'POST' ? 'POST' : 'PUT',
      headers: { 'content-type': 'application/gzip' }, bodyStream: { stream: objects.read(key), length }, timeoutMs: UPLOAD_TIMEOUT_MS,
    }, webHookPolicy(settings));
    return response.status >= 200 && response.status < 300 ? null : `Error while uploading the export: the server answered ${response.status}`;
  } catch (error) {
    return `Error while uploading the export: ${error instanceof Error ? error.message : String(error)}`;
  }
}
