import { gzipSync } from 'node:zlib';
import yazl from 'yazl';
import { Client } from 'pg';
import type { TestService } from './service';

export interface ZipOptions {
  /** name → target: stored as symlinks (mode 120777), as the runner's archiver stores them. */
  symlinks?: Record<string, string>;
  /** Replaces a name's bytes after building (yazl refuses `..` and absolute names): same length only. */
  rename?: Record<string, string>;
}

/** A real zip built with the runner's library (yazl), entries deflated. */
export function zipOf(files: Record<string, string | Buffer>, options: ZipOptions = {}): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, content] of Object.entries(files)) zip.addBuffer(Buffer.isBuffer(content) ? content : Buffer.from(content), name, { mtime: new Date(0) });
  for (const [name, target] of Object.entries(options.symlinks ?? {})) zip.addBuffer(Buffer.from(target), name, { mode: 0o120777, compress: false });
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('error', reject);
    zip.outputStream.on('end', () => resolve(renameEntries(Buffer.concat(chunks), options.rename ?? {})));
  });
}

function renameEntries(zip: Buffer, renames: Record<string, string>): Buffer {
  for (const [from, to] of Object.entries(renames)) {
    if (from.length !== to.length) throw new Error('a renamed entry keeps its length');
    let at = zip.indexOf(from);
    while (at !== -1) {
      zip.write(to, at);
      at = zip.indexOf(from, at + 1);
    }
  }
  return zip;
}

/** The runner's junit artifact: one gzip member per report file, concatenated. */
export function gzipMembers(...documents: string[]): Buffer {
  return Buffer.concat(documents.map((doc) => gzipSync(Buffer.from(doc))));
}

export interface UploadOptions {
  type?: string;
  format?: string;
  expireIn?: string;
  filename?: string;
  /** `header` (JOB-TOKEN, the runner's way) or `param` (`token=`). */
  tokenVia?: 'header' | 'param';
  /** Leave out the `file` part. */
  noFile?: boolean;
}

export interface RawResponse {
  status: number;
  headers: Headers;
  bytes: Buffer;
  text: string;
  json: any;
}

/** POST /jobs/:id/artifacts as gitlab-runner sends it: multipart, one `file` part, params in the query. */
export async function uploadArtifact(service: TestService, jobId: number, token: string, content: Buffer, options: UploadOptions = {}): Promise<RawResponse> {
  const query = new URLSearchParams();
  if (options.type) query.set('artifact_type', options.type);
  if (options.format) query.set('artifact_format', options.format);
  if (options.expireIn) query.set('expire_in', options.expireIn);
  if (options.tokenVia === 'param') query.set('token', token);
  const boundary = `----forgegraph${Math.random().toString(16).slice(2)}`;
  const part = options.noFile
    ? Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="other"\r\n\r\nx\r\n`)
    : Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${options.filename ?? 'artifacts.zip'}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
      content, Buffer.from('\r\n'),
    ]);
  const body = Buffer.concat([part, Buffer.from(`--${boundary}--\r\n`)]);
  const headers: Record<string, string> = { 'content-type': `multipart/form-data; boundary=${boundary}` };
  if (options.tokenVia !== 'param') headers['job-token'] = token;
  return rawRequest(service, 'POST', `/jobs/${jobId}/artifacts?${query}`, { headers, body });
}

/** Any /api/v4 request, answered as bytes (downloads) with the JSON parsed when there is some. */
export async function rawRequest(service: TestService, method: string, path: string, options: { headers?: Record<string, string>; body?: Buffer } = {}): Promise<RawResponse> {
  const response = await fetch(`${service.url}/api/v4${path}`, { method, headers: options.headers, body: options.body });
  const bytes = Buffer.from(await response.arrayBuffer());
  const text = bytes.toString('utf8');
  let json: any = undefined;
  if (response.headers.get('content-type')?.startsWith('application/json')) {
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
  }
  return { status: response.status, headers: response.headers, bytes, text, json };
}

/** A GET as a user (PRIVATE-TOKEN) or with a job token, answered as bytes. */
export function download(service: TestService, path: string, credentials: { token?: string | null; jobToken?: string } = {}): Promise<RawResponse> {
  const headers: Record<string, string> = {};
  const token = credentials.token === undefined ? service.api.token : credentials.token;
  if (token) headers['private-token'] = token;
  if (credentials.jobToken) headers['job-token'] = credentials.jobToken;
  return rawRequest(service, 'GET', path, { headers });
}

/** Brings the queued periodic expiry sweep forward to now (it otherwise waits its 7 minutes). */
export async function runExpirySweepNow(service: TestService): Promise<void> {
  const client = new Client({ connectionString: service.server.backend.databaseUrl });
  await client.connect();
  try {
    await client.query(`update pgboss.job set start_after = now() where name = 'ci.remove-expired-artifacts' and state in ('created', 'retry')`);
  } finally {
    await client.end();
  }
}
