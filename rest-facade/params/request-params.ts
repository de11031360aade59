import type { Request } from 'express';
import qs from 'qs';
import busboy from 'busboy';

/** An uploaded multipart file, held in memory up to the route's limit. */
export interface UploadedFile {
  filename: string;
  mimeType: string;
  content: Buffer;
}

const QS_OPTIONS: qs.IParseOptions = { depth: 10, arrayLimit: 1000, parameterLimit: 10000, allowDots: false };

/** Parses a query string with Rails/Grape semantics: `a[]=1&a[]=2`, `h[k]=v`, `actions[][field]=x`. */
export function parseQueryString(query: string): Record<string, unknown> {
  return qs.parse(query, QS_OPTIONS) as Record<string, unknown>;
}

/**
 * All params of a request merged as Grape sees them: path params over body over query.
 * JSON and urlencoded bodies arrive parsed by express; multipart is read here.
 */
export async function collectParams(req: Request, maxFileBytes = 100 * 1024 * 1024): Promise<Record<string, unknown>> {
  const query = parseQueryString(req.originalUrl.split('?')[1] ?? '');
  let body: Record<string, unknown> = {};
  if (req.is('multipart/form-data')) body = await readMultipart(req, maxFileBytes);
  else if (req.body && typeof req.body === 'object' && !Buffer.isBuffer(req.body)) body = req.body;
  return { ...query, ...body, ...req.params };
}

function readMultipart(req: Request, maxFileBytes: number): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    const fields: Array<[string, string]> = [];
    const files: Record<string, UploadedFile> = {};
    const parser = busboy({ headers: req.headers, limits: { fileSize: maxFileBytes } });
    parser.on('field', (name, value) => fields.push([name, value]));
    parser.on('file', (name, stream, info) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => (files[name] = { filename: info.filename, mimeType: info.mimeType, content: Buffer.concat(chunks) }));
    });
    parser.on('error', reject);
    parser.on('close', () => {
      const encoded = fields.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');
      resolve({ ...parseQueryString(encoded), ...files });
    });
    req.pipe(parser);
  });
}
