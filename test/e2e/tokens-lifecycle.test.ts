import { startTestService, type TestService } from '../support/service';
import { expectGitlabError } from '../support/expectations';
import { utcDate } from '../support/dates';
import { uniqueName } from '../support/factories';

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(async () => {
  await service?.stop();
});

const ROOT_ID = 1;
const REVOKED = {
  error: 'invalid_token',
  error_description: 'Token was revoked. You have to re-authorize from the user.',
};
const NEW_TOKEN_KEYS = ['id', 'name', 'revoked', 'created_at', 'description', 'scopes', 'user_id', 'last_used_at', 'active', 'expires_at', 'token'];

async function rootToken(body: Record<string, unknown> = {}) {
  const res = await service.api.post(`/users/${ROOT_ID}/personal_access_tokens`, { body: { name: uniqueName('t'), scopes: ['api'], ...body } });
  expect(res.status).toBe(201);
  return res.body as { id: number; name: string; token: string };
}

function expectRevokedAnswer(res: Awaited<ReturnType<typeof service.api.get>>) {
  expectGitlabError(res, 401, REVOKED);
  expect(res.headers.get('www-authenticate')).toBe(`Bearer realm="The API", error="invalid_token", error_description="${REVOKED.error_description}"`);
}

describe('DELETE /personal_access_tokens/:id', () => {
  it('revokes the token with 204, after which it is refused', async () => {
    const token = await rootToken();
    const res = await service.api.delete(`/personal_access_tokens/${token.id}`);
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    expectRevokedAnswer(await service.api.as(token.token).get('/version'));
    const shown = await service.api.get(`/personal_access_tokens/${token.id}`);
    expect(shown.body).toMatchObject({ revoked: true, active: false });
  });

  it.each([
    ['an unknown id', '999999'],
    ['a non-numeric id', 'abc'],
  ])('answers the record miss for %s', async (_label, id) => {
    expectGitlabError(await service.api.delete(`/personal_access_tokens/${id}`), 404, { message: '404 Not found' });
  });
});

describe('DELETE /personal_access_tokens/self', () => {
  it.each([
    ['api'],
    ['read_user'],
    ['read_repository'],
  ])('lets a token with only %s revoke itself', async (scope) => {
    const token = await rootToken({ scopes: [scope] });
    const res = await service.api.as(token.token).delete('/personal_access_tokens/self');
    expect(res.status).toBe(204);
    expectRevokedAnswer(await service.api.as(token.token).get('/personal_access_tokens/self'));
  });

  it('answers 401 without credentials', async () => {
    expectGitlabError(await service.api.as(null).delete('/personal_access_tokens/self'), 401, { message: '401 Unauthorized' });
  });
});

describe('POST /personal_access_tokens/:id/rotate', () => {
  it('revokes the token and answers its successor, valid for a week', async () => {
    const old = await rootToken({ description: 'deploys', scopes: ['api', 'read_user'] });
    const res = await service.api.post(`/personal_access_tokens/${old.id}/rotate`);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(NEW_TOKEN_KEYS);
    expect(res.body).toMatchObject({
      name: old.name, description: 'deploys', scopes: ['api', 'read_user'], user_id: ROOT_ID,
      revoked: false, active: true, expires_at: utcDate(7), last_used_at: null,
    });
    expect(res.body.id).not.toBe(old.id);
    expect(res.body.token).toMatch(/^glpat-/);
    expect((await service.api.as(res.body.token).get('/user')).body.username).toBe('root');
    expectRevokedAnswer(await service.api.as(old.token).get('/user'));
  });

  it('takes expires_at', async () => {
    const old = await rootToken();
    const res = await service.api.post(`/personal_access_tokens/${old.id}/rotate`, { body: { expires_at: utcDate(30) } });
    expect(res.status).toBe(200);
    expect(res.body.expires_at).toBe(utcDate(30));
  });

  it.each([
    ['expires_at is beyond the maximum lifetime', { expires_at: utcDate(366) }, 400,
      { message: `400 Bad request - Expiration date must be before ${utcDate(365)}` }],
    ['expires_at is not a date', { expires_at: 'never' }, 400, { error: 'expires_at is invalid' }],
  ])('refuses the rotation when %s', async (_label, body, status, expected) => {
    const old = await rootToken();
    expectGitlabError(await service.api.post(`/personal_access_tokens/${old.id}/rotate`, { body }), status, expected);
    expect((await service.api.as(old.token).get('/version')).status).toBe(200);
  });

  it('refuses to rotate a revoked token', async () => {
    const old = await rootToken();
    await service.api.delete(`/personal_access_tokens/${old.id}`);
    const res = await service.api.post(`/personal_access_tokens/${old.id}/rotate`);
    expectGitlabError(res, 400, { message: '400 Bad request - Token already revoked' });
  });

  it('answers 404 to an administrator for an unknown token', async () => {
    expectGitlabError(await service.api.post('/personal_access_tokens/999999/rotate'), 404, { message: '404 Not Found' });
  });
});

describe('POST /personal_access_tokens/self/rotate', () => {
  it.each([
    ['api'],
    ['self_rotate'],
  ])('rotates a token holding %s', async (scope) => {
    const old = await rootToken({ scopes: [scope] });
    const res = await service.api.as(old.token).post('/personal_access_tokens/self/rotate', { body: { expires_at: utcDate(14) } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: old.name, scopes: [scope], expires_at: utcDate(14), active: true });
    expectRevokedAnswer(await service.api.as(old.token).get('/personal_access_tokens/self'));
  });

  it.each([
    ['read_api'],
    ['read_user'],
  ])('refuses a token holding only %s', async (scope) => {
    const old = await rootToken({ scopes: [scope] });
    const res = await service.api.as(old.token).post('/personal_access_tokens/self/rotate');
    expectGitlabError(res, 403, {
      error: 'insufficient_scope',
      error_description: 'The request requires higher privileges than provided by the access token.',
      scope: 'api self_rotate api read_api',
    });
  });

  it('refuses an expired token', async () => {
    const old = await rootToken({ expires_at: utcDate(-1) });
    const res = await service.api.as(old.token).post('/personal_access_tokens/self/rotate');
    expectGitlabError(res, 401, {
      error: 'invalid_token',
      error_description: 'Token is expired. You can either do re-authorization or token refresh.',
    });
  });

  it('revokes the whole token family when a rotated token is presented to rotate again', async () => {
    const first = await rootToken();
    const second = (await service.api.as(first.token).post('/personal_access_tokens/self/rotate')).body;
    const third = (await service.api.as(second.token).post('/personal_access_tokens/self/rotate')).body;
    expectRevokedAnswer(await service.api.as(first.token).post('/personal_access_tokens/self/rotate'));
    expect((await service.api.get(`/personal_access_tokens/${third.id}`)).body).toMatchObject({ revoked: true, active: false });
    expectRevokedAnswer(await service.api.as(third.token).get('/version'));
  });

  it('leaves the family alone when a revoked token is used elsewhere', async () => {
    const first = await rootToken();
    const second = (await service.api.as(first.token).post('/personal_access_tokens/self/rotate')).body;
    expectRevokedAnswer(await service.api.as(first.token).get('/version'));
    expect((await service.api.as(second.token).get('/version')).status).toBe(200);
  });
});
