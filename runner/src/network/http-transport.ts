import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { RUNNER_NAME, RUNNER_REVISION, RUNNER_VERSION } from '../version';

/**
 * The one place requests leave the runner. Every request carries a fresh `X-Request-Id` (32 hex, gitlab-runner's
 * correlation id) and the runner's `User-Agent`; the paths given are relative to `<url>/api/v4/`.
 */
export class HttpTransport {
  readonly apiBase: string;

  constructor(serverUrl: string) {
    this.apiBase = `${normalizeServerUrl(serverUrl)}/api/v4/`;
  }

  async send(path: string, init: RequestInit & { duplex?: 'half' }): Promise<Response> {
    const headers = new Headers(init.headers);
    headers.set('X-Request-Id', randomBytes(16).toString('hex'));
    headers.set('User-Agent', USER_AGENT);
    return fetch(new URL(path, this.apiBase), { ...init, headers, redirect: 'manual' });
  }

  /**
   * A JSON call as gitlab-runner's `doJSON` makes it: the body is decoded only when the status is the expected one
   * and the answer's media type is exactly `application/json`; anything else leaves `body` undefined.
   */
  async sendJson<T>(path: string, options: JsonCallOptions): Promise<JsonResult<T>> {
    const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json', ...options.headers };
    const response = await this.send(path, { method: options.method, headers, body: JSON.stringify(options.body), signal: options.signal });
    const text = await response.text();
    const result: JsonResult<T> = { status: response.status, headers: response.headers, text };
    if (response.status === options.expectedStatus && isApplicationJson(response.headers.get('content-type'))) {
      try {
        result.body = JSON.parse(text) as T;
      } catch {
        result.body = undefined;
      }
    }
    return result;
  }
}

export interface JsonCallOptions {
  method: 'POST' | 'PUT' | 'DELETE';
  body: unknown;
  expectedStatus: number;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export interface JsonResult<T> {
  status: number;
  headers: Headers;
  text: string;
  body?: T;
}

const USER_AGENT = `${RUNNER_NAME} ${RUNNER_VERSION} (${RUNNER_REVISION}; node ${process.version}; ${os.platform()}/${os.arch()})`;

/** gitlab-runner's `fixCIURL`: trailing slashes and a trailing `/ci` are dropped before `/api/v4/` is appended. */
export function normalizeServerUrl(url: string): string {
  let base = url.trim().replace(/\/+$/, '');
  if (base.endsWith('/ci')) base = base.slice(0, -3);
  return base.replace(/\/+$/, '');
}

function isApplicationJson(contentType: string | null): boolean {
  return (contentType ?? '').split(';')[0].trim().toLowerCase() === 'application/json';
}

/** The user-facing message of a GitLab error body (`{"message": ...}` or `{"error": ...}`), else the raw text. */
export function describeErrorBody(text: string): string {
  try {
    const parsed = JSON.parse(text) as { message?: unknown; error?: unknown };
    const message = parsed.message ?? parsed.error;
    if (message !== undefined) return typeof message === 'string' ? message : JSON.stringify(message);
  } catch {
    // not JSON: the text itself says what happened
  }
  return text.trim();
}
