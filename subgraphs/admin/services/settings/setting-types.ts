/**
 * The shape of one application setting: its GitLab name (the table key), Grape type, default for a
 * fresh instance, and the rules GitLab applies to it. GET defaults, the PUT param schema and the
 * model validation all derive from these declarations (setting-definitions.ts assembles them).
 */
export type SettingType =
  | 'boolean'
  | 'integer'
  | 'float'
  | 'string'
  | 'string[]'
  | 'integer[]'
  | 'hash'
  | 'visibility'
  | 'visibility[]';

/** Values a default or normalizer may depend on (GitLab reads them from gitlab.yml). */
export interface SettingsEnv {
  /** Host name of EXTERNAL_URL. */
  host: string;
}

export type SettingValues = Record<string, any>;

/**
 * A model validation: returns GitLab's error text for the attribute, or undefined when valid.
 * `settings` is the whole record as it would be saved, for rules that read other settings.
 */
export type SettingCheck = (value: any, settings: SettingValues) => string | undefined;

export interface SettingDefinition {
  type: SettingType;
  default: unknown | ((env: SettingsEnv) => unknown);
  /** Grape's `values:`; anything else answers `<name> does not have a valid value`. */
  values?: readonly unknown[];
  /** Hashes whose values must be integers (Grape's HashOfIntegerValues; `"50"` becomes 50). */
  hashValues?: 'integer';
  /** Arrays: also accept `a,b` (Grape's CommaSeparatedToArray). */
  commaSeparated?: boolean;
  /** `null` is a valid stored value (the column allows nil); `str` and null defaults set it. */
  nullable?: boolean;
  /** Accepted on PUT, never returned (secrets GitLab keeps out of the entity). */
  writeOnly?: boolean;
  /** Grape's `given <name>: ->(v) { v } do requires ... end`: settings required when this one is true. */
  requires?: readonly string[];
  checks?: readonly SettingCheck[];
  /** Turns accepted input into the stored form (e.g. visibility levels `"10"` → `"internal"`). */
  normalize?: (value: any, env: SettingsEnv) => unknown;
  /** Turns the stored form into the exposed one (GET). */
  present?: (value: any) => unknown;
  /** Returned but not a parameter of its own (written only through an alias). */
  readOnly?: boolean;
  /** Settings this one also sets unless the request gives them itself. */
  also?: (value: any) => SettingValues;
}

export type SettingTable = Record<string, SettingDefinition>;

/**
 * An accepted parameter that is not a setting of its own: a legacy name of one (`target`), or a
 * deprecated parameter GitLab still accepts and ignores (`target: null`).
 */
export interface SettingAlias {
  target: string | null;
  /** Declared type; defaults to the target's. */
  type?: SettingType;
  commaSeparated?: boolean;
  /** GET also returns the alias name, showing this setting's value (or a constant). */
  expose?: string | { constant: unknown };
  /** Further settings the parameter sets (as GitLab's API or update service does). */
  also?: (value: any) => SettingValues;
}

type Options = Omit<SettingDefinition, 'type' | 'default'>;
type CheckOrOptions = SettingCheck | Options;

function define(type: SettingType, value: SettingDefinition['default'], rest: CheckOrOptions[]): SettingDefinition {
  const checks = rest.filter((r): r is SettingCheck => typeof r === 'function');
  const options = Object.assign({}, ...rest.filter((r) => typeof r !== 'function')) as Options;
  return { type, default: value, ...options, checks: [...(options.checks ?? []), ...checks] };
}

/** Builders that keep each table row on one line: `int(32, between(0, 64))`. */
export const bool = (value: boolean, ...rest: CheckOrOptions[]) => define('boolean', value, rest);
export const int = (value: number | null, ...rest: CheckOrOptions[]) => define('integer', value, value === null ? [{ nullable: true }, ...rest] : rest);
export const float = (value: number | null, ...rest: CheckOrOptions[]) => define('float', value, value === null ? [{ nullable: true }, ...rest] : rest);
export const str = (value: SettingDefinition['default'], ...rest: CheckOrOptions[]) => define('string', value, [{ nullable: true }, ...rest]);
export const strList = (value: string[] | null, ...rest: CheckOrOptions[]) => define('string[]', value, [{ commaSeparated: true }, ...rest]);
export const intList = (value: number[], ...rest: CheckOrOptions[]) => define('integer[]', value, rest);
export const hash = (value: Record<string, unknown>, ...rest: CheckOrOptions[]) => define('hash', value, rest);
export const secret = (...rest: CheckOrOptions[]) => define('string', null, [{ nullable: true, writeOnly: true }, ...rest]);
/** A string restricted to `values` at the param level, as Grape's `values:` does. */
export const choice = (values: readonly string[], value: string | null, ...rest: CheckOrOptions[]) => define('string', value, [{ values, nullable: value === null }, ...rest]);

/** A legacy parameter name; `exposed` also returns it on GET with the target's value. */
export const alias = (target: string, exposed = false): SettingAlias => ({ target, ...(exposed ? { expose: target } : {}) });
export const ignored = (type: SettingType, options: Omit<SettingAlias, 'target' | 'type'> = {}): SettingAlias => ({ target: null, type, ...options });
