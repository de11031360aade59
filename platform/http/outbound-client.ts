import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { Readable } from 'node:stream';
import { resolveOutboundUrl, type OutboundPolicy, type ResolvedTarget } from './url-policy';

export interface OutboundRequest {
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** A body streamed instead of `body` (export uploads), with its exact length for Content-Length. */
  bodyStream?: { stream: Readable; length: number };
  /** Whole exchange, connection to last byte. Default 10 s (GitLab's webhook timeout). */
  timeoutMs?: number;
  /** Response bytes kept; the rest is read and dropped. Default 64 kB. */
  maxResponseBytes?: number;
  /** Verify the server's TLS certificate. Default true; hooks may turn it off (`enable_ssl_verification`). */
  verifyTls?: boolean;
}

export interface OutboundResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  durationMs: number;
}

/**
 * The one client for outbound HTTP (hooks, integrations, mirrors, imports; ARCHITECTURE §8):
 * applies the local-network policy, connects to the address it checked, never follows redirects,
 * bounds time and response size. Throws BlockedUrlError or a network/timeout Error.
 */
export async function sendOutbound(request: OutboundRequest, policy: OutboundPolicy): Promise<OutboundResponse> {
  const target = await resolveOutboundUrl(request.url, policy);
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const client = target.url.protocol === 'https:' ? https : http;
    const req = client.request(target.url, {
      method: request.method ?? 'POST',
      headers: { ...request.headers, ...contentLengthOf(request) },
      lookup: pinnedLookup(target),
      rejectUnauthorized: request.verifyTls ?? true,
      timeout: request.timeoutMs ?? 10_000,
    });
    const deadline = setTimeout(() => req.destroy(new Error('Request timed out')), request.timeoutMs ?? 10_000);
    req.on('timeout', () => req.destroy(new Error('Request timed out')));
    req.on('error', (error) => {
      clearTimeout(deadline);
      reject(error);
    });
    req.on('response', (res) => {
      const limit = request.maxResponseBytes ?? 64 * 1024;
      const chunks: Buffer[] = [];
      let kept = 0;
      res.on('data', (chunk: Buffer) => {
        if (kept >= limit) return;
        chunks.push(chunk.subarray(0, limit - kept));
        kept += Math.min(chunk.length, limit - kept);
      });
      res.on('end', () => {
        clearTimeout(deadline);
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8'), durationMs: Date.now() - started });
      });
      res.on('error', reject);
    });
    if (!request.bodyStream) return void req.end(request.body);
    request.bodyStream.stream.once('error', (error) => req.destroy(error));
    request.bodyStream.stream.pipe(req);
  });
}

function contentLengthOf(request: OutboundRequest): Record<string, string> {
  if (request.bodyStream) return { 'content-length': String(request.bodyStream.length) };
  return request.body ? { 'content-length': String(Buffer.byteLength(request.body)) } : {};
}

/** Resolves the host to the address the policy already checked (no second, rebindable lookup). */
function pinnedLookup(target: ResolvedTarget): LookupFunction {
  return (_hostname, options, callback) => {
    if ((options as { all?: boolean }).all) (callback as any)(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
}

/** The policy application settings give web hooks and integrations. */
export function webHookPolicy(settings: Readonly<Record<string, any>>): OutboundPolicy {
  return {
    allowLocal: settings.allow_local_requests_from_web_hooks_and_services === true,
    allowlist: Array.isArray(settings.outbound_local_requests_whitelist) ? settings.outbound_local_requests_whitelist : [],
  };
}
