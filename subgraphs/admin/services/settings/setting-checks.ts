import type { SettingCheck, SettingValues } from './setting-types';

/**
 * Model validations with ActiveRecord's error texts (numericality, presence, length, inclusion,
 * addressable_url), as `render_validation_error!` shows them. `null` passes numeric checks: the
 * generic null rule (settings-validation.ts) answers for non-nullable settings first.
 */
const numeric = (test: (n: number) => boolean, message: string): SettingCheck =>
  (value) => (typeof value === 'number' && !test(value) ? message : undefined);

export const atLeast = (min: number) => numeric((n) => n >= min, `must be greater than or equal to ${min}`);
export const atMost = (max: number) => numeric((n) => n <= max, `must be less than or equal to ${max}`);
export const greaterThan = (min: number) => numeric((n) => n > min, `must be greater than ${min}`);
export const lessThan = (max: number) => numeric((n) => n < max, `must be less than ${max}`);

/** `greater_than_or_equal_to: min, less_than_or_equal_to: max`: both messages can apply in turn. */
export const between = (min: number, max: number): SettingCheck => (value, settings) => atLeast(min)(value, settings) ?? atMost(max)(value, settings);

/** `numericality: { less_than: :other }`, compared with the other setting's value as saved. */
export const lessThanSetting = (other: string): SettingCheck => (value, settings) =>
  typeof value === 'number' && typeof settings[other] === 'number' && value >= settings[other] ? `must be less than ${settings[other]}` : undefined;

export const atMostSetting = (other: string): SettingCheck => (value, settings) =>
  typeof value === 'number' && typeof settings[other] === 'number' && value > settings[other] ? `must be less than or equal to ${settings[other]}` : undefined;

export const atLeastSetting = (other: string): SettingCheck => (value, settings) =>
  typeof value === 'number' && typeof settings[other] === 'number' && value < settings[other] ? `must be greater than or equal to ${settings[other]}` : undefined;

export const maxLength = (max: number): SettingCheck => (value) =>
  typeof value === 'string' && value.length > max ? `is too long (maximum is ${max} characters)` : undefined;

export const maxEntries = (max: number): SettingCheck => (value) =>
  Array.isArray(value) && value.length > max ? `is too long (maximum is ${max} entries)` : undefined;

export const oneOf = (allowed: readonly unknown[]): SettingCheck => (value) =>
  value === null || allowed.includes(value) ? undefined : 'is not included in the list';

export const isBlank = (value: unknown): boolean =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);

export const present = (message = "can't be blank"): SettingCheck => (value) => (isBlank(value) ? message : undefined);

/** Runs `check` only while `flag` is true in the record being saved (`if: :flag`). */
export const when = (flag: string, ...checks: SettingCheck[]): SettingCheck => (value, settings: SettingValues) => {
  if (settings[flag] !== true) return undefined;
  for (const check of checks) {
    const error = check(value, settings);
    if (error) return error;
  }
  return undefined;
};

/** GitLab's `addressable_url` (blank allowed): an absolute http(s) URL. */
export const url = (schemes: readonly string[] = ['http', 'https']): SettingCheck => (value) => {
  if (isBlank(value)) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(String(value));
  } catch {
    return 'must be a valid URL';
  }
  const scheme = parsed.protocol.replace(/:$/, '');
  return schemes.includes(scheme) ? undefined : `is blocked: Only allowed schemes are ${schemes.join(', ')}`;
};

export const booleanValue: SettingCheck = (value) => (typeof value === 'boolean' ? undefined : 'must be a boolean value');

/** Ruby's `Array#to_s`, which GitLab interpolates into some messages: `["group", "foo"]`. */
export const rubyArray = (values: unknown[]): string => `[${values.map((v) => JSON.stringify(v)).join(', ')}]`;
