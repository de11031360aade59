import type { ErrorList } from './config-error';
import { isHash } from './deep-merge';

/**
 * `variables:` of the root, `default`-less jobs and rules: key → string (numbers and booleans are
 * written as YAML scalars and become strings), or `{ value, description, expand }`.
 */
export function readVariables(value: unknown, location: string, errors: ErrorList): Record<string, string> {
  if (value === null || value === undefined) return {};
  if (!isHash(value)) {
    errors.add(`${location} config should be a hash of key value pairs, value can be a hash`);
    return {};
  }
  const variables: Record<string, string> = {};
  for (const [key, raw] of Object.entries(value)) {
    const scalar = isHash(raw) ? raw.value ?? '' : raw;
    if (!['string', 'number', 'boolean'].includes(typeof scalar) && scalar !== null) {
      errors.add(`${location} config should be a hash of key value pairs, value can be a hash`);
      return {};
    }
    variables[key] = scalar === null ? '' : String(scalar);
  }
  return variables;
}
