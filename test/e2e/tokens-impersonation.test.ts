import { startTestService, type TestService } from '../support/service';
import { expectGitlabError } from '../support/expectations';
import { ISO_TIME, utcDate } from '../support/dates';
import { createUser, createUserWithClient, uniqueName, type CreatedUser } from '../support/factories';

let service: TestService;
let user: CreatedUser;
beforeAll(async () => {
  service = await startTestService();
  user = await createUser(service.api);
});
afterAll(async () => {
  await service?.stop();
});

const IMPERSONATION_KEYS = ['id', 'name', 'revoked', 'created_at', 'description', 'scopes', 'user_id', 'last_used_at', 'active', 'expires_at', 'impersonation'];
const base = () => `/users/${user.id}/impersonation_tokens`;

async function impersonationToken(body: Record<string, unknown> = {}) {
  const res = await service.api.post(base(), { body: { name: uniqueName('imp'), expires_at: utcDate(30), scopes: ['api'], ...body } });
  expect(res.status).toBe(201);
  return res.body as { id: number; name: string; token: string };
}

describe('POST /users/:user_id/impersonation_tokens', () => {
  it('creates an impersonation token and shows its value once', async () => {
    const res = await service.api.post(base(), { body: { name: 'support', description: 'ticket 42', expires_at: utcDate(30), scopes: ['api', 'read_user'] } });
    expect(res.status).toBe(201);
    expect(Object.keys(res.body)).toEqual([...IMPERSONATION_KEYS, 'token']);
    expect(res.body).toEqual({
      id: expect.any(Number), name: 'support', revoked: false, created_at: expect.stringMatching(ISO_TIME), description: 'ticket 42',
      scopes: ['api', 'read_user'], user_id: user.id, last_used_at: null, active: true, expires_at: utcDate(30),
      impersonation: true, token: expect.stringMatching(/^glpat-[A-Za-z0-9_-]{20}$/),
    });
  });

  it('acts as the impersonated user', async () => {
    const token = await impersonationToken();
    const me = await service.api.as(token.token).get('/user');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ id: user.id, username: user.username });
    expect(me.body).not.toHaveProperty('is_admin');
  });

  it.each([
    ['nothing is given', {}, { error: 'name is missing, expires_at is missing, scopes is missing' }],
    ['expires_at is missing', { name: 'x', scopes: ['api'] }, { error: 'expires_at is missing' }],
    ['scopes are missing', { name: 'x', expires_at: utcDate(1) }, { error: 'scopes is missing' }],
    ['expires_at is not a date', { name: 'x', expires_at: 'tomorrow', scopes: ['api'] }, { error: 'expires_at is invalid' }],
    ['a scope is unknown', { name: 'x', expires_at: utcDate(1), scopes: ['api', 'owner'] }, { message: { scopes: ['can only contain available scopes'] } }],
    ['expires_at is beyond the maximum lifetime', { name: 'x', expires_at: utcDate(366), scopes: ['api'] },
      { message: { expires_at: [`must be before ${utcDate(365)}`] } }],
    ['scopes are empty', { name: 'x', expires_at: utcDate(1), scopes: [] }, { message: { scopes: ["can't be blank"] } }],
    ['several fields are wrong', { name: 'x', expires_at: utcDate(400), scopes: ['nope'], description: 'd'.repeat(256) }, {
      message: {
        scopes: ['can only contain available scopes'],
        expires_at: [`must be before ${utcDate(365)}`],
        description: ['is too long (maximum is 255 characters)'],
      },
    }],
  ])('answers 400 when %s', async (_label, body, expected) => {
    expectGitlabError(await service.api.post(base(), { body }), 400, expected);
  });

  it('answers 404 for an unknown user', async () => {
    const res = await service.api.post('/users/999999/impersonation_tokens', { body: { name: 'x', expires_at: utcDate(1), scopes: ['api'] } });
    expectGitlabError(res, 404, { message: '404 User Not Found' });
  });
});

describe('GET /users/:user_id/impersonation_tokens', () => {
  let active: { id: number };
  let revoked: { id: number };
  let expired: { id: number };
  beforeAll(async () => {
    active = await impersonationToken();
    revoked = await impersonationToken();
    expired = await impersonationToken({ expires_at: utcDate(-1) });
    await service.api.delete(`${base()}/${revoked.id}`);
    await service.api.post(`/users/${user.id}/personal_access_tokens`, { body: { name: 'not-impersonation', scopes: ['api'] } });
  });

  it.each([
    ['all by default', '', () => [active.id, revoked.id, expired.id]],
    ['active', '?state=active', () => [active.id]],
    ['inactive', '?state=inactive', () => [revoked.id, expired.id]],
  ])('lists the user impersonation tokens: %s', async (_label, query, expected) => {
    const res = await service.api.get(`${base()}${query}`);
    expect(res.status).toBe(200);
    expect(res.body.every((t: any) => t.impersonation === true && t.user_id === user.id)).toBe(true);
    const ours = [active.id, revoked.id, expired.id];
    expect(res.body.map((t: any) => t.id).filter((id: number) => ours.includes(id))).toEqual(expected());
    expect(res.headers.get('x-page')).toBe('1');
  });

  it('answers 400 for an unknown state', async () => {
    expectGitlabError(await service.api.get(`${base()}?state=expired`), 400, { error: 'state does not have a valid value' });
  });

  it('shows one token with the ImpersonationToken entity', async () => {
    const res = await service.api.get(`${base()}/${active.id}`);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(IMPERSONATION_KEYS);
    expect(res.body).toMatchObject({ id: active.id, impersonation: true, active: true });
  });

  it.each([
    ['an unknown user', () => '/users/999999/impersonation_tokens/1', 404, { message: '404 User Not Found' }],
    ['an unknown token', () => `${base()}/999999`, 404, { message: '404 Impersonation Token Not Found' }],
    ['a token id that is not an integer', () => `${base()}/abc`, 400, { error: 'impersonation_token_id is invalid' }],
  ])('answers %s', async (_label, path, status, body) => {
    expectGitlabError(await service.api.get(path()), status, body);
  });

  it('does not show a personal access token as an impersonation token', async () => {
    const pats = await service.api.get(`/personal_access_tokens?user_id=${user.id}`);
    const personal = pats.body.find((t: any) => t.name === 'not-impersonation');
    expectGitlabError(await service.api.get(`${base()}/${personal.id}`), 404, { message: '404 Impersonation Token Not Found' });
  });
});

describe('DELETE /users/:user_id/impersonation_tokens/:impersonation_token_id', () => {
  it('revokes the token with 204', async () => {
    const token = await impersonationToken();
    const res = await service.api.delete(`${base()}/${token.id}`);
    expect(res.status).toBe(204);
    const shown = await service.api.get(`${base()}/${token.id}`);
    expect(shown.body).toMatchObject({ revoked: true, active: false });
    expectGitlabError(await service.api.as(token.token).get('/user'), 401, {
      error: 'invalid_token', error_description: 'Token was revoked. You have to re-authorize from the user.',
    });
  });

  it('answers 404 for an unknown token', async () => {
    expectGitlabError(await service.api.delete(`${base()}/999999`), 404, { message: '404 Impersonation Token Not Found' });
  });
});

describe('impersonation tokens and non-administrators', () => {
  it.each([
    ['GET', () => base()],
    ['GET', () => `${base()}/1`],
    ['POST', () => base()],
    ['DELETE', () => `${base()}/1`],
  ])('answers 403 to %s %s', async (method, path) => {
    const { client } = await createUserWithClient(service.api);
    const body = method === 'POST' ? {} : undefined;
    expectGitlabError(await client.request(method, path(), { body }), 403, { message: '403 Forbidden' });
  });

  it('cannot be revoked by their owner through DELETE /personal_access_tokens/:id', async () => {
    const { user: owner, client } = await createUserWithClient(service.api);
    const created = await service.api.post(`/users/${owner.id}/impersonation_tokens`, { body: { name: 'x', expires_at: utcDate(5), scopes: ['api'] } });
    expectGitlabError(await client.delete(`/personal_access_tokens/${created.body.id}`), 400, { message: '400 Bad request' });
  });

  it('are not listed to their owner', async () => {
    const { user: owner, client } = await createUserWithClient(service.api);
    await service.api.post(`/users/${owner.id}/impersonation_tokens`, { body: { name: 'hidden', expires_at: utcDate(5), scopes: ['api'] } });
    const res = await client.get('/personal_access_tokens');
    expect(res.body.map((t: any) => t.name)).not.toContain('hidden');
  });
});
