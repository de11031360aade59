import { createHash } from 'node:crypto';
import { rubyString } from './severity';

/**
 * Gitlab::AlertManagement::Fingerprint.generate: SHA-1 hex of the value, an array flattened and its
 * items joined without a separator; nothing for a blank value.
 */
export function alertFingerprint(value: unknown): string | null {
  if (!isPresent(value)) return null;
  const plain = Array.isArray(value) ? value.flat(Infinity).map(rubyString).join('') : rubyString(value);
  return createHash('sha1').update(plain).digest('hex');
}

/** Rails' `present?` on a JSON value: not null, false, a blank string, an empty array or object. */
export function isPresent(value: unknown): boolean {
  if (value === null || value === undefined || value === false) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'object') return Object.keys(value).length > 0;
  return true;
}
