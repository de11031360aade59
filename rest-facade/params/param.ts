/**
 * Grape's parameter declarations: types, required/optional, defaults, allowed values. A declaration
 * is immutable; each modifier returns a new one.
 */
export type ParamKind = 'string' | 'integer' | 'float' | 'boolean' | 'date' | 'datetime' | 'array' | 'hash' | 'json' | 'file';

export interface ParamSpec {
  kind: ParamKind;
  required: boolean;
  defaultValue?: unknown;
  values?: readonly unknown[];
  exceptValues?: readonly unknown[];
  allowBlank: boolean;
  item?: ParamSpec;
  /** Hashes: the declared members (Grape's nested `requires`/`optional`); only these are kept. */
  members?: Record<string, ParamSpec>;
  /** Arrays: also accept a comma-separated string (GitLab's CommaSeparatedToArray). */
  commaSeparated?: boolean;
  min?: number;
  max?: number;
  /** A path segment's route requirement (Grape's `requirements:`). */
  requirement?: RegExp;
}

export class Param {
  constructor(readonly spec: ParamSpec) {}
  private with(change: Partial<ParamSpec>): Param {
    return new Param({ ...this.spec, ...change });
  }
  required(): Param { return this.with({ required: true }); }
  default(value: unknown): Param { return this.with({ defaultValue: value }); }
  values(values: readonly unknown[]): Param { return this.with({ values }); }
  except(values: readonly unknown[]): Param { return this.with({ exceptValues: values }); }
  notBlank(): Param { return this.with({ allowBlank: false }); }
  commaSeparated(): Param { return this.with({ commaSeparated: true }); }
  /** Grape's `values: min..max` range check, reported as "does not have a valid value". */
  range(min?: number, max?: number): Param { return this.with({ min, max }); }
  /** A value that does not match matches no route, so the request answers `404 Not Found` before any 400. */
  matching(requirement: RegExp): Param { return this.with({ requirement }); }
}

const base = (kind: ParamKind, extra: Partial<ParamSpec> = {}) => new Param({ kind, required: false, allowBlank: true, ...extra });

export const p = {
  string: () => base('string'),
  integer: () => base('integer'),
  float: () => base('float'),
  boolean: () => base('boolean'),
  /** `YYYY-MM-DD` */
  date: () => base('date'),
  /** ISO 8601 date-time */
  datetime: () => base('datetime'),
  array: (item: Param = p.string()) => base('array', { item: item.spec }),
  /** With `members`, only those are kept, each coerced (and required or defaulted) as declared. */
  hash: (members?: Record<string, Param>) => base('hash', members ? { members: Object.fromEntries(Object.entries(members).map(([name, param]) => [name, param.spec])) } : {}),
  /** Any JSON value, passed through unchanged. */
  json: () => base('json'),
  file: () => base('file'),
};

export type ParamSchema = Record<string, Param>;

/** Route-level relations between params, checked after each param is valid (Grape's order). */
export interface ParamRules {
  mutuallyExclusive?: string[][];
  atLeastOneOf?: string[][];
  exactlyOneOf?: string[][];
  allOrNoneOf?: string[][];
  /** Grape's `as:`: a param declared under an old name (key) that the rules know by its new one (value). */
  aliases?: Record<string, string>;
}
