import { buildWorld, type Role, type World } from '../support/collaboration-world';
import { expectGitlabError } from '../support/expectations';
import { createGroupHook } from '../support/factories';
import { startTestService, type TestService } from '../support/service';

let service: TestService;
let world: World;
let hookId: number;

const URL = 'http://203.0.113.10/hook';

beforeAll(async () => {
  service = await startTestService();
  world = await buildWorld(service.api);
  hookId = (await createGroupHook(world.clients.owner, world.group.id, { url: URL })).id;
});
afterAll(async () => {
  await service?.stop();
});

type Call = [method: 'get' | 'post' | 'put' | 'delete', path: (groupId: number) => string, body?: Record<string, unknown>];

const CALLS: Record<string, Call> = {
  'GET hooks': ['get', (g) => `/groups/${g}/hooks`],
  'GET hook': ['get', (g) => `/groups/${g}/hooks/${hookId}`],
  'POST hooks': ['post', (g) => `/groups/${g}/hooks`, { url: URL }],
  'PUT hook': ['put', (g) => `/groups/${g}/hooks/${hookId}`, { url: URL, name: 'changed' }],
  'DELETE hook': ['delete', (g) => `/groups/${g}/hooks/${hookId}`],
  'POST test': ['post', (g) => `/groups/${g}/hooks/${hookId}/test/push_events`],
  'GET events': ['get', (g) => `/groups/${g}/hooks/${hookId}/events`],
  'POST resend': ['post', (g) => `/groups/${g}/hooks/${hookId}/events/1/resend`],
};

const call = (role: Role, [method, path, body]: Call) => world.clients[role][method](path(world.group.id), body ? { body } : {});

describe.each(Object.entries(CALLS))('%s', (_name, route) => {
  it('answers 401 to anonymous callers', async () => {
    expectGitlabError(await call('anonymous', route), 401, { message: '401 Unauthorized' });
  });

  it('answers 404 to a non-member of the private group', async () => {
    expectGitlabError(await call('non_member', route), 404, { message: '404 Group Not Found' });
  });

  it.each(['guest', 'reporter', 'developer', 'maintainer'] as const)('answers 403 to a %s', async (role) => {
    expectGitlabError(await call(role, route), 403, { message: '403 Forbidden' });
  });
});

describe('Owners and administrators', () => {
  it.each(['owner', 'admin'] as const)('manage the hooks as %s', async (role) => {
    const client = world.clients[role];
    const base = `/groups/${world.group.id}/hooks`;
    const created = await client.post(base, { body: { url: URL } });
    expect(created.status).toBe(201);
    expect((await client.get(base)).status).toBe(200);
    expect((await client.get(`${base}/${created.body.id}`)).status).toBe(200);
    expect((await client.put(`${base}/${created.body.id}`, { body: { url: URL, name: 'x' } })).body.name).toBe('x');
    expect((await client.get(`${base}/${created.body.id}/events`)).body).toEqual([]);
    expect((await client.delete(`${base}/${created.body.id}`)).status).toBe(204);
  });

  it('keeps the hook of the table above untouched by refused calls', async () => {
    const res = await world.clients.owner.get(`/groups/${world.group.id}/hooks/${hookId}`);
    expect(res.body).toMatchObject({ id: hookId, url: URL, name: null });
  });
});
