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
  /** Arrays: also accept a comma-separated string (GitLab's CommaSeparatedToArray). */
  commaSeparated?: boolean;
  min?: number;
  max?: number;
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
  hash: () => base('hash'),
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
}
