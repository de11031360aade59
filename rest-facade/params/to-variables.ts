import type { Params } from './parse-params';

export interface VariableOptions {
  /** The params that become variables, in any order (default: every parsed param). */
  pick?: readonly string[];
  /** Variable names that are not the param's camelCase, e.g. `{ id: 'projectId' }`. */
  rename?: Readonly<Record<string, string>>;
  /** Hash params sent as `[{ key, value }]` lists (GitLab's `custom_attributes[key]=value` filters). */
  entries?: readonly string[];
  /** Filters: a blank param (null) filters nothing, so it is left out too. */
  skipNull?: boolean;
}

export function camelCase(name: string): string {
  return name.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

const isHash = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/** Grape's nested params (hashes, arrays of hashes) as GraphQL input values: keys camelCased, absent members left out. */
function toVariable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(toVariable);
  if (!isHash(value)) return value;
  return Object.fromEntries(Object.entries(value).filter(([, member]) => member !== undefined).map(([key, member]) => [camelCase(key), toVariable(member)]));
}

function entriesOf(hash: unknown): Array<{ key: string; value: string }> {
  return isHash(hash) ? Object.entries(hash).map(([key, value]) => ({ key, value: String(value) })) : [];
}

/**
 * The one way from parsed params to GraphQL variables or input objects (GitLab's
 * `declared_params(include_missing: false)`): snake_case names become camelCase, absent params are
 * left out while `null` and `false` travel as given (so updates keep absent apart from cleared),
 * and hashes and arrays are converted member by member. Values are not checked here: the param
 * schema has validated and coerced them, and the services own every other rule.
 */
export function toVariables(params: Params, options: VariableOptions = {}): Record<string, unknown> {
  const variables: Record<string, unknown> = {};
  for (const name of options.pick ?? Object.keys(params)) {
    const value = params[name];
    if (value === undefined || (value === null && options.skipNull)) continue;
    variables[options.rename?.[name] ?? camelCase(name)] = options.entries?.includes(name) ? entriesOf(value) : toVariable(value);
  }
  return variables;
}
