import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { JobPayload } from '../../src/network/job-payload';
import { serveGitHttp } from './git-http-backend';

/*
 * A loopback stand-in for the server side of the runner protocol, speaking the wire format of reference §1
 * (statuses, headers, bodies) exactly. It exists only because Forgegraph's own runner endpoints are not built yet;
 * once they are, the runner is tested end to end against the real service instead.
 */

export type ServerJobStatus = 'pending' | 'running' | 'canceling' | 'canceled' | 'success' | 'failed';

export interface ServerJob {
  payload: JobPayload;
  status: ServerJobStatus;
  trace: Buffer;
  updates: Array<Record<string, any>>;
  uploads: Array<{ query: Record<string, string>; fileName: string; content: Buffer; chunked: boolean }>;
}

export interface RecordedRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

export interface FakeCoordinatorOptions {
  runnerToken: string;
  /** Directory holding `<namespace>/<project>.git` bare repositories. */
  gitRoot?: string;
  /** How long an idle job request is held open before 204 (long polling). */
  longPollMs?: number;
  /** Artifact uploads larger than this answer 413. */
  maxArtifactBytes?: number;
}

export class FakeCoordinator {
  readonly jobs = new Map<number, ServerJob>();
  readonly requests: RecordedRequest[] = [];
  /** Artifacts archives served to dependencies: job id → {token, zip}. */
  readonly downloads = new Map<number, { token: string; zip: Buffer }>();
  /** Set to make the next trace patch answer 416 as if the server had kept only this many bytes. */
  truncateTraceTo: number | null = null;
  private readonly queue: number[] = [];
  private queueVersion = 1;
  private readonly waiters = new Set<() => void>();
  private server!: http.Server;
  url = '';

  constructor(private readonly options: FakeCoordinatorOptions) {}

  async start(): Promise<this> {
    this.server = http.createServer((request, response) => void this.handle(request, response));
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    for (const wake of this.waiters) wake();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  enqueue(payload: JobPayload): ServerJob {
    const job: ServerJob = { payload, status: 'pending', trace: Buffer.alloc(0), updates: [], uploads: [] };
    this.jobs.set(payload.id, job);
    this.queue.push(payload.id);
    this.queueVersion++;
    for (const wake of this.waiters) wake();
    return job;
  }

  /** Resolves once the job has its final update (`success`/`failed`) or `timeoutMs` passes. */
  async waitForJobEnd(id: number, timeoutMs = 20_000): Promise<ServerJob> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const job = this.jobs.get(id)!;
      const final = job.updates.find((update) => update.state === 'success' || update.state === 'failed');
      if (final || (job.status === 'canceled' && job.updates.length)) return job;
      if (Date.now() > deadline) throw new Error(`job ${id} did not end; status ${job.status}, trace:\n${job.trace}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  async waitForTrace(id: number, text: string, timeoutMs = 20_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!this.jobs.get(id)!.trace.toString().includes(text)) {
      if (Date.now() > deadline) throw new Error(`trace of job ${id} never showed ${JSON.stringify(text)}:\n${this.jobs.get(id)!.trace}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  requestsTo(method: string, pathPattern: RegExp): RecordedRequest[] {
    return this.requests.filter((request) => request.method === method && pathPattern.test(request.path));
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const gitMatch = /^\/(.+\.git)(\/.*)$/.exec(url.pathname);
    if (gitMatch && this.options.gitRoot) return this.handleGit(request, response, gitMatch[1], gitMatch[2]);
    const body = await readBody(request);
    this.requests.push({ method: request.method ?? '', path: url.pathname, headers: request.headers, body });
    const route = `${request.method} ${url.pathname}`;
    let match: RegExpExecArray | null;
    if (route === 'POST /api/v4/runners/verify') return this.verify(response, body);
    if (route === 'POST /api/v4/jobs/request') return this.requestJob(request, response, body);
    if ((match = /^PUT \/api\/v4\/jobs\/(\d+)$/.exec(route))) return this.updateJob(request, response, Number(match[1]), body);
    if ((match = /^PATCH \/api\/v4\/jobs\/(\d+)\/trace$/.exec(route))) return this.patchTrace(request, response, Number(match[1]), body);
    if ((match = /^POST \/api\/v4\/jobs\/(\d+)\/artifacts$/.exec(route))) return this.uploadArtifacts(request, response, Number(match[1]), body, url);
    if ((match = /^GET \/api\/v4\/jobs\/(\d+)\/artifacts$/.exec(route))) return this.downloadArtifacts(request, response, Number(match[1]));
    json(response, 404, { message: '404 Not Found' });
  }

  private verify(response: ServerResponse, body: Buffer): void {
    const { token } = JSON.parse(body.toString() || '{}');
    if (token !== this.options.runnerToken) return json(response, 403, { message: '403 Forbidden' });
    json(response, 200, { id: 7, token, token_expires_at: null });
  }

  private async requestJob(request: IncomingMessage, response: ServerResponse, body: Buffer): Promise<void> {
    const { token, last_update: lastUpdate } = JSON.parse(body.toString() || '{}');
    if (token !== this.options.runnerToken) return json(response, 403, { message: '403 Forbidden' });
    if (!this.queue.length && lastUpdate === String(this.queueVersion)) await this.waitForQueue(this.options.longPollMs ?? 0, request);
    const id = this.queue.shift();
    if (id === undefined) {
      response.writeHead(204, { 'X-GitLab-Last-Update': String(this.queueVersion) }).end();
      return;
    }
    this.jobs.get(id)!.status = 'running';
    json(response, 201, this.jobs.get(id)!.payload);
  }

  private waitForQueue(ms: number, request: IncomingMessage): Promise<void> {
    return new Promise((resolve) => {
      const done = () => { clearTimeout(timer); this.waiters.delete(done); resolve(); };
      const timer = setTimeout(done, ms);
      this.waiters.add(done);
      request.on('close', done);
    });
  }

  private jobFor(request: IncomingMessage, response: ServerResponse, id: number): ServerJob | null {
    const job = this.jobs.get(id);
    if (!job) {
      json(response, 404, { message: '404 Not found' });
      return null;
    }
    if (request.headers['job-token'] !== job.payload.token) {
      json(response, 403, { message: '403 Forbidden' });
      return null;
    }
    return job;
  }

  private updateJob(request: IncomingMessage, response: ServerResponse, id: number, body: Buffer): void {
    const job = this.jobFor(request, response, id);
    if (!job) return;
    const update = JSON.parse(body.toString());
    job.updates.push(update);
    const headers = { 'Job-Status': job.status };
    if (job.status !== 'running' && job.status !== 'canceling') return json(response, 403, { message: '403 Forbidden - Job is not running' }, headers);
    if (update.state === 'success' || update.state === 'failed') job.status = update.state;
    json(response, 200, 200, headers);
  }

  private patchTrace(request: IncomingMessage, response: ServerResponse, id: number, body: Buffer): void {
    const job = this.jobFor(request, response, id);
    if (!job) return;
    if (job.status !== 'running' && job.status !== 'canceling') {
      return json(response, 403, { message: '403 Forbidden - Job is not running' }, { 'Job-Status': job.status });
    }
    if (this.truncateTraceTo !== null) {
      job.trace = job.trace.subarray(0, this.truncateTraceTo);
      this.truncateTraceTo = null;
    }
    const range = /^(\d+)-(\d+)$/.exec(String(request.headers['content-range'] ?? ''));
    if (!range) return json(response, 400, { message: '400 Missing header Content-Range' });
    if (Number(range[1]) !== job.trace.length) {
      response.writeHead(416, { Range: `0-${job.trace.length}`, 'Job-Status': job.status }).end();
      return;
    }
    job.trace = Buffer.concat([job.trace, body]);
    response.writeHead(202, { Range: `0-${job.trace.length}`, 'Job-Status': job.status }).end();
  }

  private uploadArtifacts(request: IncomingMessage, response: ServerResponse, id: number, body: Buffer, url: URL): void {
    const job = this.jobFor(request, response, id);
    if (!job) return;
    if (this.options.maxArtifactBytes !== undefined && body.length > this.options.maxArtifactBytes) {
      return json(response, 413, { message: '413 Request Entity Too Large' });
    }
    const part = parseSingleFilePart(body, String(request.headers['content-type']));
    if (!part) return json(response, 400, { error: 'file is missing' });
    job.uploads.push({
      query: Object.fromEntries(url.searchParams), fileName: part.fileName, content: part.content,
      chunked: request.headers['transfer-encoding'] === 'chunked' && request.headers['content-length'] === undefined,
    });
    json(response, 201, 201);
  }

  private downloadArtifacts(request: IncomingMessage, response: ServerResponse, id: number): void {
    const artifact = this.downloads.get(id);
    if (!artifact) return json(response, 404, { message: '404 Not Found' });
    if (request.headers['job-token'] !== artifact.token) return json(response, 403, { message: '403 Forbidden' });
    response.writeHead(200, { 'Content-Type': 'application/zip' }).end(artifact.zip);
  }

  private handleGit(request: IncomingMessage, response: ServerResponse, repository: string, pathInfo: string): void {
    const [user, password] = Buffer.from(String(request.headers.authorization ?? '').replace(/^Basic /, ''), 'base64').toString().split(':');
    const running = [...this.jobs.values()].some((job) => job.status === 'running' && job.payload.token === password);
    if (user !== 'gitlab-ci-token' || !running) {
      response.writeHead(401, { 'WWW-Authenticate': 'Basic realm="GitLab"' }).end('HTTP Basic: Access denied\n');
      return;
    }
    serveGitHttp(request, response, { projectRoot: this.options.gitRoot!, pathInfo: `/${repository}${pathInfo}`, user });
  }
}

function json(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  response.writeHead(status, { 'Content-Type': 'application/json', ...headers }).end(JSON.stringify(body));
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk)).on('end', () => resolve(Buffer.concat(chunks))).on('error', reject);
  });
}

function parseSingleFilePart(body: Buffer, contentType: string): { fileName: string; content: Buffer } | null {
  const boundary = /boundary=(.+)$/.exec(contentType)?.[1];
  if (!boundary) return null;
  const start = body.indexOf(`--${boundary}\r\n`);
  const headerEnd = body.indexOf('\r\n\r\n', start);
  const end = body.lastIndexOf(`\r\n--${boundary}--`);
  if (start < 0 || headerEnd < 0 || end < 0) return null;
  const headers = body.subarray(start, headerEnd).toString();
  if (!/name="file"/.test(headers)) return null;
  return { fileName: /filename="([^"]*)"/.exec(headers)?.[1] ?? '', content: body.subarray(headerEnd + 4, end) };
}
