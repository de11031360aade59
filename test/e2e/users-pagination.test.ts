import { expectGitlabError } from '../support/expectations';
import { createUser, createUserWithClient, type CreatedUser } from '../support/factories';
import type { ApiResponse, HttpClient } from '../support/http-client';
import { startTestService, type TestService } from '../support/service';

let service: TestService;
let member: HttpClient;
let base: string;
const created: CreatedUser[] = [];

beforeAll(async () => {
  service = await startTestService();
  base = `http://localhost:${service.server.port}/api/v4/users`;
  member = (await createUserWithClient(service.api)).client;
  for (let i = 0; i < 5; i++) created.push(await createUser(service.api));
});
afterAll(async () => {
  await service?.stop();
});

/** root + member + 5 created users. */
const TOTAL = 7;

function headers(res: ApiResponse) {
  const names = ['x-total', 'x-total-pages', 'x-per-page', 'x-page', 'x-next-page', 'x-prev-page', 'link'];
  return Object.fromEntries(names.map((name) => [name, res.headers.get(name)]));
}

describe('GET /users offset pagination', () => {
  it('answers the first page with every GitLab header', async () => {
    const res = await service.api.get('/users?per_page=3');
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(3);
    expect(headers(res)).toEqual({
      'x-total': String(TOTAL),
      'x-total-pages': '3',
      'x-per-page': '3',
      'x-page': '1',
      'x-next-page': '2',
      'x-prev-page': '',
      link: `<${base}?page=2&per_page=3>; rel="next", <${base}?page=1&per_page=3>; rel="first", <${base}?page=3&per_page=3>; rel="last"`,
    });
  });

  it('answers a middle page with prev and next links, keeping the other params', async () => {
    const res = await service.api.get('/users?per_page=3&page=2&order_by=id&sort=asc');
    expect(res.body.map((u: any) => u.id)).toEqual([...res.body.map((u: any) => u.id)].sort((a: number, b: number) => a - b));
    expect(headers(res)).toMatchObject({ 'x-page': '2', 'x-next-page': '3', 'x-prev-page': '1' });
    expect(res.headers.get('link')).toBe([
      `<${base}?order_by=id&page=1&per_page=3&sort=asc>; rel="prev"`,
      `<${base}?order_by=id&page=3&per_page=3&sort=asc>; rel="next"`,
      `<${base}?order_by=id&page=1&per_page=3&sort=asc>; rel="first"`,
      `<${base}?order_by=id&page=3&per_page=3&sort=asc>; rel="last"`,
    ].join(', '));
  });

  it('answers an empty page beyond the last one', async () => {
    const res = await service.api.get('/users?per_page=3&page=9');
    expect(res.body).toEqual([]);
    expect(headers(res)).toMatchObject({ 'x-total': String(TOTAL), 'x-page': '9', 'x-next-page': '', 'x-prev-page': '' });
  });

  it('clamps per_page to 100 and repeats the requested value in links', async () => {
    const res = await service.api.get('/users?per_page=1000');
    expect(res.status).toBe(200);
    expect(res.headers.get('x-per-page')).toBe('100');
    expect(res.headers.get('link')).toContain('per_page=1000');
  });

  it('uses 20 per page by default', async () => {
    expect((await member.get('/users')).headers.get('x-per-page')).toBe('20');
  });

  it.each([
    ['per_page=0', 'per_page does not have a valid value'],
    ['page=0', 'page does not have a valid value'],
    ['per_page=many', 'per_page is invalid'],
    ['page=first', 'page is invalid'],
    ['pagination=cursor', 'pagination does not have a valid value'],
  ])('answers 400 for %s', async (query, error) => {
    expectGitlabError(await service.api.get(`/users?${query}`), 400, { error });
  });
});

describe('GET /users keyset pagination', () => {
  async function walk(client: HttpClient, first: string): Promise<{ ids: number[]; pages: number }> {
    const ids: number[] = [];
    let url: string | null = `/users?${first}`;
    let pages = 0;
    while (url) {
      const res = await client.get(url);
      expect(res.status).toBe(200);
      expect(res.headers.get('x-total')).toBeNull();
      expect(res.headers.get('x-page')).toBeNull();
      ids.push(...res.body.map((u: any) => u.id));
      pages++;
      const next = res.headers.get('link')?.match(/^<([^>]+)>; rel="next"$/)?.[1];
      url = next ? next.replace(`http://localhost:${service.server.port}/api/v4`, '') : null;
      if (pages > 20) throw new Error('keyset pagination does not end');
    }
    return { ids, pages };
  }

  it.each(['id', 'name', 'username', 'created_at', 'updated_at'])('walks every user once ordered by %s', async (orderBy) => {
    const offset = (await service.api.get(`/users?per_page=100&order_by=${orderBy}&sort=asc`)).body.map((u: any) => u.id);
    const keyset = await walk(service.api, `pagination=keyset&per_page=2&order_by=${orderBy}&sort=asc`);
    expect(keyset.ids).toEqual(offset);
    expect(keyset.pages).toBe(Math.ceil(TOTAL / 2));
  });

  it('walks descending by id by default, for non-administrators too', async () => {
    const offset = (await member.get('/users?per_page=100')).body.map((u: any) => u.id);
    expect((await walk(member, 'pagination=keyset&per_page=3')).ids).toEqual(offset);
  });

  it('links only to the next page, with an opaque cursor and the other params kept', async () => {
    const res = await service.api.get('/users?pagination=keyset&per_page=2&order_by=name&sort=desc');
    expect(res.headers.get('link')).toMatch(
      new RegExp(`^<${base}\\?cursor=[\\w-]+&order_by=name&pagination=keyset&per_page=2&sort=desc>; rel="next"$`),
    );
  });

  it('answers no link on the last page', async () => {
    const res = await service.api.get('/users?pagination=keyset&per_page=100');
    expect(res.body).toHaveLength(TOTAL);
    expect(res.headers.get('link')).toBeNull();
  });

  it('answers 400 for a cursor it did not issue', async () => {
    expectGitlabError(await service.api.get('/users?pagination=keyset&cursor=not-a-cursor'), 400, { error: 'cursor is invalid' });
  });
});

describe('GET /users/:id/memberships pagination', () => {
  it('answers an empty list with GitLab headers', async () => {
    const res = await service.api.get(`/users/${created[0].id}/memberships?per_page=5`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
    expect(headers(res)).toEqual({
      'x-total': '0', 'x-total-pages': '1', 'x-per-page': '5', 'x-page': '1', 'x-next-page': '', 'x-prev-page': '',
      link: `<${base}/${created[0].id}/memberships?page=1&per_page=5>; rel="first", <${base}/${created[0].id}/memberships?page=1&per_page=5>; rel="last"`,
    });
  });
});
