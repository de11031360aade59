import { createHttpEndpoint, createPrometheusEndpoint, graphql, listAlerts, notify } from '../support/alerts';
import { createProject, createUserWithClient } from '../support/factories';
import type { HttpClient } from '../support/http-client';
import { startTestService, type TestService } from '../support/service';

jest.setTimeout(90_000);

let service: TestService;
let owner: HttpClient;
let path: string;
let http: { url: string; token: string; id: string };
let prometheus: { url: string; token: string; id: string };

const webhook = { version: '4', groupKey: 'g', status: 'firing', receiver: 'r', groupLabels: {}, commonLabels: {}, commonAnnotations: {}, externalURL: 'http://am', alerts: [] };

beforeAll(async () => {
  service = await startTestService();
  owner = (await createUserWithClient(service.api)).client;
  const project = await createProject(owner, { visibility: 'private' });
  path = project.path_with_namespace;
  http = await createHttpEndpoint(owner, path);
  prometheus = await createPrometheusEndpoint(owner, path);
});
afterAll(async () => {
  await service?.stop();
});

const count = async () => (await listAlerts(owner, path)).length;

describe('alert intake: bad input answers as GitLab, with an empty body and nothing stored', () => {
  it.each([
    ['a wrong key', () => notify(http.url, { title: 'x' }, { bearer: 'wrong' }), 401],
    ['no key', () => notify(http.url, { title: 'x' }), 401],
    ['a Basic key with a wrong password', () => notify(http.url, { title: 'x' }, { basic: 'nope' }), 401],
    ['a body that is not JSON', () => notify(http.url, 'title=x', { bearer: http.token }), 400],
    ['a JSON array body', () => notify(http.url, [1, 2], { bearer: http.token }), 400],
    ['a JSON string body', () => notify(http.url, '"alert"', { bearer: http.token }), 400],
    ['a payload over 1 MB', () => notify(http.url, { title: 'big', blob: 'x'.repeat(1024 * 1024) }, { bearer: http.token }), 400],
    ['a payload nested deeper than 100 levels', () => notify(http.url, JSON.parse(`${'{"a":'.repeat(120)}1${'}'.repeat(120)}`), { bearer: http.token }), 400],
    ['an unknown endpoint identifier', () => notify(http.url.replace(/\/\w+\.json$/, '/ffffffffffffffff.json'), { title: 'x' }, { bearer: http.token }), 403],
    ['the legacy endpoint that was never set up', () => notify(http.url.replace(/\/alerts\/notify\/.*$/, '/alerts/notify.json'), { title: 'x' }, { bearer: http.token }), 403],
    ['a Prometheus webhook with a wrong key', () => notify(prometheus.url, webhook, { bearer: 'wrong' }), 401],
    ['a Prometheus webhook whose alerts is not a list', () => notify(prometheus.url, { ...webhook, alerts: 'x' }, { bearer: prometheus.token }), 422],
    ['a Prometheus webhook over 1 MB', () => notify(prometheus.url, { ...webhook, blob: 'x'.repeat(1024 * 1024) }, { bearer: prometheus.token }), 400],
    ['an unknown project', () => notify(`${service.url}/nobody/nothing/alerts/notify/x/abc.json`, { title: 'x' }, { bearer: http.token }), 404],
    ['a project path that does not percent-decode', () => notify(`${service.url}/%ZZ/p/alerts/notify/x/abc.json`, { title: 'x' }, { bearer: http.token }), 404],
    ['a NUL character in the payload', () => notify(http.url, { title: 'a\u0000b' }, { bearer: http.token }), 400],
  ])('%s → %d', async (_name, send, status) => {
    const before = await count();
    const res = await send();
    expect(res.status).toBe(status);
    expect(res.text).toBe('');
    expect(await count()).toBe(before);
  });

  it('ignores times outside years 1 to 9999: a start time falls back to now, an end time does not resolve', async () => {
    const res = await notify(http.url, { title: 'Far future', start_time: '+275760-09-13T00:00:00Z', end_time: 1e20 }, { bearer: http.token });
    expect(res.status).toBe(200);
    const [alert] = await listAlerts(owner, path, 'first: 1');
    expect(alert).toMatchObject({ title: 'Far future', status: 'TRIGGERED', endedAt: null });
    expect(Math.abs(Date.parse(alert.startedAt) - Date.now())).toBeLessThan(60_000);
  });

  it('treats a webhook of another version as a generic payload (GitLab\'s processable? check)', async () => {
    const res = await notify(prometheus.url, { ...webhook, version: '3' }, { bearer: prometheus.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([{ iid: expect.any(Number), title: 'New: Alert' }]);
  });

  it('refuses a revoked key after httpIntegrationResetToken, and accepts the new one', async () => {
    const endpoint = await createHttpEndpoint(owner, path, { name: 'Rotating' });
    const reset = await graphql(owner, 'mutation($id: ID!) { httpIntegrationResetToken(input: { id: $id }) { integration { token } errors } }', { id: endpoint.id });
    const token = reset.data.httpIntegrationResetToken.integration.token;
    expect(token).toMatch(/^[0-9a-f]{32}$/);
    expect(token).not.toBe(endpoint.token);
    expect((await notify(endpoint.url, { title: 'old key' }, { bearer: endpoint.token })).status).toBe(401);
    expect((await notify(endpoint.url, { title: 'new key' }, { bearer: token })).status).toBe(200);
  });

  it('answers 403 for a disabled HTTP endpoint and 401 for a disabled Prometheus one', async () => {
    const endpoint = await createHttpEndpoint(owner, path, { name: 'Disabled', active: false });
    expect((await notify(endpoint.url, { title: 'x' }, { bearer: endpoint.token })).status).toBe(403);
    const other = await createProject(owner);
    const disabled = await createPrometheusEndpoint(owner, other.path_with_namespace, false);
    expect((await notify(disabled.url, webhook, { bearer: disabled.token })).status).toBe(401);
  });
});
