import { parseNestedQuery } from './rack-params';

describe('parseNestedQuery (Rack semantics)', () => {
  it.each([
    ['a=1&b=two+words', { a: '1', b: 'two words' }],
    ['ids[]=1&ids[]=2', { ids: ['1', '2'] }],
    ['not[labels]=bug&not[author_id]=5', { not: { labels: 'bug', author_id: '5' } }],
    ['custom_attributes[key]=value', { custom_attributes: { key: 'value' } }],
    ['a[b][c]=1', { a: { b: { c: '1' } } }],
    ['flag', { flag: '' }],
    ['name=%E2%9C%93', { name: '✓' }],
  ])('parses %s', (query, expected) => {
    expect(parseNestedQuery(query)).toEqual(expected);
  });

  it('starts a new hash in an array when a key repeats, as Rails does for commit actions', () => {
    const query = [
      'actions[][action]=create', 'actions[][file_path]=a.txt', 'actions[][content]=A',
      'actions[][action]=delete', 'actions[][file_path]=b.txt',
    ].join('&');
    expect(parseNestedQuery(query)).toEqual({
      actions: [{ action: 'create', file_path: 'a.txt', content: 'A' }, { action: 'delete', file_path: 'b.txt' }],
    });
  });

  it('ignores __proto__ keys', () => {
    const parsed = parseNestedQuery('__proto__[polluted]=1&a=1');
    expect(parsed).toEqual({ a: '1' });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
