import { startTestService, type TestService } from '../support/service';
import { expectGitlabError } from '../support/expectations';
import { ISO_TIME, utcDate } from '../support/dates';
import { uniqueName } from '../support/factories';

let service: TestService;
const ROOT_ID = 1;

async function createRootToken(body: Record<string, unknown>) {
  const res = await service.api.post(`/users/${ROOT_ID}/personal_access_tokens`, { body: { scopes: ['api'], ...body } });
  expect(res.status).toBe(201);
  return res.body as { id: number; name: string; token: string };
}

const prefix = uniqueName('list');
let fresh: { id: number; token: string };
let expired: { id: number };
let revoked: { id: number };

beforeAll(async () => {
  service = await startTestService();
  fresh = await createRootToken({ name: `${prefix}-fresh`, expires_at: utcDate(10) });
  expired = await createRootToken({ name: `${prefix}-expired`, expires_at: utcDate(-3) });
  revoked = await createRootToken({ name: `${prefix}-revoked`, expires_at: utcDate(20) });
  expect((await service.api.delete(`/personal_access_tokens/${revoked.id}`)).status).toBe(204);
  await service.api.as(fresh.token).get('/version');
});
afterAll(async () => {
  await service?.stop();
});

const ids = (body: Array<{ id: number }>) => body.map((t) => t.id);

describe('GET /personal_access_tokens as an administrator', () => {
  it('lists every token with the PersonalAccessToken entity and offset headers', async () => {
    const res = await service.api.get('/personal_access_tokens?per_page=2');
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(2);
    expect(Object.keys(res.body[0])).toEqual(['id', 'name', 'revoked', 'created_at', 'description', 'scopes', 'user_id', 'last_used_at', 'active', 'expires_at']);
    expect(res.headers.get('x-per-page')).toBe('2');
    expect(res.headers.get('x-page')).toBe('1');
    expect(Number(res.headers.get('x-total'))).toBeGreaterThanOrEqual(4);
    expect(res.headers.get('link')).toContain('rel="next"');
  });

  it('shows last use and active state', async () => {
    const res = await service.api.get(`/personal_access_tokens?search=${prefix}&sort=name_asc`);
    expect(res.body.map((t: any) => [t.name, t.active, t.revoked])).toEqual([
      [`${prefix}-expired`, false, false],
      [`${prefix}-fresh`, true, false],
      [`${prefix}-revoked`, false, true],
    ]);
    expect(res.body[1].last_used_at).toMatch(ISO_TIME);
  });

  it.each([
    ['state=active', `state=active`, ['fresh']],
    ['state=inactive', `state=inactive`, ['expired', 'revoked']],
    ['revoked=true', `revoked=true`, ['revoked']],
    ['revoked=false', `revoked=false`, ['expired', 'fresh']],
    ['expires_before', `expires_before=${utcDate(15)}`, ['expired', 'fresh']],
    ['expires_after', `expires_after=${utcDate(10)}`, ['fresh', 'revoked']],
    ['expires_after with a date-time', `expires_after=${utcDate(10)}T12:30:00`, ['fresh', 'revoked']],
    ['last_used_after', `last_used_after=${utcDate(-1)}`, ['fresh']],
    ['last_used_before', `last_used_before=${utcDate(1)}`, ['fresh']],
    ['created_after tomorrow', `created_after=${utcDate(1)}`, []],
    ['created_before tomorrow', `created_before=${utcDate(1)}`, ['expired', 'fresh', 'revoked']],
  ])('filters with %s', async (_label, query, expected) => {
    const res = await service.api.get(`/personal_access_tokens?search=${prefix}&sort=name_asc&${query}`);
    expect(res.status).toBe(200);
    expect(res.body.map((t: any) => t.name)).toEqual(expected.map((suffix) => `${prefix}-${suffix}`));
  });

  it.each([
    ['name_desc', ['revoked', 'fresh', 'expired']],
    ['created_asc', ['fresh', 'expired', 'revoked']],
    ['created_desc', ['revoked', 'expired', 'fresh']],
    ['expires_asc', ['expired', 'fresh', 'revoked']],
    ['expires_desc', ['revoked', 'fresh', 'expired']],
  ])('sorts by %s', async (sort, expected) => {
    const res = await service.api.get(`/personal_access_tokens?search=${prefix}&sort=${sort}`);
    expect(res.body.map((t: any) => t.name)).toEqual(expected.map((suffix) => `${prefix}-${suffix}`));
  });

  it('filters by user_id', async () => {
    const res = await service.api.get(`/personal_access_tokens?user_id=${ROOT_ID}&per_page=100`);
    expect(res.status).toBe(200);
    expect(res.body.every((t: any) => t.user_id === ROOT_ID)).toBe(true);
    expect(ids(res.body)).toEqual(expect.arrayContaining([fresh.id, expired.id, revoked.id]));
  });

  it.each([
    ['an unknown user_id', 'user_id=999999', 404, { message: '404 Not Found' }],
    ['a blank user_id', 'user_id=', 404, { message: '404 Not Found' }],
    ['a non-integer user_id', 'user_id=abc', 400, { error: 'user_id is invalid' }],
    ['a non-boolean revoked', 'revoked=asdf', 400, { error: 'revoked is invalid' }],
    ['an unknown state', 'state=asdf', 400, { error: 'state does not have a valid value' }],
    ['a bad created_before', 'created_before=asdf', 400, { error: 'created_before is invalid' }],
    ['a bad last_used_after', 'last_used_after=asdf', 400, { error: 'last_used_after is invalid' }],
    ['a bad expires_before', 'expires_before=asdf', 400, { error: 'expires_before is invalid' }],
  ])('answers %s', async (_label, query, status, body) => {
    expectGitlabError(await service.api.get(`/personal_access_tokens?${query}`), status, body);
  });

  it('answers 401 without credentials', async () => {
    expectGitlabError(await service.api.as(null).get('/personal_access_tokens'), 401, { message: '401 Unauthorized' });
  });
});

describe('GET /personal_access_tokens/:id and /self', () => {
  it('shows one token with its last used addresses', async () => {
    const res = await service.api.get(`/personal_access_tokens/${fresh.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: fresh.id,
      name: `${prefix}-fresh`,
      revoked: false,
      created_at: expect.stringMatching(ISO_TIME),
      description: null,
      scopes: ['api'],
      user_id: ROOT_ID,
      last_used_at: expect.stringMatching(ISO_TIME),
      active: true,
      expires_at: utcDate(10),
      last_used_ips: ['127.0.0.1'],
    });
  });

  it('shows the token used for the request', async () => {
    const res = await service.api.as(fresh.token).get('/personal_access_tokens/self');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: fresh.id, name: `${prefix}-fresh`, last_used_ips: ['127.0.0.1'] });
  });

  it.each([
    ['an unknown id', '999999'],
    ['a non-numeric id', 'abc'],
  ])('answers 404 to an administrator for %s', async (_label, id) => {
    expectGitlabError(await service.api.get(`/personal_access_tokens/${id}`), 404, { message: '404 Not Found' });
  });
});
