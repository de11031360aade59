import { RouteAnswer } from '../http/route-answer';
import { DownloadNugetPackageFile, type DownloadNugetPackageFileResult } from '../operations/nuget';
import type { HandlerContext } from '../routes/route';
import { operationData } from './operation-data';

/**
 * GET|HEAD <project prefix>/download/:name/:version/:file: packages names the file (and counts the
 * download), the bytes stream from the object store, never redirected (NuGet clients do not follow
 * 302s) and never buffered. `present_package_file!` sends it as an attachment, octet-stream. Also the v2
 * feed's `v2/download/:name/:version` (no file name; `latest` is the highest version).
 */
export async function sendNugetPackageFile(ctx: HandlerContext): Promise<RouteAnswer> {
  const { params } = ctx;
  const variables = { projectRef: String(params.id), name: params.package_name, version: params.package_version, fileName: params.package_filename ?? null };
  const data = operationData(await ctx.engine.execute<DownloadNugetPackageFileResult>(DownloadNugetPackageFile.document, variables, ctx.actor, ctx.requestId));
  const file = data.downloadNugetPackageFile;
  const headers = {
    'content-type': 'application/octet-stream',
    'content-length': String(file.size),
    'content-disposition': `attachment; filename="${file.fileName}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
    'content-transfer-encoding': 'binary',
  };
  return RouteAnswer.raw(200, headers, ctx.req.method === 'HEAD' ? null : ctx.objects.read(file.objectKey));
}
