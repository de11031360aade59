import fc from 'fast-check';
import type { ParamSpec } from '@forgegraph/rest-facade';

/**
 * What a hostile client sends where the API expects a value: the classes a probe of the service found
 * 500s with (NUL and control characters, path traversal, malformed percent-encoding, numbers past
 * int4/bigint, 5,000-digit numbers, 100k-character strings, null and "" for booleans and enums,
 * hashes where scalars belong).
 */
export const TWO_POW_63 = '9223372036854775808';
export const HUGE_NUMBER = '9'.repeat(5000);
export const OVERSIZED = 'a'.repeat(100_000);

/** Marks a string the request builder puts into the URL or form body as it is, not percent-encoded. */
export class RawText {
  constructor(readonly text: string) {}
}

/** Malformed percent-encoding and invalid UTF-8, sent unencoded. */
export const RAW_TOKENS = ['%ZZ', '%', '%E0%A4%A', '%C3%28', '%FF', '%00', '%2e%2e', '%2F..%2F..'].map((t) => new RawText(t));

const HOSTILE_STRINGS = [
  '', ' ', '..', '../../', '../../etc/passwd', '/etc/passwd', 'a/../../b', '\u0000', 'a\u0000b', '\u0001\u001f\u007f', 'line\nbreak', '\r\n',
  '-', '--help', '-rf', '--upload-pack=touch /tmp/x', '@{-1}', 'HEAD~99999', 'main..', 'refs/heads/', '.lock', 'a.lock', '~^:?*[\\',
  'notadate', 'null', 'true', '0', '-1', TWO_POW_63, `-${TWO_POW_63}`, '18446744073709551616', HUGE_NUMBER, '1e309', 'NaN', 'Infinity', '1.5',
  '2024-13-45', '0000-00-00', '9999-12-31T99:99:99Z', '<script>alert(1)</script>', "'; drop table users; --", '日本語', '\ud800', '\ufeff',
  '%ZZ', '%00', 'x'.repeat(1000), OVERSIZED, 'http://', 'http://256.256.256.256', 'http://localhost:0/', 'ftp://x', 'a@b', '*', '(', '[', '\\',
];
const HOSTILE_OTHERS: unknown[] = [
  null, true, false, 0, -1, 1.5, 2 ** 63, -(2 ** 63), 1e308, [], [null], ['\u0000'], {}, { a: { b: { c: 'd' } } }, { '\u0000': 1 }, [[[]]],
];

const hostileString = fc.constantFrom(...HOSTILE_STRINGS);
const anyHostile = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_OTHERS) },
  { weight: 1, arbitrary: fc.constantFrom(...RAW_TOKENS) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
);

/** A value of the declared type, so a request gets past param validation and reaches the service. */
export function plausible(spec: ParamSpec, name: string): fc.Arbitrary<unknown> {
  if (spec.values?.length) return fc.constantFrom(...spec.values);
  switch (spec.kind) {
    case 'integer':
      return fc.constantFrom(1, 2, 10, 30, 40);
    case 'float':
      return fc.constantFrom(0.5, 1);
    case 'boolean':
      return fc.boolean();
    case 'date':
      return fc.constantFrom('2035-01-01', '2020-02-29');
    case 'datetime':
      return fc.constantFrom('2030-01-01T00:00:00Z', '2020-01-01');
    case 'array':
      return fc.array(spec.item ? plausible(spec.item, name) : fc.string({ maxLength: 5 }), { maxLength: 3 });
    case 'hash':
      return fc.constant({ key: 'value' });
    default:
      return plausibleString(name);
  }
}

function plausibleString(name: string): fc.Arbitrary<unknown> {
  if (/email/.test(name)) return fc.constantFrom('someone@example.com', 'x@y');
  if (/url/.test(name)) return fc.constantFrom('http://example.com/hook', 'https://nonexistent.invalid/x');
  if (/branch|ref|sha|from|to/.test(name)) return fc.constantFrom('main', 'feature', 'HEAD');
  if (/path/.test(name)) return fc.constantFrom('README.md', 'docs', `p${Date.now() % 100000}x`);
  return fc.stringMatching(/^[a-z][a-z0-9_-]{0,11}$/);
}

/** Anything hostile, biased towards what breaks the declared type. */
export function hostile(spec: ParamSpec): fc.Arbitrary<unknown> {
  switch (spec.kind) {
    case 'integer':
    case 'float':
      return fc.oneof(fc.constantFrom(TWO_POW_63, HUGE_NUMBER, '-1', '0', '1e309', 2 ** 63, -(2 ** 31) - 1, 2 ** 31, 1.5, 'abc'), anyHostile);
    case 'boolean':
      return fc.oneof(fc.constantFrom(null, '', ' ', 'maybe', {}, [], 2), anyHostile);
    case 'date':
    case 'datetime':
      return fc.oneof(fc.constantFrom('notadate', '', null, '2024-02-30', '99999-01-01', '0000-01-01', '-001-01-01', '2024-01-01T25:61:00Z'), anyHostile);
    default:
      return anyHostile;
  }
}

/** One param: absent, plausible (to reach deeper code) or hostile. */
export function paramValue(spec: ParamSpec, name: string): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 3, arbitrary: plausible(spec, name) }, { weight: 2, arbitrary: hostile(spec) });
}
