import { createHash } from 'node:crypto';
import { createHttpEndpoint, listAlerts, notify, type AlertEndpoint } from '../support/alerts';
import { createProject, createUserWithClient } from '../support/factories';
import type { HttpClient } from '../support/http-client';
import { startTestService, type TestService } from '../support/service';

jest.setTimeout(90_000);

let service: TestService;
let owner: HttpClient;
let project: { path_with_namespace: string };
let endpoint: AlertEndpoint;

beforeAll(async () => {
  service = await startTestService();
  owner = (await createUserWithClient(service.api)).client;
  project = await createProject(owner);
  endpoint = await createHttpEndpoint(owner, project.path_with_namespace);
});
afterAll(async () => {
  await service?.stop();
});

const sha1 = (text: string) => createHash('sha1').update(text).digest('hex');
const latest = async () => (await listAlerts(owner, project.path_with_namespace, 'first: 1'))[0];

describe('POST /<project>/alerts/notify/<name>/<endpoint>.json (generic payload)', () => {
  it('stores a full payload with its fields, answers 200 with [{iid, title}], and keeps extra fields as details', async () => {
    const res = await notify(endpoint.url, {
      title: 'Memory high', description: 'RSS above 90%', start_time: '2026-11-20T10:00:00Z', service: 'api', monitoring_tool: 'Datadog',
      hosts: ['web-1', 'web-2'], severity: 'HIGH', gitlab_environment_name: 'production', runbook: 'https://runbooks.example/mem',
      extra: { nested: { deep: 1 }, list: [1, 2] }, flag: true,
    }, { bearer: endpoint.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([{ iid: expect.any(Number), title: 'Memory high' }]);
    expect(await latest()).toEqual({
      iid: String(res.body[0].iid), title: 'Memory high', description: 'RSS above 90%', severity: 'HIGH', status: 'TRIGGERED', service: 'api',
      monitoringTool: 'Datadog', environmentName: 'production', hosts: ['web-1', 'web-2'], startedAt: '2026-11-20T10:00:00.000Z', endedAt: null,
      eventCount: 1, details: { gitlab_environment_name: 'production', runbook: 'https://runbooks.example/mem', 'extra.nested.deep': 1, 'extra.list': [1, 2], flag: true },
      runbook: 'https://runbooks.example/mem', fingerprint: null,
    });
  });

  it('fills GitLab defaults for an empty payload: title "New: Alert", severity critical, started now', async () => {
    const before = Date.now();
    const res = await notify(endpoint.url, {}, { bearer: endpoint.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([{ iid: expect.any(Number), title: 'New: Alert' }]);
    const alert = await latest();
    expect(alert).toMatchObject({ title: 'New: Alert', severity: 'CRITICAL', status: 'TRIGGERED', hosts: [], description: null, service: null, eventCount: 1 });
    expect(Date.parse(alert.startedAt)).toBeGreaterThanOrEqual(before - 1000);
  });

  it.each([
    ['critical', 'CRITICAL'], ['Medium', 'MEDIUM'], ['low', 'LOW'], ['INFO', 'INFO'], ['unknown', 'UNKNOWN'], ['bogus', 'CRITICAL'], ['', 'CRITICAL'],
  ])('maps severity %p to %s', async (severity, expected) => {
    const res = await notify(endpoint.url, { title: `sev ${severity}`, severity }, { bearer: endpoint.token });
    expect(res.status).toBe(200);
    expect((await latest()).severity).toBe(expected);
  });

  it('groups notifications by fingerprint (SHA-1 of the string): the open alert counts events, end_time resolves it', async () => {
    const first = await notify(endpoint.url, { title: 'Disk', fingerprint: 'disk-full-db1' }, { bearer: endpoint.token });
    const again = await notify(endpoint.url, { title: 'Disk again', fingerprint: 'disk-full-db1' }, { bearer: endpoint.token });
    expect(again.body).toEqual([{ iid: first.body[0].iid, title: 'Disk' }]);
    let alert = await latest();
    expect(alert).toMatchObject({ iid: String(first.body[0].iid), eventCount: 2, status: 'TRIGGERED', fingerprint: sha1('disk-full-db1') });
    const resolved = await notify(endpoint.url, { fingerprint: 'disk-full-db1', end_time: '2026-11-21T08:30:00Z' }, { bearer: endpoint.token });
    expect(resolved.status).toBe(200);
    alert = await latest();
    expect(alert).toMatchObject({ status: 'RESOLVED', endedAt: '2026-11-21T08:30:00.000Z', eventCount: 2 });
    // The fingerprint is free again: the next notification opens a new alert.
    const reopened = await notify(endpoint.url, { title: 'Disk', fingerprint: 'disk-full-db1' }, { bearer: endpoint.token });
    expect(reopened.body[0].iid).toBe(first.body[0].iid + 1);
  });

  it('fingerprints an array by joining its flattened items', async () => {
    await notify(endpoint.url, { title: 'Array fp', fingerprint: ['a', ['b', 1]] }, { bearer: endpoint.token });
    expect((await latest()).fingerprint).toBe(sha1('ab1'));
  });

  it('answers 400 to a resolving notification without an open alert and stores nothing', async () => {
    const before = await listAlerts(owner, project.path_with_namespace);
    const res = await notify(endpoint.url, { title: 'Never open', fingerprint: 'nope', end_time: '2026-11-21T08:30:00Z' }, { bearer: endpoint.token });
    expect(res.status).toBe(400);
    expect(res.text).toBe('');
    expect(await listAlerts(owner, project.path_with_namespace)).toHaveLength(before.length);
  });

  it('truncates a long title to 200 characters with GitLab\'s ellipsis and accepts a single host string', async () => {
    const res = await notify(endpoint.url, { title: 'x'.repeat(250), hosts: 'db-7' }, { bearer: endpoint.token });
    expect(res.body[0].title).toBe(`${'x'.repeat(197)}...`);
    expect((await latest()).hosts).toEqual(['db-7']);
  });

  it('accepts the key as HTTP Basic with a blank user', async () => {
    const res = await notify(endpoint.url, { title: 'Basic auth' }, { basic: endpoint.token });
    expect(res.status).toBe(200);
    expect(res.body[0].title).toBe('Basic auth');
  });

  it('numbers alerts of one project 1, 2, 3 … under concurrent notifications', async () => {
    const other = await createProject(owner);
    const otherEndpoint = await createHttpEndpoint(owner, other.path_with_namespace);
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => notify(otherEndpoint.url, { title: `c${i}` }, { bearer: otherEndpoint.token })));
    expect(answers.map((a) => a.body[0].iid).sort((a: number, b: number) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
});
