import { startTestService, type TestService } from '../support/service';
import { expectGitlabError } from '../support/expectations';

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(async () => {
  await service?.stop();
});

describe('the walking skeleton', () => {
  it('answers GET /version for an authenticated caller', async () => {
    const res = await service.api.get('/version');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json');
    expect(res.body).toEqual({ version: expect.stringMatching(/^\d+\.\d+\.\d+/), revision: expect.any(String) });
  });

  it('answers GET /metadata with kas and enterprise', async () => {
    const res = await service.api.get('/metadata');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ enterprise: true, kas: { enabled: false } });
  });

  it('returns 401 for GET /version without a token', async () => {
    expectGitlabError(await service.api.as(null).get('/version'), 401, { message: '401 Unauthorized' });
  });

  it('returns 401 for an unknown token even on a public route', async () => {
    expectGitlabError(await service.api.as('glpat-nope').get('/version'), 401, { message: '401 Unauthorized' });
  });

  it('answers an unknown route with Grape 404 body', async () => {
    expectGitlabError(await service.api.get('/no-such-route'), 404, { error: '404 Not Found' });
  });

  it('answers a known path with another verb with 405 and Allow', async () => {
    const res = await service.api.delete('/version');
    expectGitlabError(res, 405, { error: '405 Not Allowed' });
    expect(res.headers.get('allow')).toBe('GET, HEAD');
  });

  it('echoes X-Request-Id and sets one when absent', async () => {
    const given = await service.api.get('/version', { headers: { 'x-request-id': 'abc-123' } });
    expect(given.headers.get('x-request-id')).toBe('abc-123');
    const generated = await service.api.get('/version');
    expect(generated.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('serves the health endpoints', async () => {
    const health = await fetch(`${service.url}/-/health`);
    expect(health.status).toBe(200);
    expect(await health.text()).toBe('GitLab OK');
    const readiness = await fetch(`${service.url}/-/readiness`);
    expect(await readiness.json()).toEqual({ status: 'ok', master_check: [{ status: 'ok' }], db_check: [{ status: 'ok' }] });
    const liveness = await fetch(`${service.url}/-/liveness`);
    expect(await liveness.json()).toEqual({ status: 'ok' });
  });

  it('executes a query on /graphql with the caller token', async () => {
    const res = await fetch(`${service.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'private-token': service.rootToken },
      body: JSON.stringify({ query: '{ currentUser { username } }' }),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { currentUser: { username: 'root' } } });
  });
});
