import { BadRequestError } from '@forgegraph/platform';
import { SETTING_ALIASES, SETTING_DEFINITIONS, SETTING_PARAM_RULES, SETTING_PARAMS, type SettingParam } from './setting-definitions';
import type { SettingsEnv, SettingType, SettingValues } from './setting-types';

/**
 * Turns the values of one update into the settings to save, with Grape's parameter semantics: each
 * declared type and `values:`, the relations between parameters, then legacy names and the
 * `given ... requires` dependencies. The REST facade checks types and values before calling, from
 * the same table; this keeps direct GraphQL callers to the same rules.
 */
export function parseSettingsInput(input: Record<string, unknown>, env: SettingsEnv): SettingValues {
  const unknown = Object.keys(input).filter((name) => !PARAMS.has(name));
  if (unknown.length) fail(unknown.map((name) => `${name} is not an application setting`));
  const given = SETTING_PARAMS.filter((param) => param.name in input);
  fail(given.flatMap((param) => paramErrors(param, input[param.name])));
  fail(relationErrors(input));
  const changes = toSettings(given, input, env);
  fail(missingRequirements(changes));
  return changes;
}

const PARAMS = new Map(SETTING_PARAMS.map((param) => [param.name, param]));

function fail(errors: string[]): void {
  if (errors.length) throw BadRequestError.param(errors.join(', '));
}

function paramErrors(param: SettingParam, value: unknown): string[] {
  if (value === null) return [];
  if (!hasType(param, value)) return [`${param.name} is invalid`];
  const items = Array.isArray(value) ? value : [value];
  if (param.values && !items.every((item) => param.values!.includes(item))) return [`${param.name} does not have a valid value`];
  return [];
}

const isInteger = (value: unknown) => Number.isInteger(value);
const isString = (value: unknown) => typeof value === 'string';
const isPlainObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);
const TYPE_TESTS: Record<SettingType, (value: unknown) => boolean> = {
  boolean: (value) => typeof value === 'boolean',
  integer: isInteger,
  float: (value) => typeof value === 'number' && Number.isFinite(value),
  string: isString,
  visibility: isString,
  'string[]': (value) => Array.isArray(value) && value.every(isString),
  'visibility[]': (value) => Array.isArray(value) && value.every(isString),
  'integer[]': (value) => Array.isArray(value) && value.every(isInteger),
  hash: isPlainObject,
};

function hasType(param: SettingParam, value: unknown): boolean {
  if (!TYPE_TESTS[param.type](value)) return false;
  const definition = SETTING_DEFINITIONS[param.name];
  if (definition?.hashValues !== 'integer') return true;
  // Grape's HashOfIntegerValues: integers, or strings holding one (form bodies).
  return Object.values(value as object).every((v) => isInteger(v) || (typeof v === 'string' && /^-?\d+$/.test(v)));
}

function relationErrors(input: Record<string, unknown>): string[] {
  const present = (names: string[]) => names.filter((name) => name in input);
  const errors: string[] = [];
  for (const names of SETTING_PARAM_RULES.mutuallyExclusive) {
    if (present(names).length > 1) errors.push(`${present(names).join(', ')} are mutually exclusive`);
  }
  if (input.housekeeping_enabled !== true) return errors;
  const { allOrNoneOf, exactlyOneOf } = SETTING_PARAM_RULES.housekeeping;
  const partial = present(allOrNoneOf).length;
  if (partial > 0 && partial < allOrNoneOf.length) errors.push(`${allOrNoneOf.join(', ')} provide all or none of parameters`);
  const chosen = present(exactlyOneOf);
  if (chosen.length === 0) errors.push(`${exactlyOneOf.join(', ')} are missing, exactly one parameter must be provided`);
  if (chosen.length > 1) errors.push(`${chosen.join(', ')} are mutually exclusive`);
  return errors;
}

/** Legacy names to current ones, normalized values, and the settings a parameter also sets. */
function toSettings(given: SettingParam[], input: Record<string, unknown>, env: SettingsEnv): SettingValues {
  const aliased: SettingValues = {};
  const direct: SettingValues = {};
  const implied: SettingValues = {};
  for (const { name } of given) {
    const value = input[name];
    const alias = SETTING_ALIASES[name];
    const target = alias ? alias.target : name;
    if (target) (alias ? aliased : direct)[target] = normalize(target, value, env);
    const also = alias ? alias.also : SETTING_DEFINITIONS[name].also;
    if (also && (alias || value !== null)) Object.assign(implied, also(value));
  }
  return { ...implied, ...aliased, ...direct };
}

function normalize(name: string, value: unknown, env: SettingsEnv): unknown {
  const definition = SETTING_DEFINITIONS[name];
  if (value === null) return null;
  let normalized = value;
  if (definition.hashValues === 'integer') {
    normalized = Object.fromEntries(Object.entries(value as object).map(([k, v]) => [k, Number(v)]));
  }
  return definition.normalize ? definition.normalize(normalized, env) : normalized;
}

/** `given <flag>: ->(val) { val } do requires ... end`, on what this request sets. */
function missingRequirements(changes: SettingValues): string[] {
  const missing: string[] = [];
  for (const [name, definition] of Object.entries(SETTING_DEFINITIONS)) {
    if (changes[name] !== true || !definition.requires) continue;
    for (const required of definition.requires) {
      if (!(required in changes) && !missing.includes(`${required} is missing`)) missing.push(`${required} is missing`);
    }
  }
  return missing;
}
