import { BadRequestError } from '@forgegraph/platform';
import { p } from './param';
import { parseParams } from './parse-params';

function errorOf(fn: () => unknown): unknown {
  try {
    fn();
  } catch (error) {
    return error instanceof BadRequestError ? error.body : error;
  }
  return 'no error';
}

describe('parseParams (Grape semantics)', () => {
  const schema = {
    title: p.string().required(),
    count: p.integer(),
    confidential: p.boolean(),
    state: p.string().values(['opened', 'closed']).default('opened'),
    labels: p.array(p.string()).commaSeparated(),
    ids: p.array(p.integer()),
    due: p.date(),
    not: p.hash(),
  };

  it.each([
    ['True', true], ['False', false], ['true', true], ['1', true], ['0', false], ['yes', true], ['off', false], [true, true],
  ])('coerces boolean %p to %p', (raw, expected) => {
    expect(parseParams({ title: 't', confidential: raw }, schema).confidential).toBe(expected);
  });

  it('keeps only declared keys, applies defaults and leaves absent optional params absent', () => {
    expect(parseParams({ title: 't', extra: 'x' }, schema)).toEqual({ title: 't', state: 'opened' });
  });

  it('keeps an explicit null apart from absence', () => {
    expect(parseParams({ title: 't', count: null }, schema)).toEqual({ title: 't', count: null, state: 'opened' });
  });

  it('reads `a[]=` arrays, comma-separated arrays and `h[k]=` hashes', () => {
    const parsed = parseParams({ title: 't', labels: 'a,b', ids: ['1', '2'], not: { labels: 'x' } }, schema);
    expect(parsed).toMatchObject({ labels: ['a', 'b'], ids: [1, 2], not: { labels: 'x' } });
  });

  it.each([
    [{}, 'title is missing'],
    [{ title: 't', count: 'abc' }, 'count is invalid'],
    [{ title: 't', confidential: 'maybe' }, 'confidential is invalid'],
    [{ title: 't', state: 'merged' }, 'state does not have a valid value'],
    [{ title: 't', ids: ['1', 'x'] }, 'ids is invalid'],
    [{ title: 't', due: '2024-13-45x' }, 'due is invalid'],
    [{ title: 't', due: '0000-01-01' }, 'due is invalid'],
    [{ title: 't', count: '9223372036854775808' }, 'count is invalid'],
    [{ title: 't', count: '9'.repeat(5000) }, 'count is invalid'],
    [{ title: 't', count: 2 ** 63 }, 'count is invalid'],
    [{ count: 'x' }, 'title is missing, count is invalid'],
  ])('rejects %p with {"error": %p}', (raw, error) => {
    expect(errorOf(() => parseParams(raw, schema))).toEqual({ error });
  });

  it('reports range violations as "does not have a valid value"', () => {
    expect(errorOf(() => parseParams({ per_page: '0' }, { per_page: p.integer().range(1) }))).toEqual({ error: 'per_page does not have a valid value' });
  });

  it.each([
    [{ mutuallyExclusive: [['a', 'b']] }, { a: '1', b: '2' }, 'a, b are mutually exclusive'],
    [{ atLeastOneOf: [['a', 'b']] }, {}, 'a, b are missing, at least one parameter must be provided'],
    [{ exactlyOneOf: [['a', 'b']] }, {}, 'a, b are missing, exactly one parameter must be provided'],
    [{ exactlyOneOf: [['a', 'b']] }, { a: '1', b: '1' }, 'a, b are mutually exclusive'],
    [{ allOrNoneOf: [['a', 'b']] }, { a: '1' }, 'a, b provide all or none of parameters'],
  ])('applies rule %p', (rules, raw, error) => {
    expect(errorOf(() => parseParams(raw, { a: p.string(), b: p.string() }, rules))).toEqual({ error });
  });
});
