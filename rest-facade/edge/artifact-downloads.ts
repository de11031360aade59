import path from 'node:path';
import { Readable } from 'node:stream';
import { createInflateRaw } from 'node:zlib';
import { NotFoundError, type ObjectStore } from '@forgegraph/platform';
import { RouteAnswer } from '../http/route-answer';
import {
  DependencyArtifactsArchive, JobArtifactFile, JobArtifactsArchive, RefArtifactFile, RefArtifactsArchive,
  type JobArtifactEntryFields, type JobArtifactObject,
} from '../operations/job-artifacts';
import type { Operation } from '../operations/operation';
import type { HandlerContext } from '../routes/route';
import { operationData } from './operation-data';

// Each download asks ci (as the caller) what to send, then streams the bytes from the object store itself
// (Workhorse's send-data, done in-process): whole archives as they are, single files by a ranged read of
// the zip at the offset recorded at upload.

const LOCAL_HEADER_SIZE = 30;
const LOCAL_HEADER_SIGNATURE = 0x04034b50;
const CONTENT_TYPES: Record<string, string> = {
  '.txt': 'text/plain', '.log': 'text/plain', '.md': 'text/markdown', '.html': 'text/html', '.htm': 'text/html',
  '.css': 'text/css', '.js': 'application/javascript', '.json': 'application/json', '.xml': 'application/xml',
  '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.gif': 'image/gif', '.svg': 'image/svg+xml',
  '.pdf': 'application/pdf', '.zip': 'application/zip', '.gz': 'application/gzip',
};

/** GET /projects/:id/jobs/:job_id/artifacts. */
export async function sendJobArchive(ctx: HandlerContext): Promise<RouteAnswer> {
  const data = await run(ctx, JobArtifactsArchive, { projectRef: ctx.params.id, jobId: ctx.params.job_id });
  return sendArchive(ctx.objects, data.jobArtifactsArchive);
}

/** GET /projects/:id/jobs/artifacts/:ref_name/download?job=. */
export async function sendRefArchive(ctx: HandlerContext): Promise<RouteAnswer> {
  const data = await run(ctx, RefArtifactsArchive, { projectRef: ctx.params.id, refName: ctx.params.ref_name, jobName: ctx.params.job });
  return sendArchive(ctx.objects, data.refArtifactsArchive);
}

/** The runner's GET /jobs/:id/artifacts (a dependency's archive, for a running job's token). */
export async function sendDependencyArchive(ctx: HandlerContext): Promise<RouteAnswer> {
  const token = (ctx.params.token as string | undefined) || ctx.req.get('job-token') || null;
  const data = await run(ctx, DependencyArtifactsArchive, { jobId: ctx.params.id, token });
  return sendArchive(ctx.objects, data.dependencyArtifactsArchive);
}

/** GET /projects/:id/jobs/:job_id/artifacts/*artifact_path. */
export async function sendJobArchiveFile(ctx: HandlerContext): Promise<RouteAnswer> {
  const data = await run(ctx, JobArtifactFile, { projectRef: ctx.params.id, jobId: ctx.params.job_id, path: artifactPath(ctx) });
  return sendEntry(ctx.objects, data.jobArtifactFile, 'attachment');
}

/** GET /projects/:id/jobs/artifacts/:ref_name/raw/*artifact_path?job=: shown inline, as plain text. */
export async function sendRefArchiveFile(ctx: HandlerContext): Promise<RouteAnswer> {
  const variables = { projectRef: ctx.params.id, refName: ctx.params.ref_name, jobName: ctx.params.job, path: artifactPath(ctx) };
  const data = await run(ctx, RefArtifactFile, variables);
  return sendEntry(ctx.objects, data.refArtifactFile, 'inline');
}

async function run<R>(ctx: HandlerContext, operation: Operation<R>, variables: Record<string, unknown>): Promise<R> {
  return operationData(await ctx.engine.execute<R>(operation.document, variables, ctx.actor, ctx.requestId));
}

/** `*artifact_path` arrives as express's splat: its segments, joined back. */
function artifactPath(ctx: HandlerContext): string {
  const value = ctx.params.artifact_path as unknown;
  return Array.isArray(value) ? value.join('/') : String(value ?? '');
}

function sendArchive(objects: ObjectStore, artifact: JobArtifactObject): RouteAnswer {
  return RouteAnswer.raw(200, {
    'content-type': 'application/zip',
    'content-length': String(artifact.size),
    'content-disposition': disposition('attachment', artifact.filename),
    'content-transfer-encoding': 'binary',
  }, objects.read(artifact.objectKey));
}

async function sendEntry(objects: ObjectStore, file: { artifact: JobArtifactObject; entry: JobArtifactEntryFields }, mode: 'attachment' | 'inline'): Promise<RouteAnswer> {
  const name = path.posix.basename(file.entry.path);
  const type = mode === 'inline' ? 'text/plain; charset=utf-8' : CONTENT_TYPES[path.posix.extname(name).toLowerCase()] ?? 'application/octet-stream';
  const body = await entryStream(objects, file.artifact.objectKey, file.entry);
  return RouteAnswer.raw(200, {
    'content-type': type,
    'content-length': String(file.entry.size),
    'content-disposition': disposition(mode, name),
    'x-content-type-options': 'nosniff',
  }, body);
}

/** The entry's bytes: its local header tells where the data starts; deflated data is inflated on the way. */
async function entryStream(objects: ObjectStore, key: string, entry: JobArtifactEntryFields): Promise<Readable> {
  const header = await readBytes(objects.read(key, { start: entry.headerOffset, end: entry.headerOffset + LOCAL_HEADER_SIZE - 1 }));
  if (header.length < LOCAL_HEADER_SIZE || header.readUInt32LE(0) !== LOCAL_HEADER_SIGNATURE) throw NotFoundError.withMessage('404 Not Found');
  const start = entry.headerOffset + LOCAL_HEADER_SIZE + header.readUInt16LE(26) + header.readUInt16LE(28);
  if (entry.size === 0) return Readable.from([]);
  const data = objects.read(key, { start, end: start + entry.compressedSize - 1 });
  return entry.method === 8 ? data.pipe(createInflateRaw()) : data;
}

function readBytes(stream: Readable): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('error', reject);
    stream.on('end', () => resolve(Buffer.concat(chunks)));
  });
}

/** Rails' content_disposition: the ASCII name quoted, and the UTF-8 name percent-encoded. */
function disposition(mode: 'attachment' | 'inline', filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '?').replace(/"/g, '\\"');
  return `${mode}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}
