import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createPrometheusEndpoint, listAlerts } from '../support/alerts';
import { eventually } from '../support/expectations';
import { createProject, createUserWithClient } from '../support/factories';
import type { HttpClient } from '../support/http-client';
import { startTestService, type TestService } from '../support/service';

/**
 * A real Prometheus Alertmanager (Debian's `prometheus-alertmanager`) whose webhook receiver points at
 * a project's Prometheus endpoint with the integration's key: an alert fired through its API becomes
 * a GitLab alert, and resolving it there resolves it here. Skipped where `.ci/run` could not install it.
 */
jest.setTimeout(120_000);

const BINARY = 'prometheus-alertmanager';
const hasAlertmanager = process.env.PATH?.split(':').some((dir) => fs.existsSync(path.join(dir, BINARY))) ?? false;

let service: TestService;
let owner: HttpClient;
let alertmanager: ChildProcess | null = null;
let work: string;

beforeAll(async () => {
  if (!hasAlertmanager) return;
  service = await startTestService();
  owner = (await createUserWithClient(service.api)).client;
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'alertmanager-'));
});
afterAll(async () => {
  alertmanager?.kill('SIGTERM');
  await service?.stop();
  if (work) fs.rmSync(work, { recursive: true, force: true });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    }).on('error', reject);
  });
}

/** Alertmanager with one webhook receiver, short grouping timers, no clustering. */
async function startAlertmanager(webhookUrl: string, token: string): Promise<string> {
  const port = await freePort();
  const config = path.join(work, 'alertmanager.yml');
  fs.writeFileSync(config, [
    'route:', '  receiver: gitlab', '  group_by: [alertname]', '  group_wait: 1s', '  group_interval: 1s', '  repeat_interval: 1h',
    'receivers:', '  - name: gitlab', '    webhook_configs:', `      - url: ${JSON.stringify(webhookUrl)}`, '        send_resolved: true',
    '        http_config:', '          authorization:', `            credentials: ${JSON.stringify(token)}`, '',
  ].join('\n'));
  alertmanager = spawn(BINARY, [
    `--config.file=${config}`, `--storage.path=${path.join(work, 'data')}`, `--web.listen-address=127.0.0.1:${port}`, '--cluster.listen-address=',
  ], { stdio: ['ignore', 'ignore', 'pipe'] });
  let log = '';
  alertmanager.stderr!.on('data', (chunk) => { log += chunk; });
  const base = `http://127.0.0.1:${port}`;
  await eventually(async () => (await fetch(`${base}/-/ready`).then((r) => r.ok, () => false)) || undefined, 30_000, 200)
    .catch((error) => { throw new Error(`alertmanager did not start: ${error}\n${log}`); });
  return base;
}

async function postAlert(base: string, alert: Record<string, unknown>): Promise<void> {
  const res = await fetch(`${base}/api/v2/alerts`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify([alert]) });
  expect(res.status).toBe(200);
}

(hasAlertmanager ? it : it.skip)('stores an alert Alertmanager fires at the Prometheus endpoint and resolves it when Alertmanager does', async () => {
  const project = await createProject(owner, { visibility: 'private' });
  const endpoint = await createPrometheusEndpoint(owner, project.path_with_namespace);
  const base = await startAlertmanager(`${service.url}/${project.path_with_namespace}/prometheus/alerts/notify.json`, endpoint.token);
  const startsAt = new Date(Date.now() - 60_000).toISOString();
  const alert = {
    labels: { alertname: 'DiskFull', severity: 'warning', instance: 'db1:9100' },
    annotations: { summary: 'Disk full on db1', description: 'less than 1% free' },
    startsAt, generatorURL: 'http://prometheus:9090/graph?g0.expr=node_filesystem_free_bytes+%3C+1e6&g0.tab=1',
  };
  await postAlert(base, alert);
  const [stored] = await eventually(async () => {
    const nodes = await listAlerts(owner, project.path_with_namespace);
    return nodes.length ? nodes : undefined;
  }, 30_000, 250);
  expect(stored).toMatchObject({
    iid: '1', title: 'Disk full on db1', description: 'less than 1% free', severity: 'LOW', status: 'TRIGGERED', monitoringTool: 'Prometheus', endedAt: null,
  });
  expect(stored.details).toMatchObject({ 'labels.instance': 'db1:9100', 'labels.severity': 'warning', 'annotations.summary': 'Disk full on db1' });

  const endsAt = new Date(Date.now() - 1_000).toISOString();
  await postAlert(base, { ...alert, endsAt });
  const resolved = await eventually(async () => {
    const [node] = await listAlerts(owner, project.path_with_namespace);
    return node?.status === 'RESOLVED' ? node : undefined;
  }, 30_000, 250);
  expect(resolved).toMatchObject({ iid: '1', status: 'RESOLVED' });
  expect(resolved.endedAt).not.toBeNull();
  expect(await listAlerts(owner, project.path_with_namespace)).toHaveLength(1);
});

if (!hasAlertmanager) {
  it('is skipped: prometheus-alertmanager is not installed (.ci/run installs it)', () => {
    expect(hasAlertmanager).toBe(false);
  });
}
