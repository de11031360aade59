import { rm } from 'node:fs/promises';
import {
  ArchiveRejected, checkArchiveVersion, objectStoreIn, TRANSFER_PARTS, transferPartJobName, transferStagingDir, unpackArchive,
  type SubgraphContext, type TransferPartTask, type TransferStep,
} from '@forgegraph/platform';
import { advanceImportStep, findImportBySaga, moveImport } from './import-records';
import type { ImportRecord } from './transfer-tables';

const MB = 1024 * 1024;

/** Moves an import saga past `step`: 0 unpacks and checks the archive, each part's report runs the next. */
export async function runImportStep(ctx: SubgraphContext, step: TransferStep): Promise<void> {
  const record = await findImportBySaga(ctx.em, step.sagaId);
  if (!record) return;
  if (step.step === 0) return startImport(ctx, record);
  if (!(await advanceImportStep(ctx, record.saga_id, step.step, step.report?.failedRelations ?? []))) return;
  if (step.step < TRANSFER_PARTS.length) return dispatchImportPart(ctx, record, step.step);
  if (await moveImport(ctx, record.saga_id, ['started'], 'finished')) await cleanUp(ctx, record);
}

async function startImport(ctx: SubgraphContext, record: ImportRecord): Promise<void> {
  if (!(await moveImport(ctx, record.saga_id, ['scheduled'], 'started'))) return;
  const settings = await ctx.runtime.settings.current();
  const dir = stagingOf(ctx, record);
  try {
    await rm(dir, { recursive: true, force: true });
    await unpackArchive(objectStoreIn(ctx.runtime.config.dataDir), record.upload_key, dir, {
      maxDecompressedBytes: Number(settings.max_decompressed_archive_size ?? 0) * MB,
      timeoutMs: Number(settings.decompress_archive_file_timeout ?? 0) * 1000,
    });
    await checkArchiveVersion(dir);
  } catch (error) {
    // ProjectImportState#mark_as_failed: the project stays, `failed` with the reason as `import_error`.
    const message = error instanceof ArchiveRejected ? error.message : 'Unable to read the export file';
    if (!(error instanceof ArchiveRejected)) ctx.runtime.logger.warn('import archive unreadable', { sagaId: record.saga_id, error });
    await moveImport(ctx, record.saga_id, ['started'], 'failed', message);
    return cleanUp(ctx, record);
  }
  await dispatchImportPart(ctx, record, 0);
}

async function dispatchImportPart(ctx: SubgraphContext, record: ImportRecord, index: number): Promise<void> {
  const task: TransferPartTask = {
    kind: 'import', sagaId: record.saga_id, step: index, projectId: record.project_id, stagingDir: stagingOf(ctx, record),
    importerId: record.importer_id, overrideParams: record.override_params,
  };
  await ctx.runtime.jobs.send(transferPartJobName('import', TRANSFER_PARTS[index]), task);
}

async function cleanUp(ctx: SubgraphContext, record: ImportRecord): Promise<void> {
  await rm(stagingOf(ctx, record), { recursive: true, force: true });
  await objectStoreIn(ctx.runtime.config.dataDir).delete(record.upload_key);
}

function stagingOf(ctx: SubgraphContext, record: ImportRecord): string {
  return transferStagingDir(ctx.runtime.config.dataDir, 'import', record.saga_id);
}
