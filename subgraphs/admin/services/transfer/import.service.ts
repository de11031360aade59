import {
  AccessLevel, BadRequestError, ForbiddenError, NotFoundError, projectGrantLoader, projectIdOf, requireUser, TRANSFER_STEP_JOB,
  type SubgraphContext, type TransferStep,
} from '@forgegraph/platform';
import type { ImportProjectInput } from '../../schema/transfer.inputs';
import { ProjectRef } from '../../schema/integration.types';
import type { ImportStatusView } from '../../schema/transfer.types';
import { findImportRecord, scheduleImport } from './import-records';
import { createImportedProject, importNamespaceIdOf } from './project-creation.client';
import type { ImportRecord } from './transfer-tables';

/** Keys the REST edge gives uploads (`imports/uploads/<uuid>.tar.gz`); no other object may be read as an archive. */
const UPLOAD_KEY = /^imports\/uploads\/[0-9a-f-]{36}\.tar\.gz$/;

/** POST /projects/import (lib/api/project_import.rb): creates the project, then schedules the import saga. */
export async function importProject(ctx: SubgraphContext, input: ImportProjectInput): Promise<ImportStatusView> {
  requireUser(ctx.actor);
  const settings = await ctx.runtime.settings.current();
  // `forbidden! unless Gitlab::CurrentSettings.import_sources.include?('gitlab_project')`
  if (Array.isArray(settings.import_sources) && !settings.import_sources.includes('gitlab_project')) throw ForbiddenError.create();
  if (!UPLOAD_KEY.test(input.uploadKey)) throw BadRequestError.param('file is invalid');
  const namespaceId = input.namespace ? await importNamespaceIdOf(ctx, input.namespace) : null;
  const overrides = input.overrideParams ?? {};
  const projectId = await createImportedProject(ctx, {
    path: input.path, name: input.name ?? input.path, namespaceId,
    visibility: typeof overrides.visibility === 'string' ? overrides.visibility : null,
  });
  const sagaId = await scheduleImport(ctx, { projectId, importerId: ctx.actor.userId!, uploadKey: input.uploadKey, overrideParams: overrides });
  const start: TransferStep = { kind: 'import', sagaId, step: 0 };
  await ctx.runtime.jobs.send(TRANSFER_STEP_JOB, start);
  return importStatusView(projectId, await findImportRecord(ctx.em, projectId), true);
}

/** Workhorse's authorize step for imports: signed-in callers, the `max_import_size` limit in bytes (0: none). */
export async function importUploadLimit(ctx: SubgraphContext): Promise<number> {
  requireUser(ctx.actor);
  const settings = await ctx.runtime.settings.current();
  return Number(settings.max_import_size ?? 0) * 1024 * 1024;
}

/** GET /projects/:id/import: any reader of the project; `import_error` in full for Maintainers only. */
export async function projectImportStatus(ctx: SubgraphContext, ref: string): Promise<ImportStatusView> {
  const projectId = await projectIdOf(ctx, 'admin', ref);
  const grant = await projectGrantLoader(ctx, 'admin').load(projectId);
  if (!grant.canRead) throw NotFoundError.resource('Project');
  const mayReadError = grant.isAdmin || grant.accessLevel >= AccessLevel.MAINTAINER;
  return importStatusView(projectId, await findImportRecord(ctx.em, projectId), mayReadError);
}

function importStatusView(projectId: number, record: ImportRecord | null, mayReadError: boolean): ImportStatusView {
  const importError = record?.import_error
    ? (mayReadError ? record.import_error : 'Ask a maintainer to check the import status for more details.')
    : null;
  return {
    id: String(projectId),
    project: Object.assign(new ProjectRef(), { id: String(projectId) }),
    importStatus: record?.state ?? 'none',
    importType: record ? 'gitlab_project' : null,
    correlationId: record ? record.saga_id.replace(/-/g, '') : null,
    importError,
    failedRelations: (record?.failed_relations ?? []).slice(0, 100),
  };
}
