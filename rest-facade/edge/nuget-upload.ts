import { randomUUID } from 'node:crypto';
import { HttpError } from '../http/http-error';
import { RouteAnswer } from '../http/route-answer';
import { AuthorizeNugetUpload, CreateNugetPackage } from '../operations/nuget';
import type { HandlerContext } from '../routes/route';
import { operationData } from './operation-data';
import { streamFilePart } from './multipart-file';

/** Where the packages subgraph expects streamed uploads (services/nuget/package-store.ts UPLOAD_PREFIX). */
const UPLOAD_PREFIX = 'tmp/package-uploads/';
/** Grape's answer when the `package` file param is absent. */
const MISSING_PACKAGE = () => HttpError.of(400, { error: 'package is missing' });

/**
 * PUT <project prefix>, /v2 and /symbolpackage (Workhorse's authorize + upload, then API::NugetProjectPackages):
 * the caller's right to publish and the limit are checked before the body is read, the multipart `package`
 * streams into the object store (413 past `nuget_max_file_size`), and packages accepts it or refuses it.
 * The upload never stays behind.
 */
export function receiveNugetUpload(symbol: boolean) {
  return async (ctx: HandlerContext): Promise<RouteAnswer> => {
    const projectRef = String(ctx.params.id);
    const run = async <R>(operation: { document: string }, variables: Record<string, unknown>) =>
      operationData(await ctx.engine.execute<R>(operation.document, variables, ctx.actor, ctx.requestId));
    const limit = await run<{ authorizeNugetUpload: number }>(AuthorizeNugetUpload, { projectRef });
    if (!ctx.req.is('multipart/form-data')) throw MISSING_PACKAGE();
    const uploadKey = `${UPLOAD_PREFIX}${randomUUID()}`;
    try {
      const file = await streamFilePart(ctx.req, ctx.objects, { key: uploadKey, maxBytes: limit.authorizeNugetUpload, field: 'package', defaultName: 'package.nupkg' });
      if (!file) throw MISSING_PACKAGE();
      await run(CreateNugetPackage, { input: { projectRef, uploadKey, size: file.size, sha256: file.sha256, symbol } });
    } finally {
      await ctx.objects.delete(uploadKey);
    }
    return RouteAnswer.json(201, { message: '201 Created' });
  };
}
