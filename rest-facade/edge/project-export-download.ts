import { RouteAnswer } from '../http/route-answer';
import { ProjectExportArchive, type ProjectExportArchiveResult } from '../operations/project-import-export';
import type { HandlerContext } from '../routes/route';
import { operationData } from './operation-data';

/** GET /projects/:id/export/download: `present_file!` of the finished archive, streamed. */
export async function receiveProjectExportDownload(ctx: HandlerContext): Promise<RouteAnswer> {
  const result = await ctx.engine.execute<ProjectExportArchiveResult>(ProjectExportArchive.document, { project: String(ctx.params.id) }, ctx.actor, ctx.requestId);
  const archive = operationData(result).projectExportArchive;
  const size = await ctx.objects.size(archive.objectKey);
  if (size === null) return RouteAnswer.json(404, { message: '404 Not found or has expired' });
  return RouteAnswer.raw(200, {
    'content-type': 'application/gzip',
    'content-length': String(size),
    'content-disposition': `attachment; filename="${archive.filename}"; filename*=UTF-8''${encodeURIComponent(archive.filename)}`,
    'content-transfer-encoding': 'binary',
  }, ctx.objects.read(archive.objectKey));
}
