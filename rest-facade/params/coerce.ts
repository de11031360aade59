import type { ParamSpec } from './param';

export const INVALID = Symbol('invalid');
type Coerced = unknown | typeof INVALID;

const TRUE = new Set(['true', '1', 't', 'yes', 'y', 'on']);
const FALSE = new Set(['false', '0', 'f', 'no', 'n', 'off']);
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Grape/dry-types coercion of one raw value. Returns INVALID when it cannot be coerced. */
export function coerce(raw: unknown, spec: ParamSpec): Coerced {
  if (raw === null) return null;
  switch (spec.kind) {
    case 'string':
      return typeof raw === 'string' || typeof raw === 'number' || typeof raw === 'boolean' ? String(raw) : INVALID;
    case 'integer':
      return coerceInteger(raw);
    case 'float':
      return coerceFloat(raw);
    case 'boolean':
      return coerceBoolean(raw);
    case 'date':
      return typeof raw === 'string' && DATE.test(raw) && isStorableTime(Date.parse(raw)) ? raw : raw === '' ? null : INVALID;
    case 'datetime':
      return coerceDateTime(raw);
    case 'array':
      return coerceArray(raw, spec);
    case 'hash':
      return raw && typeof raw === 'object' && !Array.isArray(raw) ? coerceMembers(raw as Record<string, unknown>, spec) : INVALID;
    case 'json':
      return raw;
    case 'file':
      // Grape's File type: only an uploaded multipart file, never a plain string or hash.
      return raw && typeof raw === 'object' && Buffer.isBuffer((raw as { content?: unknown }).content) ? raw : INVALID;
  }
}

function coerceInteger(raw: unknown): Coerced {
  if (typeof raw === 'number') return Number.isInteger(raw) ? safeInteger(raw) : INVALID;
  if (typeof raw !== 'string') return INVALID;
  if (raw === '') return null;
  return /^[-+]?\d+$/.test(raw.trim()) ? safeInteger(Number(raw)) : INVALID;
}

/**
 * Ruby would keep 2^63 or 5,000 digits exactly; a JavaScript number cannot (they become rounded or
 * Infinity and overflow SQL), so integers past 2^53 are refused as invalid at the edge.
 */
function safeInteger(value: number): Coerced {
  return Number.isSafeInteger(value) ? value : INVALID;
}

/** PostgreSQL's date and timestamp types start at year 1 (0000-01-01 is out of range); years past 9999 are not ISO. */
function isStorableTime(time: number): boolean {
  if (Number.isNaN(time)) return false;
  const year = new Date(time).getUTCFullYear();
  return year >= 1 && year <= 9999;
}

function coerceFloat(raw: unknown): Coerced {
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : INVALID;
  if (typeof raw !== 'string' || raw.trim() === '') return raw === '' ? null : INVALID;
  const n = Number(raw);
  return Number.isFinite(n) ? n : INVALID;
}

function coerceBoolean(raw: unknown): Coerced {
  if (typeof raw === 'boolean') return raw;
  if (typeof raw === 'number') return raw === 1 ? true : raw === 0 ? false : INVALID;
  if (typeof raw !== 'string') return INVALID;
  const value = raw.trim().toLowerCase();
  if (value === '') return null;
  return TRUE.has(value) ? true : FALSE.has(value) ? false : INVALID;
}

function coerceDateTime(raw: unknown): Coerced {
  if (typeof raw !== 'string') return INVALID;
  if (raw === '') return null;
  const time = Date.parse(raw);
  return isStorableTime(time) ? new Date(time).toISOString() : INVALID;
}

/** A hash with declared members keeps only those, coerced; absent ones take their default. */
function coerceMembers(raw: Record<string, unknown>, spec: ParamSpec): Coerced {
  if (!spec.members) return raw;
  const out: Record<string, unknown> = {};
  for (const [name, member] of Object.entries(spec.members)) {
    const value = raw[name] === undefined ? structuredClone(member.defaultValue) : coerce(raw[name], member);
    if (value === INVALID) return INVALID;
    if (value !== undefined) out[name] = value;
  }
  return out;
}

function coerceArray(raw: unknown, spec: ParamSpec): Coerced {
  let items: unknown[];
  if (Array.isArray(raw)) items = raw;
  else if (raw && typeof raw === 'object') items = Object.values(raw); // `a[0]=x&a[1]=y` parses as an object
  else if (typeof raw === 'string' && spec.commaSeparated) items = raw === '' ? [] : raw.split(',').map((s) => s.trim());
  else items = [raw];
  if (!spec.item) return items;
  const out: unknown[] = [];
  for (const item of items) {
    const value = coerce(item, spec.item);
    if (value === INVALID) return INVALID;
    out.push(value);
  }
  return out;
}
