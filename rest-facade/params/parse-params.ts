import { BadRequestError, DomainError } from '@forgegraph/platform';
import { coerce, INVALID } from './coerce';
import type { ParamRules, ParamSchema, ParamSpec } from './param';

export type Params = Record<string, any>;

/**
 * Grape's `declared(params)`: validates and coerces the raw request params against the schema and
 * returns only declared keys. Absent keys stay absent (so updates can tell absent from null/false);
 * defaults fill absent optional params. All problems are reported at once, joined by ", ".
 */
export function parseParams(raw: Params, schema: ParamSchema, rules: ParamRules = {}): Params {
  if (Object.entries(schema).some(([name, param]) => param.spec.requirement && !param.spec.requirement.test(String(raw[name] ?? '')))) {
    throw new DomainError('NOT_FOUND', '404 Not Found', { error: '404 Not Found' });
  }
  const params: Params = {};
  const errors: string[] = [];
  for (const [name, param] of Object.entries(schema)) {
    const error = parseOne(name, raw[name], name in raw, param.spec, params);
    if (error) errors.push(error);
  }
  if (!errors.length) errors.push(...checkRules(raw, params, rules));
  if (errors.length) throw BadRequestError.param(errors.join(', '));
  return params;
}

function parseOne(name: string, value: unknown, present: boolean, spec: ParamSpec, out: Params): string | null {
  if (!present || value === undefined) {
    if (spec.required) return `${name} is missing`;
    // A default object or array is copied, so no request changes the route's own; a scalar needs no copy.
    if (spec.defaultValue !== undefined) out[name] = typeof spec.defaultValue === 'object' && spec.defaultValue !== null ? structuredClone(spec.defaultValue) : spec.defaultValue;
    return null;
  }
  const coerced = coerce(value, spec);
  if (coerced === INVALID) return `${name} is invalid`;
  if (!spec.allowBlank && isBlank(coerced)) return `${name} is empty`;
  const missing = missingMember(name, coerced, spec);
  if (missing) return missing;
  if (coerced !== null && !isAllowed(coerced, spec)) return `${name} does not have a valid value`;
  if (coerced !== null && spec.exceptValues?.includes(coerced)) return `${name} has a value not allowed`;
  out[name] = coerced;
  return null;
}

/** Grape's `requires` inside a hash or an array of hashes: `url_variables[0][key] is missing`. */
function missingMember(name: string, value: unknown, spec: ParamSpec): string | null {
  const members = (spec.kind === 'array' ? spec.item?.members : spec.members) ?? {};
  const hashes = Array.isArray(value) ? value.map((hash, i) => [`${name}[${i}]`, hash] as const) : value === null ? [] : [[name, value] as const];
  for (const [prefix, hash] of hashes) {
    const missing = Object.keys(members).find((key) => members[key].required && (hash as Record<string, unknown>)[key] == null);
    if (missing) return `${prefix}[${missing}] is missing`;
  }
  return null;
}

function isAllowed(value: unknown, spec: ParamSpec): boolean {
  const each = Array.isArray(value) && spec.kind === 'array' ? value : [value];
  return each.every((v) => {
    if (spec.values && !spec.values.includes(v)) return false;
    if (typeof v === 'number' && spec.min !== undefined && v < spec.min) return false;
    if (typeof v === 'number' && spec.max !== undefined && v > spec.max) return false;
    return true;
  });
}

function isBlank(value: unknown): boolean {
  return value === null || value === '' || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);
}

function checkRules(raw: Params, params: Params, rules: ParamRules): string[] {
  const errors: string[] = [];
  // Grape's `as:` renames a param before the set rules run, so the old name counts as the new one.
  const aliasesOf = (n: string) => Object.entries(rules.aliases ?? {}).filter(([, target]) => target === n).map(([alias]) => alias);
  const given = (names: string[]) => names.filter((n) => [n, ...aliasesOf(n)].some((name) => name in raw && raw[name] !== undefined));
  for (const names of rules.mutuallyExclusive ?? []) {
    if (given(names).length > 1) errors.push(`${given(names).join(', ')} are mutually exclusive`);
  }
  for (const names of rules.exactlyOneOf ?? []) {
    const count = given(names).length;
    if (count === 0) errors.push(`${names.join(', ')} are missing, exactly one parameter must be provided`);
    if (count > 1) errors.push(`${given(names).join(', ')} are mutually exclusive`);
  }
  for (const names of rules.atLeastOneOf ?? []) {
    if (given(names).length === 0) errors.push(`${names.join(', ')} are missing, at least one parameter must be provided`);
  }
  for (const names of rules.allOrNoneOf ?? []) {
    const count = given(names).length;
    if (count > 0 && count < names.length) errors.push(`${names.join(', ')} provide all or none of parameters`);
  }
  void params;
  return errors;
}
