import { Client } from 'pg';
import { settleJobs } from '../../subgraphs/repository/test/support';
import { eventually } from '../support/expectations';
import { allowLocalWebHooks, createProject, createUserWithClient } from '../support/factories';
import { HookReceiver } from '../support/hook-receiver';
import type { HttpClient } from '../support/http-client';
import { startTestService, type TestService } from '../support/service';

// Boots and deliveries run on a shared 2-core machine: generous limits, deadlines inside the tests.
jest.setTimeout(90_000);

let service: TestService;
let receiver: HookReceiver;
let tlsReceiver: HookReceiver;
let owner: { client: HttpClient };

const DEADLINE = 30_000;

beforeAll(async () => {
  receiver = await HookReceiver.start();
  tlsReceiver = await HookReceiver.start({ tls: true });
  service = await startTestService();
  await allowLocalWebHooks(service.api);
  owner = await createUserWithClient(service.api);
}, 90_000);
afterAll(async () => {
  await receiver?.close();
  await tlsReceiver?.close();
  if (service) await settleJobs(service.server.backend.databaseUrl);
  await service?.stop();
  await new Promise((resolve) => setTimeout(resolve, 2500)); // pg-boss worker loops (see subgraphs/repository/test/support.ts)
});

interface DeliveryRow { state: string; attempts: number; response_status: number | null; last_error: string | null }

/** The deliveries of a project's integration, oldest first (failures are kept on them, as GitLab keeps none in its API). */
async function deliveriesOf(projectId: number, slug: string): Promise<DeliveryRow[]> {
  const client = new Client({ connectionString: service.server.backend.databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(`select d.state, d.attempts, d.response_status, d.last_error from admin.integration_deliveries d
      join admin.integrations i on i.id = d.integration_id where i.project_id = $1 and i.slug = $2 order by d.id`, [projectId, slug]);
    return rows;
  } finally {
    await client.end();
  }
}

async function setUp(projectId: number, slug: string, body: Record<string, unknown>): Promise<void> {
  const res = await owner.client.put(`/projects/${projectId}/integrations/${slug}`, { body });
  if (res.status !== 200) throw new Error(`${slug}: ${res.status} ${res.text}`);
}

const openIssue = (projectId: number) => owner.client.post(`/projects/${projectId}/issues`, { body: { title: 'Ping' } });

it('retries a delivery the service answered with 500 until it is accepted, keeping the attempts', async () => {
  const project = await createProject(owner.client);
  const path = `/flaky-${project.id}`;
  receiver.answerWith(path, 500, 502);
  await setUp(project.id, 'pumble', { webhook: receiver.url(path) });
  await openIssue(project.id);
  const rows = await eventually(async () => {
    const found = await deliveriesOf(project.id, 'pumble');
    return found[0]?.state === 'delivered' ? found : undefined;
  }, DEADLINE);
  expect(rows).toEqual([{ state: 'delivered', attempts: 3, response_status: 200, last_error: null }]);
  expect(receiver.on(path).map((r) => r.body)).toEqual([receiver.on(path)[0].body, receiver.on(path)[0].body, receiver.on(path)[0].body]);
}, 60_000);

it('refuses a webhook on the local network once local requests are no longer allowed, and shows why', async () => {
  const project = await createProject(owner.client);
  const path = `/local-${project.id}`;
  await setUp(project.id, 'webex-teams', { webhook: receiver.url(path) });
  await allowLocalWebHooks(service.api, false);
  try {
    await openIssue(project.id);
    const [row] = await eventually(async () => {
      const found = await deliveriesOf(project.id, 'webex-teams');
      return found[0]?.last_error ? found : undefined;
    }, DEADLINE);
    expect(row).toMatchObject({ response_status: null, last_error: expect.stringMatching(/^URL is blocked: /) });
    expect(receiver.on(path)).toEqual([]);
  } finally {
    await allowLocalWebHooks(service.api, true);
  }
}, 60_000);

it('honours enable_ssl_verification: a self-signed server is refused when verifying, reached when not', async () => {
  const project = await createProject(owner.client, { initialize_with_readme: true });
  await setUp(project.id, 'jenkins', { jenkins_url: tlsReceiver.url('/unverified'), project_name: 'app', enable_ssl_verification: false });
  await setUp(project.id, 'drone-ci', { drone_url: tlsReceiver.url('/verified'), token: 't', enable_ssl_verification: true });
  const res = await owner.client.post(`/projects/${project.id}/repository/commits`, {
    body: { branch: 'main', commit_message: 'tls', actions: [{ action: 'create', file_path: 'tls.txt', content: 'x' }] },
  });
  expect(res.status).toBe(201);
  const [request] = await eventually(async () => (tlsReceiver.on('/unverified/project/app').length ? tlsReceiver.on('/unverified/project/app') : undefined), DEADLINE);
  expect(request.json.object_kind).toBe('push');
  const [row] = await eventually(async () => {
    const found = await deliveriesOf(project.id, 'drone-ci');
    return found[0]?.last_error ? found : undefined;
  }, DEADLINE);
  expect(row.last_error).toMatch(/certificate/i);
  expect(tlsReceiver.received.filter((r) => r.path.startsWith('/verified'))).toEqual([]);
}, 60_000);

it('drops pending deliveries of an integration disabled since the event', async () => {
  const project = await createProject(owner.client);
  const path = `/disabled-${project.id}`;
  receiver.answerWith(path, 500);
  await setUp(project.id, 'unify-circuit', { webhook: receiver.url(path) });
  await openIssue(project.id);
  await eventually(async () => (receiver.on(path).length ? true : undefined), DEADLINE);
  await owner.client.delete(`/projects/${project.id}/integrations/unify-circuit`);
  const [row] = await eventually(async () => {
    const found = await deliveriesOf(project.id, 'unify-circuit');
    return found[0]?.state === 'skipped' ? found : undefined;
  }, DEADLINE);
  expect(row).toMatchObject({ state: 'skipped', attempts: 2 });
  expect(receiver.on(path)).toHaveLength(1);
}, 60_000);
