import type { Response } from 'express';

/**
 * Writes a JSON answer with `Content-Type: application/json` exactly: python-gitlab parses bodies
 * only for that value, and express's `res.json` would add `; charset=utf-8`.
 */
export function sendJson(res: Response, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const payload = status === 204 || status === 304 || body === undefined ? null : Buffer.from(JSON.stringify(body));
  res.status(status);
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  if (!payload) {
    res.end();
    return;
  }
  res.setHeader('content-type', 'application/json');
  res.setHeader('content-length', payload.length);
  res.end(payload);
}
