import { fuzzySearch, searchTerms } from './conditions';

describe('searchTerms', () => {
  it.each([
    ['foo bar', ['foo', 'bar']],
    ['"foo bar" baz', ['baz', 'foo bar']],
    ['a"b c"', ['a"b', 'c"']],
  ])('splits %s as GitLab does', (query, terms) => {
    expect(searchTerms(query)).toEqual(terms);
  });
});

describe('fuzzySearch', () => {
  it('needs every word of 3 or more characters in one of the columns', () => {
    expect(fuzzySearch(['n.path', 'n.name'], '  gitlab  org x ')).toEqual({
      sql: '(n.path ilike ? and n.path ilike ?) or (n.name ilike ? and n.name ilike ?)',
      params: ['%gitlab%', '%org%', '%gitlab%', '%org%'],
    });
  });

  it('matches a query without such words whole, with its pattern characters escaped', () => {
    expect(fuzzySearch(['n.path'], 'a%')).toEqual({ sql: '(n.path ilike ?)', params: ['a\\%'] });
  });

  it('filters nothing for a blank query', () => {
    expect(fuzzySearch(['n.path'], '   ')).toBeNull();
  });
});
