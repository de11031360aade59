import { randomUUID } from 'node:crypto';
import { HttpError } from '../http/http-error';
import { RouteAnswer } from '../http/route-answer';
import { AuthorizeJobArtifactUpload, CreateJobArtifact, type AuthorizeJobArtifactUploadResult } from '../operations/job-artifacts';
import type { HandlerContext } from '../routes/route';
import { operationData } from './operation-data';
import { streamFilePart } from './multipart-file';

/** Where the ci subgraph expects streamed uploads (services/artifacts/artifact-kinds.ts UPLOAD_PREFIX). */
const UPLOAD_PREFIX = 'tmp/artifact-uploads/';
const MISSING_FILE = () => HttpError.of(400, { message: '400 Bad request - Missing artifacts file!' });

/**
 * POST /jobs/:id/artifacts (Workhorse's authorize + upload, then API::Ci::Runner): the job token is checked
 * and the limit learnt before the body is read; the multipart `file` streams into the object store while
 * its bytes are counted (413 past `max_artifacts_size`); ci then accepts it. The upload never stays behind.
 */
export async function receiveArtifactUpload(ctx: HandlerContext): Promise<RouteAnswer> {
  const { params, req } = ctx;
  const jobId = params.id as number;
  const token = (params.token as string | undefined) || req.get('job-token') || null;
  const authorized = operationData(await ctx.engine.execute<AuthorizeJobArtifactUploadResult>(AuthorizeJobArtifactUpload.document, { jobId, token }, ctx.actor, ctx.requestId));
  if (!req.is('multipart/form-data')) throw MISSING_FILE();
  const uploadKey = `${UPLOAD_PREFIX}${randomUUID()}`;
  try {
    const file = await streamFilePart(req, ctx.objects, { key: uploadKey, maxBytes: authorized.authorizeJobArtifactUpload, field: 'file', defaultName: 'artifacts' });
    if (!file) throw MISSING_FILE();
    const input = {
      jobId, token, fileType: params.artifact_type, fileFormat: params.artifact_format, filename: file.filename,
      expireIn: params.expire_in ?? null, uploadKey, size: file.size, sha256: file.sha256,
    };
    operationData(await ctx.engine.execute(CreateJobArtifact.document, { input }, ctx.actor, ctx.requestId));
  } finally {
    await ctx.objects.delete(uploadKey);
  }
  // Grape sends the string `body "201"` as it is.
  return RouteAnswer.raw(201, { 'content-type': 'application/json' }, Buffer.from('201'));
}
