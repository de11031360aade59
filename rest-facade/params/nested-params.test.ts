import { DomainError } from '@forgegraph/platform';
import { p } from './param';
import { parseParams } from './parse-params';

describe('nested hash members and path requirements', () => {
  const grants = { allowed_to_push: p.array(p.hash({ access_level: p.integer(), user_id: p.integer() })) };

  it('coerces the declared members of each hash and drops the others', () => {
    const raw = { allowed_to_push: [{ access_level: '40', other: 'x' }, { user_id: '7' }] };
    expect(parseParams(raw, grants)).toEqual({ allowed_to_push: [{ access_level: 40 }, { user_id: 7 }] });
  });

  it('names the first missing required member, as Grape does', () => {
    const schema = { url_variables: p.array(p.hash({ key: p.string().required(), value: p.string().required() })) };
    expect(() => parseParams({ url_variables: [{ key: 'a', value: 'b' }, { key: 'c' }] }, schema)).toThrow('url_variables[1][value] is missing');
    expect(parseParams({ url_variables: null }, schema)).toEqual({ url_variables: null });
  });

  it('answers 404 Not Found before any 400 when a path segment misses its requirement', () => {
    const schema = { id: p.string().required().matching(/^\d+$/), name: p.string().required() };
    const failure = (() => { try { parseParams({ id: 'abc' }, schema); } catch (error) { return error; } })();
    expect(failure).toBeInstanceOf(DomainError);
    expect((failure as DomainError).code).toBe('NOT_FOUND');
  });
});
