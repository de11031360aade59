import type { Request } from 'express';
import busboy from 'busboy';
import { HttpError } from '../http/http-error';
import { addNestedParam, parseNestedQuery } from './rack-params';
import { MALFORMED } from './sanitize';

/** An uploaded multipart file, held in memory up to the route's limit. */
export interface UploadedFile {
  filename: string;
  mimeType: string;
  content: Buffer;
}

/**
 * Parses a query string with Rails/Grape semantics: `a[]=1&a[]=2`, `h[k]=v`, `actions[][field]=x`.
 * Express's query parser hook passes null for a URL without one.
 */
export function parseQueryString(query: string | null): Record<string, unknown> {
  return parseNestedQuery(query ?? '');
}

/**
 * All params of a request merged as Grape sees them: path params over body over query.
 * JSON bodies arrive parsed by express; form bodies (kept as text) and multipart are read here.
 */
export async function collectParams(req: Request, options: { maxFileBytes?: number; streamsBody?: boolean } = {}): Promise<Record<string, unknown>> {
  const maxFileBytes = options.maxFileBytes ?? 100 * 1024 * 1024;
  const query = parseQueryString(req.originalUrl.split('?')[1] ?? '');
  let body: Record<string, unknown> = {};
  // A streaming route reads its multipart body itself (Route.streamsBody).
  if (req.is('multipart/form-data') && options.streamsBody) body = {};
  else if (req.is('multipart/form-data')) body = await readMultipart(req, maxFileBytes);
  else if (typeof req.body === 'string' && req.is('application/x-www-form-urlencoded')) body = parseNestedQuery(req.body);
  else if (req.body && typeof req.body === 'object' && !Buffer.isBuffer(req.body)) body = req.body;
  return { ...query, ...body, ...req.params };
}

function readMultipart(req: Request, maxFileBytes: number): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    const fields: Record<string, unknown> = {};
    const files: Record<string, UploadedFile> = {};
    const parser = busboy({ headers: req.headers, limits: { fileSize: maxFileBytes } });
    parser.on('field', (name, value) => addNestedParam(fields, name, value));
    parser.on('file', (name, stream, info) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => (files[name] = { filename: info.filename, mimeType: info.mimeType, content: Buffer.concat(chunks) }));
    });
    // A truncated or malformed multipart body is the client's fault: Rack answers it 400 too.
    parser.on('error', () => reject(HttpError.of(400, MALFORMED)));
    parser.on('close', () => {
      resolve({ ...fields, ...files });
    });
    req.pipe(parser);
  });
}
