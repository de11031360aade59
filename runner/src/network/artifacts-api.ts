import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { HttpTransport, describeErrorBody } from './http-transport';

export interface UploadOptions {
  /** File name of the multipart part: `artifacts.zip`, `junit.xml.gz`, ... */
  fileName: string;
  artifactType: string;
  artifactFormat: string;
  expireIn?: string | null;
}

export type UploadState = 'succeeded' | 'too-large' | 'forbidden' | 'service-unavailable' | 'failed';
export type DownloadState = 'succeeded' | 'forbidden' | 'unauthorized' | 'not-found' | 'failed';

export interface CallOutcome<State> {
  state: State;
  status: number | null;
  statusText: string;
  message: string;
}

/** The job-token artifact calls (`network/gitlab.go` `UploadRawArtifacts`, `DownloadArtifacts`). */
export class ArtifactsApi {
  constructor(private readonly transport: HttpTransport) {}

  /**
   * `POST /jobs/:id/artifacts`: one multipart part `file`, streamed with chunked transfer encoding (no length is
   * known in advance), the type, format and expiry in the query.
   */
  async upload(jobId: number, jobToken: string, content: Readable, options: UploadOptions): Promise<CallOutcome<UploadState>> {
    const query = new URLSearchParams();
    if (options.expireIn) query.set('expire_in', options.expireIn);
    query.set('artifact_format', options.artifactFormat);
    query.set('artifact_type', options.artifactType);
    const boundary = randomBytes(30).toString('hex');
    const body = Readable.toWeb(Readable.from(multipartBody(boundary, options.fileName, content))) as unknown as ReadableStream<Uint8Array>;
    try {
      const response = await this.transport.send(`jobs/${jobId}/artifacts?${query}`, {
        method: 'POST', body, duplex: 'half',
        headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}`, 'JOB-TOKEN': jobToken },
      });
      const text = await response.text();
      return { state: uploadState(response.status), status: response.status, statusText: `${response.status} ${response.statusText}`, message: describeErrorBody(text) };
    } catch (error) {
      return { state: 'failed', status: null, statusText: 'error', message: (error as Error).message };
    } finally {
      // A server may answer (413, 403) before reading the whole body; the archive being written is dropped with it.
      content.destroy();
    }
  }

  /** `GET /jobs/:id/artifacts` into `destination` (redirects followed, as gitlab-runner follows them). */
  async download(jobId: number, jobToken: string, destination: string): Promise<CallOutcome<DownloadState>> {
    try {
      let response = await this.transport.send(`jobs/${jobId}/artifacts?direct_download=false`, { method: 'GET', headers: { 'JOB-TOKEN': jobToken } });
      const location = response.headers.get('location');
      if ((response.status === 302 || response.status === 307) && location) {
        await response.arrayBuffer();
        response = await fetch(new URL(location, this.transport.apiBase));
      }
      const statusText = `${response.status} ${response.statusText}`;
      if (response.status !== 200 || !response.body) {
        const message = describeErrorBody(await response.text());
        return { state: downloadState(response.status), status: response.status, statusText, message };
      }
      await pipeline(Readable.fromWeb(response.body as never), fs.createWriteStream(destination));
      return { state: 'succeeded', status: 200, statusText, message: '' };
    } catch (error) {
      return { state: 'failed', status: null, statusText: 'error', message: (error as Error).message };
    }
  }
}

async function* multipartBody(boundary: string, fileName: string, content: Readable): AsyncGenerator<Buffer> {
  const safeName = fileName.replace(/["\r\n]/g, '_');
  yield Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${safeName}"\r\nContent-Type: application/octet-stream\r\n\r\n`);
  for await (const chunk of content) yield chunk as Buffer;
  yield Buffer.from(`\r\n--${boundary}--\r\n`);
}

function uploadState(status: number): UploadState {
  if (status === 201) return 'succeeded';
  if (status === 403) return 'forbidden';
  if (status === 413) return 'too-large';
  if (status === 503) return 'service-unavailable';
  return 'failed';
}

function downloadState(status: number): DownloadState {
  if (status === 403) return 'forbidden';
  if (status === 401) return 'unauthorized';
  if (status === 404) return 'not-found';
  return 'failed';
}
