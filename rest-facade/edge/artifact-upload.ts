import { randomUUID } from 'node:crypto';
import type { Request } from 'express';
import busboy from 'busboy';
import { ObjectTooLarge, type ObjectStore, type StoredObject } from '@forgegraph/platform';
import { HttpError } from '../http/http-error';
import { RouteAnswer } from '../http/route-answer';
import { AuthorizeJobArtifactUpload, CreateJobArtifact, type AuthorizeJobArtifactUploadResult } from '../operations/job-artifacts';
import type { HandlerContext } from '../routes/route';
import { operationData } from './operation-data';

/** Where the ci subgraph expects streamed uploads (services/artifacts/artifact-kinds.ts UPLOAD_PREFIX). */
const UPLOAD_PREFIX = 'tmp/artifact-uploads/';
/** lib/api/ci/runner.rb `file_too_large!`. */
const TOO_LARGE = () => HttpError.of(413, { message: '413 Request Entity Too Large' });
const MISSING_FILE = () => HttpError.of(400, { message: '400 Bad request - Missing artifacts file!' });

interface ReceivedFile extends StoredObject {
  filename: string;
}

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
    const file = await streamFilePart(req, ctx.objects, uploadKey, authorized.authorizeJobArtifactUpload);
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

/** Streams the `file` part into `key`; other parts are skipped. Null when the body has no `file`. */
function streamFilePart(req: Request, objects: ObjectStore, key: string, maxBytes: number): Promise<ReceivedFile | null> {
  return new Promise((resolve, reject) => {
    let writing: Promise<ReceivedFile> | null = null;
    let failed = false;
    const fail = (error: unknown) => {
      if (failed) return;
      failed = true;
      // Read the rest of the body so the client gets the answer rather than a reset connection.
      req.unpipe(parser);
      req.resume();
      reject(error instanceof ObjectTooLarge ? TOO_LARGE() : error instanceof HttpError ? error : HttpError.of(400, { message: '400 Bad request' }));
    };
    const parser = busboy({ headers: req.headers, limits: { files: 10, fields: 100 } });
    parser.on('file', (name, stream, info) => {
      if (name !== 'file' || writing) return void stream.resume();
      writing = objects.write(key, stream, { maxBytes }).then((stored) => ({ ...stored, filename: info.filename || 'artifacts' }));
      writing.catch(fail);
    });
    parser.on('error', fail);
    parser.on('close', () => {
      if (failed) return;
      if (!writing) return resolve(null);
      writing.then(resolve, fail);
    });
    req.pipe(parser);
  });
}
