import { randomUUID } from 'node:crypto';
import { RouteAnswer } from '../http/route-answer';
import { ImportProject, ProjectImportUploadLimit, type ImportProjectResult, type ProjectImportUploadLimitResult } from '../operations/project-import-export';
import { p } from '../params/param';
import { parseParams } from '../params/parse-params';
import { presentProjectImportStatus } from '../presenters/project-import-status.presenter';
import type { HandlerContext } from '../routes/route';
import { streamFieldsAndFile } from './multipart-fields-and-file';
import { operationData } from './operation-data';

/** Where uploads wait for the import saga (admin accepts only keys of this shape). */
const UPLOAD_PREFIX = 'imports/uploads/';

/** lib/api/project_import.rb's params, in Grape's order (so `path is missing, file is missing`). */
export const PROJECT_IMPORT_PARAMS = {
  path: p.string().required(),
  file: p.file().required(),
  name: p.string(),
  namespace: p.string(),
  overwrite: p.boolean().default(false),
  override_params: p.hash(),
};

/**
 * POST /projects/import (Workhorse's authorize + upload, then API::ProjectImport): the limit is known
 * before the body is read, the archive streams into the object store, and admin creates the project
 * and schedules the import. A refused request leaves no upload behind.
 */
export async function receiveProjectImport(ctx: HandlerContext): Promise<RouteAnswer> {
  const run = async <R>(operation: { document: string }, variables: Record<string, unknown>) =>
    operationData(await ctx.engine.execute<R>(operation.document, variables, ctx.actor, ctx.requestId));
  const limit = await run<ProjectImportUploadLimitResult>(ProjectImportUploadLimit, {});
  const uploadKey = `${UPLOAD_PREFIX}${randomUUID()}.tar.gz`;
  let accepted = false;
  try {
    const { fields, file } = ctx.req.is('multipart/form-data')
      ? await streamFieldsAndFile(ctx.req, ctx.objects, { key: uploadKey, field: 'file', maxBytes: limit.projectImportUploadLimit || undefined })
      : { fields: jsonBodyOf(ctx), file: null };
    // The file's bytes are in the store: the param check only needs to know there is one.
    const raw = { ...fields, ...(file ? { file: { filename: file.filename, mimeType: 'application/gzip', content: Buffer.alloc(0) } } : {}) };
    const params = parseParams(raw, PROJECT_IMPORT_PARAMS);
    const input = {
      uploadKey, path: params.path, name: params.name ?? null, namespace: params.namespace ?? null,
      overwrite: params.overwrite ?? false, overrideParams: params.override_params ?? null,
    };
    const result = await run<ImportProjectResult>(ImportProject, { input });
    accepted = true;
    return RouteAnswer.json(201, presentProjectImportStatus(result.importProject));
  } finally {
    if (!accepted) await ctx.objects.delete(uploadKey);
  }
}

function jsonBodyOf(ctx: HandlerContext): Record<string, unknown> {
  const body = ctx.req.body;
  return body && typeof body === 'object' && !Buffer.isBuffer(body) ? { ...body } : {};
}
