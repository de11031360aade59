import { createHash } from 'node:crypto';
import { createPrometheusEndpoint, listAlerts, notify, type AlertEndpoint } from '../support/alerts';
import { createProject, createUserWithClient } from '../support/factories';
import type { HttpClient } from '../support/http-client';
import { startTestService, type TestService } from '../support/service';

jest.setTimeout(90_000);

let service: TestService;
let owner: HttpClient;

beforeAll(async () => {
  service = await startTestService();
  owner = (await createUserWithClient(service.api)).client;
});
afterAll(async () => {
  await service?.stop();
});

const sha1 = (text: string) => createHash('sha1').update(text).digest('hex');

/** An Alertmanager webhook (version 4) carrying `alerts`. */
const webhook = (alerts: unknown[], status = 'firing') => ({
  version: '4', groupKey: '{}:{alertname="HighLoad"}', status, receiver: 'gitlab', groupLabels: {}, commonLabels: {}, commonAnnotations: {},
  externalURL: 'http://alertmanager:9093', alerts,
});

const item = (overrides: Record<string, unknown> = {}) => ({
  status: 'firing', labels: { alertname: 'HighLoad', severity: 'warning', gitlab_environment_name: 'production' },
  annotations: { summary: 'Load is high', description: 'load5 > 4', runbook: 'https://runbooks.example/load', extra_note: 'see dashboard' },
  startsAt: '2026-11-20T10:00:00.123Z', endsAt: '0001-01-01T00:00:00Z',
  generatorURL: 'http://prometheus:9090/graph?g0.expr=node_load5+%3E+4&g0.tab=1', fingerprint: 'abc123',
  ...overrides,
});

async function prometheusProject() {
  const project = await createProject(owner);
  const endpoint = await createPrometheusEndpoint(owner, project.path_with_namespace);
  return { project, endpoint };
}

describe('POST /<project>/prometheus/alerts/notify.json', () => {
  let path: string;
  let endpoint: AlertEndpoint;
  beforeAll(async () => {
    const created = await prometheusProject();
    path = created.project.path_with_namespace;
    endpoint = created.endpoint;
  });

  it('answers 201 with no body and stores the alert with GitLab\'s Prometheus fields and fingerprint', async () => {
    const res = await notify(endpoint.url, webhook([item()]), { bearer: endpoint.token });
    expect(res.status).toBe(201);
    expect(res.text).toBe('');
    const [alert] = await listAlerts(owner, path);
    expect(alert).toEqual({
      iid: '1', title: 'Load is high', description: 'load5 > 4', severity: 'LOW', status: 'TRIGGERED', service: null, monitoringTool: 'Prometheus',
      environmentName: 'production', hosts: [], startedAt: '2026-11-20T10:00:00.123Z', endedAt: null, eventCount: 1, runbook: 'https://runbooks.example/load',
      fingerprint: sha1('2026-11-20T10:00:00.123Z/Load is high/node_load5 > 4'),
      details: {
        'labels.alertname': 'HighLoad', 'labels.severity': 'warning', 'labels.gitlab_environment_name': 'production', 'annotations.summary': 'Load is high',
        'annotations.description': 'load5 > 4', 'annotations.runbook': 'https://runbooks.example/load', 'annotations.extra_note': 'see dashboard',
        startsAt: '2026-11-20T10:00:00.123Z', endsAt: '0001-01-01T00:00:00Z', generatorURL: 'http://prometheus:9090/graph?g0.expr=node_load5+%3E+4&g0.tab=1',
      },
    });
  });

  it('counts a repeated notification as an event and resolves on status resolved with endsAt', async () => {
    await notify(endpoint.url, webhook([item()]), { bearer: endpoint.token });
    expect((await listAlerts(owner, path))[0]).toMatchObject({ iid: '1', eventCount: 2, status: 'TRIGGERED' });
    const res = await notify(endpoint.url, webhook([item({ status: 'resolved', endsAt: '2026-11-20T11:00:00Z' })], 'resolved'), { bearer: endpoint.token });
    expect(res.status).toBe(201);
    expect((await listAlerts(owner, path))[0]).toMatchObject({ iid: '1', status: 'RESOLVED', endedAt: '2026-11-20T11:00:00.000Z', eventCount: 2 });
  });

  it('takes the title from annotations.title, then summary, then labels.alertname', async () => {
    await notify(endpoint.url, webhook([
      item({ annotations: { title: 'T1', summary: 'S1' }, startsAt: '2026-11-20T12:00:00Z' }),
      item({ annotations: {}, labels: { alertname: 'OnlyName' }, startsAt: '2026-11-20T12:00:01Z' }),
    ]), { bearer: endpoint.token });
    const [second, first] = await listAlerts(owner, path, 'first: 2');
    expect([first.title, second.title]).toEqual(['T1', 'OnlyName']);
  });

  it.each([
    ['s1', 'CRITICAL'], ['P2', 'HIGH'], ['major', 'HIGH'], ['page', 'HIGH'], ['error', 'MEDIUM'], ['alert', 'MEDIUM'], ['warn', 'LOW'], ['minor', 'LOW'],
    ['debug', 'INFO'], ['Notice', 'INFO'], ['information', 'INFO'], ['fatal', 'CRITICAL'], ['emergency', 'CRITICAL'], ['whatever', 'CRITICAL'],
  ])('maps labels.severity %p to %s', async (severity, expected) => {
    await notify(endpoint.url, webhook([item({ labels: { alertname: `sev-${severity}`, severity }, annotations: {}, startsAt: new Date().toISOString() })]), { bearer: endpoint.token });
    expect((await listAlerts(owner, path, 'first: 1'))[0]).toMatchObject({ title: `sev-${severity}`, severity: expected });
  });

  it('skips items without a title or startsAt and still answers 201', async () => {
    const before = (await listAlerts(owner, path)).length;
    const res = await notify(endpoint.url, webhook([item({ labels: {}, annotations: {} }), item({ startsAt: undefined }), 'not an object']), { bearer: endpoint.token });
    expect(res.status).toBe(201);
    expect(await listAlerts(owner, path)).toHaveLength(before);
  });

  it('processes only the first 100 alerts of a notification', async () => {
    const { project, endpoint: own } = await prometheusProject();
    const alerts = Array.from({ length: 105 }, (_, i) => item({ labels: { alertname: `A${i}` }, annotations: {}, startsAt: '2026-11-20T10:00:00Z' }));
    const res = await notify(own.url, webhook(alerts), { bearer: own.token });
    expect(res.status).toBe(201);
    const nodes = await listAlerts(owner, project.path_with_namespace, 'first: 100');
    expect(nodes).toHaveLength(100);
    expect(nodes.map((n: any) => n.title)).not.toContain('A100');
    expect(nodes.map((n: any) => n.title)).toContain('A99');
  });

  it('accepts the path without .json and the key as Basic with a blank user', async () => {
    const res = await notify(endpoint.url.replace(/\.json$/, ''), webhook([item({ labels: { alertname: 'NoSuffix' }, annotations: {} })]), { basic: endpoint.token });
    expect(res.status).toBe(201);
    expect((await listAlerts(owner, path, 'first: 1'))[0].title).toBe('NoSuffix');
  });
});
