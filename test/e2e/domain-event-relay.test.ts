import { Client } from 'pg';
import { settleJobs } from '../../subgraphs/repository/test/support';
import { eventually } from '../support/expectations';
import { allowLocalWebHooks, createGroup, createGroupHook, createProject, createUserWithClient } from '../support/factories';
import { HookReceiver } from '../support/hook-receiver';
import type { HttpClient } from '../support/http-client';
import { startTestService, type TestService } from '../support/service';

let service: TestService;
let receiver: HookReceiver;
let db: Client;
let owner: { client: HttpClient };

beforeAll(async () => {
  service = await startTestService();
  receiver = await HookReceiver.start();
  await allowLocalWebHooks(service.api);
  owner = await createUserWithClient(service.api);
  db = new Client({ connectionString: service.server.backend.databaseUrl });
  await db.connect();
});
afterAll(async () => {
  await db?.end();
  await receiver?.close();
  if (service) await settleJobs(service.server.backend.databaseUrl);
  await service?.stop();
  await new Promise((resolve) => setTimeout(resolve, 2500)); // pg-boss worker loops (see subgraphs/repository/test/support.ts)
});

const received = (hookPath: string, count: number) =>
  eventually(async () => (receiver.on(hookPath).length >= count ? receiver.on(hookPath) : undefined), 20_000);

async function commitTo(projectId: number, branch: string): Promise<string> {
  const res = await owner.client.post(`/projects/${projectId}/repository/commits`, {
    body: { branch, start_branch: 'main', commit_message: `On ${branch}`, actions: [{ action: 'create', file_path: `${branch}.txt`, content: branch }] },
  });
  if (res.status !== 201) throw new Error(`commit failed: ${res.status} ${res.text}`);
  return res.body.id;
}

describe('domain events from the outbox to reactions (platform/events)', () => {
  it('publishes an event again after a crash before it was marked relayed, and the reaction still runs once', async () => {
    const group = await createGroup(owner.client);
    const hook = await createGroupHook(owner.client, group.id, { url: receiver.url('/relay'), push_events: true });
    const project = await createProject(owner.client, { namespace_id: group.id, initialize_with_readme: true });
    const first = await commitTo(project.id, 'one');
    await received('/relay', 1);
    // As if the relay had died between publishing the row and marking it: the row is unrelayed again.
    const { rowCount } = await db.query(`update repository.event_outbox set relayed_at = null where payload->>'after' = $1`, [first]);
    expect(rowCount).toBe(1);
    const second = await commitTo(project.id, 'two');
    const deliveries = await received('/relay', 2);
    await eventually(async () => {
      const { rows } = await db.query(`select count(*)::int as n from repository.event_outbox where relayed_at is null and payload->>'projectId' = $1`, [String(project.id)]);
      return rows[0].n === 0 ? true : undefined;
    });
    // Once no reaction job is left, the recorded deliveries are final: one per event.
    await eventually(async () => {
      const { rows } = await db.query(`select count(*)::int as n from pgboss.job where name = 'collaboration.reactions' and state in ('created', 'retry', 'active')`);
      return rows[0].n === 0 ? true : undefined;
    });
    const { rows } = await db.query('select payload->>\'after\' as after from collaboration.group_hook_deliveries where hook_id = $1 order by id', [hook.id]);
    expect(rows.map((r) => r.after)).toEqual([first, second]);
    expect(receiver.on('/relay').map((r) => r.json.after)).toEqual([first, second]);
    expect(deliveries.every((d) => d.headers['x-gitlab-event'] === 'Push Hook')).toBe(true);
  });
});
