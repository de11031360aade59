/**
 * Rack's nested query parsing (Rack::QueryParser#normalize_params), which Grape sees: `a=1`,
 * `a[]=1&a[]=2` (array), `h[k]=v` (hash), and `actions[][action]=x&actions[][file_path]=y&actions[][action]=z`
 * (an array of hashes: a key already present in the last hash starts a new one).
 */
export type NestedParams = Record<string, unknown>;

const MAX_DEPTH = 32;

export function parseNestedQuery(query: string): NestedParams {
  const params: NestedParams = {};
  for (const pair of query.split('&')) {
    if (!pair) continue;
    const eq = pair.indexOf('=');
    const name = decode(eq === -1 ? pair : pair.slice(0, eq));
    const value = eq === -1 ? '' : decode(pair.slice(eq + 1));
    addNestedParam(params, name, value);
  }
  return params;
}

/** Adds one `name=value` pair (already decoded) with Rack's bracket rules. */
export function addNestedParam(params: NestedParams, name: string, value: unknown, depth = 0): NestedParams {
  if (depth > MAX_DEPTH) throw new Error('params nested too deeply');
  const match = /^[[\]]*([^[\]]+)\]*/.exec(name);
  const key = match?.[1] ?? '';
  const after = match ? name.slice(match[0].length) : '';
  if (!key || key === '__proto__') return params;
  if (after === '') {
    params[key] = value;
  } else if (after === '[') {
    params[name] = value;
  } else if (after === '[]') {
    const list = (Array.isArray(params[key]) ? params[key] : (params[key] = [])) as unknown[];
    list.push(value);
  } else if (after.startsWith('[]')) {
    const childKey = /^\[\]\[([^[\]]+)\]$/.exec(after)?.[1] ?? after.slice(2);
    const list = (Array.isArray(params[key]) ? params[key] : (params[key] = [])) as unknown[];
    const last = list[list.length - 1];
    if (isHash(last) && !hasNestedKey(last, childKey)) addNestedParam(last, childKey, value, depth + 1);
    else list.push(addNestedParam({}, childKey, value, depth + 1));
  } else {
    const child = (isHash(params[key]) ? params[key] : (params[key] = {})) as NestedParams;
    addNestedParam(child, after, value, depth + 1);
  }
  return params;
}

function hasNestedKey(hash: NestedParams, key: string): boolean {
  const parts = key.split(/[[\]]+/).filter(Boolean);
  let current: unknown = hash;
  for (const part of parts) {
    if (!isHash(current) || !(part in current)) return false;
    current = current[part];
  }
  return true;
}

function isHash(value: unknown): value is NestedParams {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function decode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}
