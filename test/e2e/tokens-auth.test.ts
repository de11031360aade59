import { startTestService, type TestService } from '../support/service';
import { expectGitlabError } from '../support/expectations';
import { utcDate } from '../support/dates';
import { createToken, createUser, createUserWithClient, type CreatedUser } from '../support/factories';

let service: TestService;
let user: CreatedUser;
const ROOT_ID = 1;

beforeAll(async () => {
  service = await startTestService();
  user = await createUser(service.api);
});
afterAll(async () => {
  await service?.stop();
});

const get = (path: string, headers: Record<string, string> = {}) => service.api.as(null).get(path, { headers });
const invalidToken = (description: string) => ({ error: 'invalid_token', error_description: description });
const EXPIRED = 'Token is expired. You can either do re-authorization or token refresh.';
const REVOKED = 'Token was revoked. You have to re-authorize from the user.';

describe('where the token is read from', () => {
  it.each([
    ['the PRIVATE-TOKEN header', (t: string) => get('/user', { 'private-token': t })],
    ['the private_token query parameter', (t: string) => get(`/user?private_token=${t}`)],
    ['an Authorization: Bearer header', (t: string) => get('/user', { authorization: `Bearer ${t}` })],
    ['the private_token form field', (t: string) => service.api.as(null).post('/user/personal_access_tokens', {
      form: { private_token: t, name: 'kas', 'scopes[]': 'k8s_proxy' },
    })],
  ])('accepts %s', async (_label, send) => {
    const res = await send(service.rootToken);
    expect(res.status).toBeLessThan(300);
    expect(res.body.user_id ?? res.body.id).toBe(ROOT_ID);
  });
});

describe('tokens that cannot authenticate', () => {
  it('answers 401 for an unknown token', async () => {
    expectGitlabError(await get('/user', { 'private-token': 'glpat-unknownunknownunkn' }), 401, { message: '401 Unauthorized' });
  });

  it.each([
    ['yesterday', utcDate(-1)],
    ['today', utcDate(0)],
  ])('answers 401 invalid_token for a token that expired %s', async (_label, expiresAt) => {
    const token = await createToken(service.api, user.id, ['api'], { expires_at: expiresAt });
    const res = await get('/user', { 'private-token': token });
    expectGitlabError(res, 401, invalidToken(EXPIRED));
    expect(res.headers.get('www-authenticate')).toBe(`Bearer realm="The API", error="invalid_token", error_description="${EXPIRED}"`);
  });

  it('accepts a token that expires tomorrow', async () => {
    const token = await createToken(service.api, user.id, ['api'], { expires_at: utcDate(1) });
    expect((await get('/user', { 'private-token': token })).status).toBe(200);
  });

  it('answers 401 invalid_token for a revoked token, also as a Bearer token', async () => {
    const token = await createToken(service.api, user.id);
    const self = await get('/personal_access_tokens/self', { 'private-token': token });
    await service.api.delete(`/personal_access_tokens/${self.body.id}`);
    const res = await get('/user', { authorization: `Bearer ${token}` });
    expectGitlabError(res, 401, invalidToken(REVOKED));
    expect(res.headers.get('www-authenticate')).toBe(`Bearer realm="The API", error="invalid_token", error_description="${REVOKED}"`);
  });

  // A deactivated user is refused too (with GitLab's reactivation hint), but a fresh test user cannot be deactivated.
  it('answers 403 for the token of a banned user', async () => {
    const { user: target, token } = await createUserWithClient(service.api);
    expect((await service.api.post(`/users/${target.id}/ban`)).status).toBeLessThan(300);
    expectGitlabError(await get('/user', { 'private-token': token }), 403, { message: '403 Forbidden - Your account has been blocked.' });
  });

  it('answers 403 for the token of a blocked user, and accepts it again once unblocked', async () => {
    const { user: blocked, token } = await createUserWithClient(service.api);
    expect((await service.api.post(`/users/${blocked.id}/block`)).status).toBeLessThan(300);
    expectGitlabError(await get('/user', { 'private-token': token }), 403, { message: '403 Forbidden - Your account has been blocked.' });
    expect((await service.api.post(`/users/${blocked.id}/unblock`)).status).toBeLessThan(300);
    expect((await get('/user', { 'private-token': token })).status).toBe(200);
  });
});

describe('Sudo', () => {
  let sudoToken: string;
  beforeAll(async () => {
    sudoToken = await createToken(service.api, ROOT_ID, ['api', 'sudo']);
  });

  it.each([
    ['the Sudo header with a username', () => get('/user', { 'private-token': sudoToken, sudo: user.username })],
    ['the Sudo header with an id', () => get('/user', { 'private-token': sudoToken, sudo: String(user.id) })],
    ['the sudo parameter with a username in another case', () => get(`/user?private_token=${sudoToken}&sudo=${user.username.toUpperCase()}`)],
    ['the sudo parameter with an id', () => get(`/user?sudo=${user.id}`, { 'private-token': sudoToken })],
  ])('acts as the user named by %s', async (_label, send) => {
    const res = await send();
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: user.id, username: user.username });
  });

  it('skips the route scope check once Sudo applies', async () => {
    const onlySudo = await createToken(service.api, ROOT_ID, ['sudo']);
    const res = await get('/user', { 'private-token': onlySudo, sudo: user.username });
    expect(res.body.username).toBe(user.username);
  });

  it('needs the sudo scope', async () => {
    expect((await get('/user', { 'private-token': service.rootToken, sudo: 'root' })).status).toBe(200);
    const apiOnly = await createToken(service.api, ROOT_ID, ['api']);
    expectGitlabError(await get('/user', { 'private-token': apiOnly, sudo: user.username }), 403, {
      error: 'insufficient_scope',
      error_description: 'The request requires higher privileges than provided by the access token.',
      scope: 'sudo',
    });
  });

  it('is for administrators only', async () => {
    const { token } = await createUserWithClient(service.api, ['api', 'sudo']);
    expectGitlabError(await get('/user', { 'private-token': token, sudo: 'root' }), 403, { message: '403 Forbidden - Must be admin to use sudo' });
  });

  it.each([
    ['an unknown username', 'nobody-here'],
    ['an unknown id', '999999'],
  ])('answers 404 for %s', async (_label, target) => {
    expectGitlabError(await get('/user', { 'private-token': sudoToken, sudo: target }), 404, {
      message: `404 User with ID or username '${target}' Not Found`,
    });
  });

  it('answers 401 without a token', async () => {
    expectGitlabError(await get('/user', { sudo: 'root' }), 401, { message: '401 Unauthorized' });
  });
});

describe('a non-administrator and other people\'s tokens', () => {
  it('lists only their own personal tokens and refuses another user_id with 401', async () => {
    const { user: owner, client } = await createUserWithClient(service.api);
    await createToken(service.api, owner.id, ['read_api']);
    const own = await client.get('/personal_access_tokens');
    expect(own.status).toBe(200);
    expect(own.body).toHaveLength(2);
    expect(own.body.every((t: any) => t.user_id === owner.id)).toBe(true);
    expect((await client.get(`/personal_access_tokens?user_id=${owner.id}`)).body).toHaveLength(2);
    expectGitlabError(await client.get(`/personal_access_tokens?user_id=${ROOT_ID}`), 401, { message: '401 Unauthorized' });
  });

  it.each([
    ['GET', '/personal_access_tokens/1', 401, { message: '401 Unauthorized' }],
    ['GET', '/personal_access_tokens/999999', 401, { message: '401 Unauthorized' }],
    ['POST', '/personal_access_tokens/1/rotate', 401, { message: '401 Unauthorized' }],
    ['DELETE', '/personal_access_tokens/1', 400, { message: '400 Bad request' }],
    ['DELETE', '/personal_access_tokens/999999', 404, { message: '404 Not found' }],
    ['POST', `/users/${ROOT_ID}/personal_access_tokens`, 403, { message: '403 Forbidden' }],
    ['POST', '/users/999999/personal_access_tokens', 403, { message: '403 Forbidden' }],
    ['GET', `/users/${ROOT_ID}/impersonation_tokens`, 403, { message: '403 Forbidden' }],
  ])('%s %s answers %s', async (method, path, status, body) => {
    const { client } = await createUserWithClient(service.api);
    const res = await client.request(method, path, { body: method === 'POST' ? { name: 'x', scopes: ['api'] } : undefined });
    expectGitlabError(res, status, body);
  });

  it('manages their own tokens', async () => {
    const { user: owner, client } = await createUserWithClient(service.api);
    const extra = await client.get('/personal_access_tokens/self');
    expect((await client.get(`/personal_access_tokens/${extra.body.id}`)).body.user_id).toBe(owner.id);
    const rotated = await client.post(`/personal_access_tokens/${extra.body.id}/rotate`);
    expect(rotated.status).toBe(200);
    const next = service.api.as(rotated.body.token);
    expect((await next.delete(`/personal_access_tokens/${rotated.body.id}`)).status).toBe(204);
  });
});
