import { offsetHeaders, offsetPosition, keysetHeaders } from './pagination';

const BASE = 'https://gitlab.example.com/api/v4/projects/8/issues';

describe('offset pagination headers', () => {
  it('matches GitLab for a middle page', () => {
    const headers = offsetHeaders(BASE, { state: 'opened' }, offsetPosition({ page: 2, per_page: 3 }), 8, 3);
    expect(headers).toEqual({
      'x-per-page': '3', 'x-page': '2', 'x-next-page': '3', 'x-prev-page': '1', 'x-total': '8', 'x-total-pages': '3',
      link: [
        `<${BASE}?page=1&per_page=3&state=opened>; rel="prev"`,
        `<${BASE}?page=3&per_page=3&state=opened>; rel="next"`,
        `<${BASE}?page=1&per_page=3&state=opened>; rel="first"`,
        `<${BASE}?page=3&per_page=3&state=opened>; rel="last"`,
      ].join(', '),
    });
  });

  it('reports one page and empty next/prev for an empty collection', () => {
    const headers = offsetHeaders(BASE, {}, offsetPosition({ page: 1, per_page: 20 }), 0, 0);
    expect(headers).toMatchObject({ 'x-total': '0', 'x-total-pages': '1', 'x-next-page': '', 'x-prev-page': '' });
    expect(headers.link).toBe(`<${BASE}?page=1&per_page=20>; rel="first", <${BASE}?page=1&per_page=20>; rel="last"`);
  });

  it('clamps per_page to 100 but repeats the requested value in links', () => {
    const position = offsetPosition({ page: 1, per_page: 1000 });
    expect(position.perPage).toBe(100);
    const headers = offsetHeaders(BASE, {}, position, 150, 100);
    expect(headers['x-per-page']).toBe('100');
    expect(headers.link).toContain('per_page=1000');
  });

  it('omits totals and rel="last" beyond the count cap', () => {
    const headers = offsetHeaders(BASE, {}, offsetPosition({ page: 1, per_page: 20 }), null, 20);
    expect(headers['x-total']).toBeUndefined();
    expect(headers['x-total-pages']).toBeUndefined();
    expect(headers['x-next-page']).toBe('2');
    expect(headers.link).not.toContain('rel="last"');
  });

  it('serialises arrays and hashes as Rails does, keys sorted', () => {
    const headers = offsetHeaders(BASE, { not: { labels: 'x' }, iids: ['1', '2'] }, offsetPosition({ page: 1, per_page: 20 }), 1, 1);
    expect(headers.link).toContain('?iids%5B%5D=1&iids%5B%5D=2&not%5Blabels%5D=x&page=1&per_page=20');
  });
});

describe('keyset pagination headers', () => {
  it('links the next page only while more rows follow', () => {
    expect(keysetHeaders(BASE, { pagination: 'keyset' }, { cursor: 'abc' }, 20).link).toBe(`<${BASE}?cursor=abc&pagination=keyset>; rel="next"`);
    expect(keysetHeaders(BASE, { pagination: 'keyset' }, null, 20).link).toBeUndefined();
  });
});
