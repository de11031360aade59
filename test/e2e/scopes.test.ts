import { startTestService, type TestService } from '../support/service';
import { expectGitlabError } from '../support/expectations';
import { utcDate } from '../support/dates';
import { createToken } from '../support/factories';
import type { HttpClient } from '../support/http-client';

let service: TestService;
const ROOT_ID = 1;
const clients: Record<string, HttpClient> = {};

beforeAll(async () => {
  service = await startTestService();
  for (const scope of ['read_api', 'read_user', 'k8s_proxy', 'read_repository', 'api']) {
    clients[scope] = service.api.as(await createToken(service.api, ROOT_ID, [scope]));
  }
});
afterAll(async () => {
  await service?.stop();
});

const insufficient = (scope: string) => ({
  error: 'insufficient_scope',
  error_description: 'The request requires higher privileges than provided by the access token.',
  scope,
});

const newToken = { name: 'x', scopes: ['api'] };

describe('a token scope decides which requests pass', () => {
  it.each([
    ['read_api', 'GET', '/user'],
    ['read_api', 'GET', '/users/1'],
    ['read_api', 'GET', '/personal_access_tokens'],
    ['read_api', 'GET', '/user/activities'],
    ['read_api', 'GET', `/users/${ROOT_ID}/impersonation_tokens`],
    ['read_user', 'GET', '/user'],
    ['read_user', 'GET', '/users/1'],
    ['read_user', 'GET', '/version'],
    ['read_user', 'GET', '/metadata'],
    ['read_user', 'GET', '/user/activities'],
    ['read_user', 'GET', `/users/${ROOT_ID}/impersonation_tokens`],
    ['k8s_proxy', 'GET', '/personal_access_tokens/self'],
    ['read_repository', 'GET', '/personal_access_tokens/self'],
    ['api', 'POST', `/users/${ROOT_ID}/personal_access_tokens`],
  ])('lets a %s token %s %s', async (scope, method, path) => {
    const res = await clients[scope].request(method, path, { body: method === 'POST' ? newToken : undefined });
    expect(res.status).toBeLessThan(300);
  });

  it.each([
    ['read_api', 'POST', `/users/${ROOT_ID}/personal_access_tokens`, 'read_user api read_api'],
    ['read_api', 'POST', '/user/personal_access_tokens', 'read_user api read_api'],
    ['read_api', 'DELETE', '/personal_access_tokens/1', 'api read_api'],
    ['read_api', 'POST', '/personal_access_tokens/1/rotate', 'api read_api'],
    ['read_api', 'POST', `/users/${ROOT_ID}/impersonation_tokens`, 'read_user api read_api'],
    ['read_user', 'GET', '/personal_access_tokens', 'api read_api'],
    ['read_user', 'GET', '/personal_access_tokens/1', 'api read_api'],
    ['read_user', 'POST', `/users/${ROOT_ID}/personal_access_tokens`, 'read_user api read_api'],
    ['read_user', 'DELETE', `/users/${ROOT_ID}/impersonation_tokens/1`, 'read_user api read_api'],
    ['k8s_proxy', 'GET', '/user', 'read_user api read_api'],
    ['k8s_proxy', 'GET', '/version', 'read_user api read_api'],
    ['k8s_proxy', 'GET', '/personal_access_tokens', 'api read_api'],
    ['read_repository', 'GET', '/users/1', 'read_user api read_api'],
  ])('refuses a %s token on %s %s with insufficient_scope', async (scope, method, path, listed) => {
    const res = await clients[scope].request(method, path, { body: method === 'POST' ? newToken : undefined });
    expectGitlabError(res, 403, insufficient(listed));
    expect(res.headers.get('www-authenticate')).toBeNull();
  });

  it('checks the scope before the parameters', async () => {
    const res = await clients.read_api.post(`/users/${ROOT_ID}/impersonation_tokens`, { body: {} });
    expectGitlabError(res, 403, insufficient('read_user api read_api'));
  });

  it('treats read_api as read-only on the token routes too', async () => {
    const res = await clients.read_api.post(`/users/${ROOT_ID}/impersonation_tokens`, { body: { name: 'x', expires_at: utcDate(1), scopes: ['api'] } });
    expect(res.status).toBe(403);
  });
});

describe('GraphQL on /graphql', () => {
  it('accepts a read_api token for queries and refuses it for mutations', async () => {
    const token = await createToken(service.api, ROOT_ID, ['read_api']);
    const post = (query: string) => fetch(`${service.url}/graphql`, {
      method: 'POST', headers: { 'content-type': 'application/json', 'private-token': token }, body: JSON.stringify({ query }),
    });
    const query = await post('{ currentAccessToken { scopes active } }');
    expect(await query.json()).toEqual({ data: { currentAccessToken: { scopes: ['read_api'], active: true } } });
    const mutation = await post('mutation { revokeCurrentAccessToken }');
    expect(mutation.status).toBe(403);
  });
});
