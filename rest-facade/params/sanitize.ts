import { HttpError } from '../http/http-error';

/**
 * GitLab's Gitlab::Middleware::HandleMalformedStrings, in front of every route: a NUL byte anywhere in
 * the params (query, form or JSON body, at any depth) or a path that does not decode is a 400 before
 * any code runs. PostgreSQL cannot store NUL in text and git takes no argument with one, so nothing
 * behind this layer has to guard against it.
 */
export const MALFORMED = { message: '400 Bad request' };

export function rejectMalformedStrings(params: Record<string, unknown>): void {
  if (hasNulByte(params, 0)) throw HttpError.of(400, MALFORMED);
}

function hasNulByte(value: unknown, depth: number): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 64 || value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return false;
  if (Array.isArray(value)) return value.some((item) => hasNulByte(item, depth + 1));
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || hasNulByte(item, depth + 1));
}
