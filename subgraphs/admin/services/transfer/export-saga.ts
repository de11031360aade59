import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  IMPORT_EXPORT_VERSION, ObjectTooLarge, objectStoreIn, packArchive, TRANSFER_PARTS, transferPartJobName, transferStagingDir, GITLAB_REVISION, GITLAB_VERSION,
  type SubgraphContext, type TransferPartTask, type TransferStep,
} from '@forgegraph/platform';
import { projectFactsLoader } from '../domains/collaboration.client';
import { advanceExportStep, findExportBySaga, moveExport } from './export-records';
import { exportFilename } from './export-filename';
import { uploadExport } from './export-upload';
import type { ExportRecord } from './transfer-tables';

const MB = 1024 * 1024;

/** Moves an export saga past `step`: 0 starts it, each part's report runs the next part, the last packs the archive. */
export async function runExportStep(ctx: SubgraphContext, step: TransferStep): Promise<void> {
  const record = await findExportBySaga(ctx.em, step.sagaId);
  if (!record) return;
  if (step.step === 0) return startExport(ctx, record);
  if (!(await advanceExportStep(ctx, record.saga_id, step.step))) return;
  if (step.report?.error) return failExport(ctx, record, step.report.error);
  if (step.step < TRANSFER_PARTS.length) return dispatchExportPart(ctx, record, step.step);
  await finishExport(ctx, record);
}

async function startExport(ctx: SubgraphContext, record: ExportRecord): Promise<void> {
  // A restart may deliver the start again: a saga already started carries on from its step.
  const started = await moveExport(ctx, record.saga_id, ['queued'], 'started');
  if (!started) return;
  const dir = stagingOf(ctx, record);
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  // lib/gitlab/import_export/version_saver.rb: VERSION, GITLAB_VERSION, GITLAB_REVISION at the root.
  await writeFile(path.join(dir, 'VERSION'), IMPORT_EXPORT_VERSION);
  await writeFile(path.join(dir, 'GITLAB_VERSION'), GITLAB_VERSION);
  await writeFile(path.join(dir, 'GITLAB_REVISION'), GITLAB_REVISION);
  await dispatchExportPart(ctx, record, 0);
}

async function dispatchExportPart(ctx: SubgraphContext, record: ExportRecord, index: number): Promise<void> {
  const task: TransferPartTask = {
    kind: 'export', sagaId: record.saga_id, step: index, projectId: record.project_id, stagingDir: stagingOf(ctx, record),
    // POST /projects/:id/export's `description` overrides the project's in the archive.
    ...(record.description !== null ? { overrideParams: { description: record.description } } : {}),
  };
  await ctx.runtime.jobs.send(transferPartJobName('export', TRANSFER_PARTS[index]), task);
}

async function finishExport(ctx: SubgraphContext, record: ExportRecord): Promise<void> {
  const settings = await ctx.runtime.settings.current();
  const maxBytes = Number(settings.max_export_size ?? 0) * MB;
  const objects = objectStoreIn(ctx.runtime.config.dataDir);
  const key = `exports/${record.project_id}/${record.saga_id}.tar.gz`;
  const facts = await projectFactsLoader(ctx).load(record.project_id);
  if (!facts) return failExport(ctx, record, 'The project was deleted during the export');
  try {
    await packArchive(stagingOf(ctx, record), objects, key, maxBytes || undefined);
  } catch (error) {
    if (!(error instanceof ObjectTooLarge)) throw error;
    return failExport(ctx, record, `The export is larger than the maximum export size (${settings.max_export_size} MB)`);
  }
  // `started` includes post-processing such as uploading the file (doc/api/project_import_export.md).
  const uploadError = await uploadExport(ctx, record, objects, key);
  if (uploadError) {
    await objects.delete(key);
    return failExport(ctx, record, uploadError);
  }
  const previous = record.archive_key;
  const finished = await moveExport(ctx, record.saga_id, ['started'], 'finished', {
    archive_key: key, archive_name: exportFilename(new Date(), facts.pathWithNamespace), finished_at: new Date(),
  });
  if (!finished) return void objects.delete(key);
  if (previous && previous !== key) await objects.delete(previous);
  await rm(stagingOf(ctx, record), { recursive: true, force: true });
}

async function failExport(ctx: SubgraphContext, record: ExportRecord, error: string): Promise<void> {
  await moveExport(ctx, record.saga_id, ['queued', 'started'], 'failed', { error });
  await rm(stagingOf(ctx, record), { recursive: true, force: true });
}

function stagingOf(ctx: SubgraphContext, record: ExportRecord): string {
  return transferStagingDir(ctx.runtime.config.dataDir, 'export', record.saga_id);
}
