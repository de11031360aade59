import { startTestService, type TestService } from '../support/service';
import { expectGitlabError } from '../support/expectations';
import { ISO_TIME, utcDate } from '../support/dates';
import { uniqueName } from '../support/factories';

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(async () => {
  await service?.stop();
});

const ROOT_ID = 1;
const TOKEN_KEYS = ['id', 'name', 'revoked', 'created_at', 'description', 'scopes', 'user_id', 'last_used_at', 'active', 'expires_at', 'token'];

describe('POST /users/:user_id/personal_access_tokens', () => {
  it('creates a token that expires after the maximum lifetime and shows its value once', async () => {
    const name = uniqueName('token');
    const res = await service.api.post(`/users/${ROOT_ID}/personal_access_tokens`, { body: { name, scopes: ['api', 'read_user'] } });
    expect(res.status).toBe(201);
    expect(Object.keys(res.body)).toEqual(TOKEN_KEYS);
    expect(res.body).toEqual({
      id: expect.any(Number),
      name,
      revoked: false,
      created_at: expect.stringMatching(ISO_TIME),
      description: null,
      scopes: ['api', 'read_user'],
      user_id: ROOT_ID,
      last_used_at: null,
      active: true,
      expires_at: utcDate(365),
      token: expect.stringMatching(/^glpat-[A-Za-z0-9_-]{20}$/),
    });
    const me = await service.api.as(res.body.token).get('/user');
    expect(me.body.username).toBe('root');
  });

  it('keeps description and expires_at, and takes comma-separated scopes from a form', async () => {
    const res = await service.api.post(`/users/${ROOT_ID}/personal_access_tokens`, {
      form: { name: 'ci', description: 'for CI', expires_at: utcDate(30), scopes: 'read_api,read_user' },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ description: 'for CI', expires_at: utcDate(30), scopes: ['read_api', 'read_user'], active: true });
  });

  it('accepts expires_at exactly at the maximum lifetime', async () => {
    const res = await service.api.post(`/users/${ROOT_ID}/personal_access_tokens`, { body: { name: 'max', scopes: ['api'], expires_at: utcDate(365) } });
    expect(res.status).toBe(201);
    expect(res.body.expires_at).toBe(utcDate(365));
  });

  it.each([
    ['yesterday', utcDate(-1)],
    ['today (expired from 00:00 UTC)', utcDate(0)],
  ])('creates an already expired, inactive token for a past date: %s', async (_label, expiresAt) => {
    const res = await service.api.post(`/users/${ROOT_ID}/personal_access_tokens`, { body: { name: 'old', scopes: ['api'], expires_at: expiresAt } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ active: false, revoked: false, expires_at: expiresAt });
  });

  it.each([
    ['name is missing', { scopes: ['api'] }, 400, { error: 'name is missing' }],
    ['scopes are missing', { name: 't' }, 400, { error: 'scopes is missing' }],
    ['nothing is given', {}, 400, { error: 'name is missing, scopes is missing' }],
    ['a scope is unknown', { name: 't', scopes: ['api', 'owner'] }, 400, { error: 'scopes does not have a valid value' }],
    ['expires_at is not a date', { name: 't', scopes: ['api'], expires_at: 'soon' }, 400, { error: 'expires_at is invalid' }],
    ['expires_at is beyond the maximum lifetime', { name: 't', scopes: ['api'], expires_at: utcDate(366) }, 422,
      { message: `Expiration date must be before ${utcDate(365)}` }],
    ['scopes are empty', { name: 't', scopes: [] }, 422, { message: "Scopes can't be blank" }],
    ['the description is too long', { name: 't', scopes: ['api'], description: 'd'.repeat(256) }, 422,
      { message: 'Description is too long (maximum is 255 characters)' }],
  ])('refuses the request when %s', async (_label, body, status, expected) => {
    expectGitlabError(await service.api.post(`/users/${ROOT_ID}/personal_access_tokens`, { body }), status, expected);
  });

  it('answers 404 for an unknown user', async () => {
    const res = await service.api.post('/users/999999/personal_access_tokens', { body: { name: 't', scopes: ['api'] } });
    expectGitlabError(res, 404, { message: '404 User Not Found' });
  });

  it('answers 401 without credentials', async () => {
    const res = await service.api.as(null).post(`/users/${ROOT_ID}/personal_access_tokens`, { body: { name: 't', scopes: ['api'] } });
    expectGitlabError(res, 401, { message: '401 Unauthorized' });
  });
});

describe('POST /user/personal_access_tokens', () => {
  it('creates a k8s_proxy token for the caller that expires at the end of today', async () => {
    const res = await service.api.post('/user/personal_access_tokens', { body: { name: 'kas', scopes: ['k8s_proxy'], description: 'agent' } });
    expect(res.status).toBe(201);
    expect(Object.keys(res.body)).toEqual(TOKEN_KEYS);
    expect(res.body).toMatchObject({ user_id: ROOT_ID, scopes: ['k8s_proxy'], description: 'agent', expires_at: utcDate(1), active: true });
  });

  it.each([
    ['a scope other than k8s_proxy', { name: 't', scopes: ['api'] }, 400, { error: 'scopes does not have a valid value' }],
    ['no name', { scopes: ['k8s_proxy'] }, 400, { error: 'name is missing' }],
    ['expires_at beyond the maximum lifetime', { name: 't', scopes: ['k8s_proxy'], expires_at: utcDate(400) }, 422,
      { message: `Expiration date must be before ${utcDate(365)}` }],
  ])('refuses %s', async (_label, body, status, expected) => {
    expectGitlabError(await service.api.post('/user/personal_access_tokens', { body }), status, expected);
  });

  it('refuses a k8s_proxy-only token on the API itself', async () => {
    const created = await service.api.post('/user/personal_access_tokens', { body: { name: 'kas', scopes: ['k8s_proxy'] } });
    const res = await service.api.as(created.body.token).get('/user');
    expectGitlabError(res, 403, {
      error: 'insufficient_scope',
      error_description: 'The request requires higher privileges than provided by the access token.',
      scope: 'read_user api read_api',
    });
  });
});

describe('token values', () => {
  it('are unique and never listed again', async () => {
    const a = await service.api.post(`/users/${ROOT_ID}/personal_access_tokens`, { body: { name: 'a', scopes: ['api'] } });
    const b = await service.api.post(`/users/${ROOT_ID}/personal_access_tokens`, { body: { name: 'b', scopes: ['api'] } });
    expect(a.body.token).not.toBe(b.body.token);
    const listed = await service.api.get(`/personal_access_tokens?user_id=${ROOT_ID}&per_page=100`);
    expect(listed.body.every((t: Record<string, unknown>) => !('token' in t))).toBe(true);
    const single = await service.api.get(`/personal_access_tokens/${a.body.id}`);
    expect(single.body).not.toHaveProperty('token');
  });
});
