import { createUserWithClient } from '../support/factories';
import { createSnippet } from '../support/snippets';
import { startTestService, type TestService } from '../support/service';

let service: TestService;

// A whole service boots here; on a loaded machine that can take longer than jest's default 30 s.
beforeAll(async () => {
  service = await startTestService();
}, 120_000);
afterAll(async () => {
  await service?.stop();
});

const ids = (body: Array<{ id: number }>) => body.map((s) => s.id);

describe('GET /snippets, /snippets/public, /snippets/all', () => {
  it("lists the caller's own snippets, newest first, with pagination headers", async () => {
    const me = await createUserWithClient(service.api);
    const someone = await createUserWithClient(service.api);
    const first = await createSnippet(me.client, { visibility: 'private' });
    const second = await createSnippet(me.client, { visibility: 'public' });
    await createSnippet(someone.client, { visibility: 'public' });
    const res = await me.client.get('/snippets');
    expect(res.status).toBe(200);
    expect(ids(res.body)).toEqual([second.id, first.id]);
    expect(res.headers.get('x-total')).toBe('2');
    const page = await me.client.get('/snippets?per_page=1&page=2');
    expect(ids(page.body)).toEqual([first.id]);
    expect(page.headers.get('x-total-pages')).toBe('2');
  });

  it('filters by created_after and created_before', async () => {
    const me = await createUserWithClient(service.api);
    const snippet = await createSnippet(me.client);
    const created = new Date(snippet.created_at).getTime();
    const iso = (ms: number) => new Date(ms).toISOString();
    expect(ids((await me.client.get(`/snippets?created_after=${iso(created - 60_000)}`)).body)).toEqual([snippet.id]);
    expect(ids((await me.client.get(`/snippets?created_after=${iso(created + 60_000)}`)).body)).toEqual([]);
    expect(ids((await me.client.get(`/snippets?created_before=${iso(created - 60_000)}`)).body)).toEqual([]);
  });

  it('lists public personal snippets only on /snippets/public', async () => {
    const me = await createUserWithClient(service.api);
    const someone = await createUserWithClient(service.api);
    const open = await createSnippet(someone.client, { visibility: 'public' });
    const internal = await createSnippet(someone.client, { visibility: 'internal' });
    const secret = await createSnippet(someone.client, { visibility: 'private' });
    const listed = ids((await me.client.get('/snippets/public?per_page=100')).body);
    expect(listed).toContain(open.id);
    expect(listed).not.toContain(internal.id);
    expect(listed).not.toContain(secret.id);
  });

  it("lists what the caller may read on /snippets/all, and everything for administrators", async () => {
    const me = await createUserWithClient(service.api);
    const someone = await createUserWithClient(service.api);
    const internal = await createSnippet(someone.client, { visibility: 'internal' });
    const secret = await createSnippet(someone.client, { visibility: 'private' });
    const mine = await createSnippet(me.client, { visibility: 'private' });
    const listed = ids((await me.client.get('/snippets/all?per_page=100')).body);
    expect(listed).toEqual(expect.arrayContaining([internal.id, mine.id]));
    expect(listed).not.toContain(secret.id);
    const all = ids((await service.api.get('/snippets/all?per_page=100')).body);
    expect(all).toEqual(expect.arrayContaining([internal.id, mine.id, secret.id]));
    expect(ids((await service.api.get('/snippets/all?per_page=100&repository_storage=nowhere')).body)).toEqual([]);
  });

  it('answers 401 to anonymous callers', async () => {
    for (const path of ['/snippets', '/snippets/public', '/snippets/all']) {
      expect((await service.api.get(path, { token: null })).status).toBe(401);
    }
  });
});
