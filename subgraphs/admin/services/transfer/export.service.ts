import { BadRequestError, NotFoundError, type SubgraphContext } from '@forgegraph/platform';
import { maintainedProjectId } from '../domains/collaboration.client';
import { findExportRecord, presentedExportStatus, queueExport } from './export-records';
import type { ExportStatusView, ExportArchiveView } from '../../schema/transfer.types';
import { ProjectRef } from '../../schema/integration.types';
import { TRANSFER_STEP_JOB, type TransferStep } from '@forgegraph/platform';

export interface ExportOptions {
  description: string | null;
  uploadUrl: string | null;
  uploadHttpMethod: string | null;
}

/** POST /projects/:id/export: Maintainers; a new saga unless one is already queued or running. */
export async function requestProjectExport(ctx: SubgraphContext, ref: string, options: ExportOptions): Promise<boolean> {
  checkUpload(options);
  const projectId = await maintainedProjectId(ctx, ref);
  await requireExportEnabled(ctx);
  const sagaId = await queueExport(ctx, {
    projectId, userId: ctx.actor.userId!, description: options.description,
    uploadUrl: options.uploadUrl, uploadMethod: options.uploadUrl ? (options.uploadHttpMethod ?? 'PUT') : null,
  });
  if (sagaId) {
    const start: TransferStep = { kind: 'export', sagaId, step: 0 };
    await ctx.runtime.jobs.send(TRANSFER_STEP_JOB, start);
  }
  return true;
}

/** Grape's checks of the `upload` hash: `upload[url]` required with it, `upload[http_method]` PUT or POST. */
function checkUpload(options: ExportOptions): void {
  if (options.uploadUrl === null) return;
  if (!options.uploadUrl) throw BadRequestError.param('upload[url] is missing');
  if (!['PUT', 'POST'].includes(options.uploadHttpMethod ?? 'PUT')) throw BadRequestError.param('upload[http_method] does not have a valid value');
}

/** GET /projects/:id/export. */
export async function projectExportStatus(ctx: SubgraphContext, ref: string): Promise<ExportStatusView> {
  const projectId = await maintainedProjectId(ctx, ref);
  await requireExportEnabled(ctx);
  const record = await findExportRecord(ctx.em, projectId);
  return { id: String(projectId), project: Object.assign(new ProjectRef(), { id: String(projectId) }), exportStatus: presentedExportStatus(record) };
}

/** GET /projects/:id/export/download: the finished file, or GitLab's `404 Not found or has expired`. */
export async function projectExportArchive(ctx: SubgraphContext, ref: string): Promise<ExportArchiveView> {
  const projectId = await maintainedProjectId(ctx, ref);
  await requireExportEnabled(ctx);
  const record = await findExportRecord(ctx.em, projectId);
  if (!record?.archive_key || !record.archive_name || isExpired(record.finished_at)) throw NotFoundError.withMessage('404 Not found or has expired');
  return { objectKey: record.archive_key, filename: record.archive_name };
}

/** Exports expire after 24 hours (ProjectExportJob's cleanup of old uploads). */
const EXPORT_TTL_MS = 24 * 60 * 60 * 1000;
function isExpired(finishedAt: Date | null): boolean {
  return finishedAt !== null && Date.now() - new Date(finishedAt).getTime() > EXPORT_TTL_MS;
}

/** `not_found! unless Gitlab::CurrentSettings.project_export_enabled?` */
async function requireExportEnabled(ctx: SubgraphContext): Promise<void> {
  const settings = await ctx.runtime.settings.current();
  if (settings.project_export_enabled === false) throw NotFoundError.withMessage('404 Not Found');
}
