import { createGroup, createProject, createUserWithClient, uniqueName } from '../support/factories';
import type { HttpClient } from '../support/http-client';
import { startTestService, type TestService } from '../support/service';

/** GET /projects keyset pages continue from the last id (doc/api/rest/_index.md#keyset-based-pagination). */
let service: TestService;
let client: HttpClient;
const tag = uniqueName('ks');
let projectIds: number[];

beforeAll(async () => {
  service = await startTestService();
  client = (await createUserWithClient(service.api)).client;
  const group = await createGroup(client, { visibility: 'public' });
  projectIds = [];
  for (let i = 0; i < 5; i++) projectIds.push((await createProject(client, { name: `${tag}-${i}`, path: `${tag}-${i}`, namespace_id: group.id, visibility: 'public' })).id);
});
afterAll(async () => {
  await service?.stop();
});

/** The `rel="next"` URL of a Link header, or null. */
function nextLink(link: string | null): string | null {
  return link?.match(/<([^>]+)>; rel="next"/)?.[1] ?? null;
}

async function walk(query: string, as: HttpClient = client): Promise<{ pages: number[][]; links: string[] }> {
  const pages: number[][] = [];
  const links: string[] = [];
  let path: string | null = `/projects?${query}`;
  while (path) {
    const res = await as.get(path);
    expect(res.status).toBe(200);
    pages.push(res.body.map((p: { id: number }) => p.id));
    const next = nextLink(res.headers.get('link'));
    if (next) links.push(next);
    path = next ? next.slice(next.indexOf('/api/v4') + '/api/v4'.length) : null;
  }
  return { pages, links };
}

describe('GET /projects?pagination=keyset', () => {
  it('links the next ascending page with id_after=<last id> instead of a cursor', async () => {
    const { pages, links } = await walk(`pagination=keyset&per_page=2&order_by=id&sort=asc&search=${tag}`);
    expect(pages).toEqual([projectIds.slice(0, 2), projectIds.slice(2, 4), projectIds.slice(4)]);
    const first = new URL(links[0]);
    expect(Object.fromEntries(first.searchParams)).toEqual({
      id_after: String(projectIds[1]), order_by: 'id', pagination: 'keyset', per_page: '2', search: tag, sort: 'asc',
    });
    expect(new URL(links[1]).searchParams.get('id_after')).toBe(String(projectIds[3]));
  });

  it('links the next descending page with id_before=<last id>', async () => {
    const { pages, links } = await walk(`pagination=keyset&per_page=3&order_by=id&sort=desc&search=${tag}`, service.api.as(null));
    const descending = [...projectIds].reverse();
    expect(pages).toEqual([descending.slice(0, 3), descending.slice(3)]);
    expect(links).toHaveLength(1);
    expect(new URL(links[0]).searchParams.get('id_before')).toBe(String(descending[2]));
    expect(new URL(links[0]).searchParams.has('cursor')).toBe(false);
  });

  it('answers no next link on the last page', async () => {
    const res = await client.get(`/projects?pagination=keyset&per_page=5&order_by=id&sort=asc&search=${tag}`);
    expect(res.body).toHaveLength(5);
    expect(res.headers.get('link')).toBeNull();
  });

  it('accepts id_after and id_before as filters of ordinary pages too', async () => {
    const res = await client.get(`/projects?order_by=id&sort=asc&search=${tag}&id_after=${projectIds[0]}&id_before=${projectIds[4]}`);
    expect(res.body.map((p: { id: number }) => p.id)).toEqual(projectIds.slice(1, 4));
  });
});
