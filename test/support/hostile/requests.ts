import http from 'node:http';
import fc from 'fast-check';
import type { Route } from '@forgegraph/rest-facade';
import { RawText, RAW_TOKENS, HUGE_NUMBER, OVERSIZED, TWO_POW_63, paramValue } from './values';

/** How the params travel: GitLab clients use all of these, and hostile ones send broken bodies. */
export type Encoding = 'query' | 'json' | 'form' | 'invalid-json' | 'text-plain' | 'multipart-garbage' | 'json-array';

export interface HostileRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | Buffer;
  /** For reports: the generated values before encoding. */
  params: Record<string, unknown>;
}

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

/** Real values for path params (`:id` of the world's project, group, user...), by route prefix and name. */
export type PathValues = (route: Route, name: string) => string[];

/** A real path value, chosen when the request is built (the world may be re-created between requests). */
export class RealId {
  constructor(readonly index: number) {}
}

/** What the arbitrary generates; `buildRequest` turns it into bytes against the current world. */
export interface RequestShape {
  ids: Record<string, unknown>;
  params: Record<string, unknown>;
  encoding: Encoding;
}

const HOSTILE_IDS: unknown[] = [
  '0', '-1', TWO_POW_63, '18446744073709551616', HUGE_NUMBER, '1e3', '1.5', ' 1', '0x10', '..', '.', '%2e%2e', 'a%2F..%2F..', 'notadate', '',
  '\u0000', 'a\u0000', OVERSIZED.slice(0, 5000), 'root', 'nobody/nothing', ...RAW_TOKENS,
];

export function pathParamNames(route: Route): string[] {
  return [...route.path.matchAll(/:([a-z_]+)/g)].map((m) => m[1]);
}

/** Every request shape for one route: path ids real or hostile, a subset of params, an encoding. */
export function requestArbitrary(route: Route): fc.Arbitrary<RequestShape> {
  const pathNames = pathParamNames(route);
  const ids = Object.fromEntries(pathNames.map((name) => [name, fc.oneof(
    { weight: 3, arbitrary: fc.nat(3).map((i) => new RealId(i)) },
    { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_IDS) },
  )]));
  const declared = Object.entries(route.params ?? {}).filter(([name]) => !pathNames.includes(name));
  const params = fc.record(Object.fromEntries(declared.map(([name, param]) => [name, paramValue(param.spec, name)])), { requiredKeys: [] });
  const writes = !['GET', 'HEAD', 'DELETE'].includes(route.method);
  const encodings: Encoding[] = writes ? ['json', 'json', 'json', 'form', 'query', 'invalid-json', 'text-plain', 'multipart-garbage', 'json-array'] : ['query', 'query', 'query', 'json', 'invalid-json'];
  return fc.record({ ids: fc.record(ids), params, encoding: fc.constantFrom(...encodings) }) as fc.Arbitrary<RequestShape>;
}

export function buildRequest(route: Route, { ids, params, encoding }: RequestShape, realValues: PathValues, token: string): HostileRequest {
  const idOf = (name: string) => {
    const value = ids[name];
    if (!(value instanceof RealId)) return encodeComponent(value);
    const real = realValues(route, name);
    return encodeURIComponent(real[value.index % real.length]);
  };
  let path = '/api/v4' + route.path.replace('{.:format}', '.tar.gz').replace(/:([a-z_]+)/g, (_, name: string) => idOf(name));
  const headers: Record<string, string> = { 'private-token': token };
  let body: string | Buffer | undefined;
  if (encoding === 'query') {
    const query = rackEncode(params);
    if (query) path += '?' + query;
  } else if (encoding === 'json' || encoding === 'json-array') {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(encoding === 'json' ? params : [params], (_, v) => (v instanceof RawText ? v.text : v));
  } else if (encoding === 'form') {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = rackEncode(params);
  } else if (encoding === 'invalid-json') {
    headers['content-type'] = 'application/json';
    body = '{"a": [1, 2,, "\u0000';
  } else if (encoding === 'text-plain') {
    headers['content-type'] = 'text/plain';
    body = JSON.stringify(params, (_, v) => (v instanceof RawText ? v.text : v));
  } else {
    headers['content-type'] = 'multipart/form-data; boundary=XyZ';
    body = '--XyZ\r\nContent-Disposition: form-data; name="a"\r\n\r\n\u0000\r\n--Xy';
  }
  return { method: route.method, path, headers, body, params };
}

/** percent-encodes a value for a URL or form body; RawText goes in as it is (malformed on purpose). */
export function encodeComponent(value: unknown): string {
  if (value instanceof RawText) return value.text;
  const text = value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80'; // a lone surrogate: encoded as the invalid UTF-8 a client would send
  }
}

/** Rack's nested query syntax: `a[]=1`, `h[k]=v`; null as a bare key. */
export function rackEncode(params: Record<string, unknown>, prefix = ''): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(params)) {
    const name = prefix ? `${prefix}[${encodeComponent(key)}]` : encodeComponent(key);
    if (value === null) parts.push(name);
    else if (Array.isArray(value)) for (const item of value) parts.push(isNested(item) ? rackEncode(item, `${name}[]`) : `${name}[]=${encodeComponent(item)}`);
    else if (isNested(value)) parts.push(rackEncode(value, name));
    else parts.push(`${name}=${encodeComponent(value)}`);
  }
  return parts.filter(Boolean).join('&');
}

function isNested(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !(value instanceof RawText);
}

/** Sends the request byte for byte over node:http (fetch would normalise `..` and reject bad bytes). */
export function send(baseUrl: string, request: HostileRequest, timeoutMs = 20_000): Promise<RawResponse> {
  const url = new URL(baseUrl);
  // node sends a GET's body without a length unless told: the server would read it as the next request.
  const headers = request.body === undefined ? request.headers : { ...request.headers, 'content-length': String(Buffer.byteLength(request.body)) };
  return new Promise((resolve, reject) => {
    const req = http.request({ host: url.hostname, port: url.port, method: request.method, path: request.path, headers, timeout: timeoutMs }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    req.on('error', reject);
    req.end(request.body);
  });
}
