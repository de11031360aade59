import { expectGitlabError } from '../support/expectations';
import { createUserWithClient } from '../support/factories';
import type { HttpClient } from '../support/http-client';
import { startTestService, type TestService } from '../support/service';

let service: TestService;
let user: { client: HttpClient; token: string };
beforeAll(async () => {
  service = await startTestService();
  user = await createUserWithClient(service.api);
});
afterAll(async () => {
  await service?.stop();
});

const UNAUTHORIZED = { message: '401 Unauthorized' };
const FORBIDDEN = { message: '403 Forbidden' };

describe('application settings are for administrators only', () => {
  it.each<[string, () => HttpClient, 'get' | 'put', number, Record<string, unknown>]>([
    ['an anonymous GET', () => service.api.as(null), 'get', 401, UNAUTHORIZED],
    ['an anonymous PUT', () => service.api.as(null), 'put', 401, UNAUTHORIZED],
    ['an unknown token on GET', () => service.api.as('glpat-not-a-token'), 'get', 401, UNAUTHORIZED],
    ['a non-administrator GET', () => user.client, 'get', 403, FORBIDDEN],
    ['a non-administrator PUT', () => user.client, 'put', 403, FORBIDDEN],
  ])('answers %s with GitLab\'s error', async (_, client, method, status, body) => {
    const res = method === 'get'
      ? await client().get('/application/settings')
      : await client().put('/application/settings', { body: { signup_enabled: false } });
    expectGitlabError(res, status, body);
  });

  it('leaves the settings unchanged after a refused PUT', async () => {
    await user.client.put('/application/settings', { body: { signup_enabled: false } });
    expect((await service.api.get('/application/settings')).body.signup_enabled).toBe(true);
  });

  it.each([
    ['the applicationSettings query', '{ applicationSettings { id } }'],
    ['the updateApplicationSettings mutation', 'mutation { updateApplicationSettings(values: { signup_enabled: false }) { id } }'],
  ])('refuses %s to a non-administrator with FORBIDDEN', async (_, query) => {
    const res = await fetch(`${service.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'private-token': user.token },
      body: JSON.stringify({ query }),
    });
    const body = await res.json();
    expect(body.errors[0].extensions).toMatchObject({ code: 'FORBIDDEN', body: FORBIDDEN });
  });
});
