import type { ApiResponse, HttpClient } from '../support/http-client';
import { buildWorld, ROLES, statuses, type Statuses, type World } from '../support/collaboration-world';
import { createProject, createUserWithClient, uniqueName } from '../support/factories';
import { startTestService, type TestService } from '../support/service';

let service: TestService;
let world: World;
/** Users nobody has added anywhere, handed out one per membership-creating request. */
const spareUsers: number[] = [];

beforeAll(async () => {
  service = await startTestService();
  world = await buildWorld(service.api);
  for (let i = 0; i < 6; i++) spareUsers.push((await createUserWithClient(service.api)).user.id);
}, 60_000);
afterAll(async () => {
  await service?.stop();
});

interface Case {
  route: string;
  /** The resource named in 404 bodies. */
  resource: 'Project' | 'Group';
  send(client: HttpClient, w: World): Promise<ApiResponse>;
  expected: Statuses;
  /** Bodies for statuses other than the error family's defaults. */
  bodies?: Record<number, unknown>;
}

const owner = (w: World) => w.clients.owner;

const CASES: Case[] = [
  { route: 'GET /projects/:id (private)', resource: 'Project', send: (c, w) => c.get(`/projects/${w.privateProject.id}`), expected: statuses(404, 404, 200, 200, 200, 200, 200, 200) },
  { route: 'GET /projects/:id (internal)', resource: 'Project', send: (c, w) => c.get(`/projects/${w.internalProject.id}`), expected: statuses(404, 200, 200, 200, 200, 200, 200, 200) },
  { route: 'GET /projects/:id (public)', resource: 'Project', send: (c, w) => c.get(`/projects/${w.publicProject.id}`), expected: statuses(200, 200, 200, 200, 200, 200, 200, 200) },
  { route: 'GET /projects/:id by full path (private)', resource: 'Project', send: (c, w) => c.get(`/projects/${encodeURIComponent(w.privateProject.path_with_namespace)}`), expected: statuses(404, 404, 200, 200, 200, 200, 200, 200) },
  { route: 'PUT /projects/:id', resource: 'Project', send: (c, w) => c.put(`/projects/${w.privateProject.id}`, { body: { description: uniqueName('d') } }), expected: statuses(401, 404, 403, 403, 403, 200, 200, 200) },
  { route: 'POST /projects/:id/archive', resource: 'Project', send: (c, w) => c.post(`/projects/${w.privateProject.id}/archive`), expected: statuses(401, 404, 403, 403, 403, 403, 201, 201) },
  { route: 'POST /projects/:id/unarchive', resource: 'Project', send: (c, w) => c.post(`/projects/${w.privateProject.id}/unarchive`), expected: statuses(401, 404, 403, 403, 403, 403, 201, 201) },
  {
    route: 'DELETE /projects/:id', resource: 'Project',
    send: async (c, w) => c.delete(`/projects/${(await createProject(owner(w), { namespace_id: w.group.id })).id}`),
    expected: statuses(401, 404, 403, 403, 403, 403, 202, 202), bodies: { 202: { message: '202 Accepted' } },
  },
  {
    route: 'POST /projects in the group', resource: 'Project',
    send: (c, w) => c.post('/projects', { body: { name: uniqueName('p'), namespace_id: w.group.id } }),
    expected: statuses(401, 400, 400, 400, 201, 201, 201, 201), bodies: { 400: { message: { namespace: ['is not valid'] } } },
  },
  { route: 'GET /projects/:id/members', resource: 'Project', send: (c, w) => c.get(`/projects/${w.privateProject.id}/members`), expected: statuses(401, 404, 200, 200, 200, 200, 200, 200) },
  { route: 'GET /projects/:id/members/all', resource: 'Project', send: (c, w) => c.get(`/projects/${w.privateProject.id}/members/all`), expected: statuses(401, 404, 200, 200, 200, 200, 200, 200) },
  {
    route: 'POST /projects/:id/members', resource: 'Project',
    send: (c, w) => c.post(`/projects/${w.privateProject.id}/members`, { body: { user_id: nextSpare(c, w), access_level: 30 } }),
    expected: statuses(401, 404, 403, 403, 403, 201, 201, 201),
  },
  { route: 'GET /groups/:id (private)', resource: 'Group', send: (c, w) => c.get(`/groups/${w.group.id}`), expected: statuses(404, 404, 200, 200, 200, 200, 200, 200) },
  { route: 'GET /groups/:id (public)', resource: 'Group', send: (c, w) => c.get(`/groups/${w.openGroup.id}`), expected: statuses(200, 200, 200, 200, 200, 200, 200, 200) },
  { route: 'GET /groups/:id/projects', resource: 'Group', send: (c, w) => c.get(`/groups/${w.group.id}/projects`), expected: statuses(404, 404, 200, 200, 200, 200, 200, 200) },
  { route: 'GET /groups/:id/subgroups', resource: 'Group', send: (c, w) => c.get(`/groups/${w.group.id}/subgroups`), expected: statuses(404, 404, 200, 200, 200, 200, 200, 200) },
  { route: 'PUT /groups/:id', resource: 'Group', send: (c, w) => c.put(`/groups/${w.group.id}`, { body: { description: uniqueName('d') } }), expected: statuses(401, 404, 403, 403, 403, 403, 200, 200) },
  {
    route: 'POST /groups (subgroup)', resource: 'Group',
    send: (c, w) => c.post('/groups', { body: { name: uniqueName('g'), path: uniqueName('g'), parent_id: w.group.id } }),
    expected: statuses(401, 404, 403, 403, 403, 201, 201, 201),
  },
  {
    route: 'DELETE /groups/:id (subgroup)', resource: 'Group',
    send: async (c, w) => {
      const path = uniqueName('g');
      const sub = await owner(w).post('/groups', { body: { name: path, path, parent_id: w.group.id } });
      return c.delete(`/groups/${sub.body.id}`);
    },
    expected: statuses(401, 404, 403, 403, 403, 403, 202, 202), bodies: { 202: { message: '202 Accepted' } },
  },
  { route: 'GET /groups/:id/members', resource: 'Group', send: (c, w) => c.get(`/groups/${w.group.id}/members`), expected: statuses(401, 404, 200, 200, 200, 200, 200, 200) },
  {
    route: 'POST /groups/:id/members', resource: 'Group',
    send: (c, w) => c.post(`/groups/${w.group.id}/members`, { body: { user_id: nextSpare(c, w), access_level: 10 } }),
    expected: statuses(401, 404, 403, 403, 403, 403, 201, 201),
  },
  { route: 'GET /groups/:id/billable_members', resource: 'Group', send: (c, w) => c.get(`/groups/${w.group.id}/billable_members`), expected: statuses(401, 404, 403, 403, 403, 403, 200, 200) },
  { route: 'GET /groups/:id/custom_attributes', resource: 'Group', send: (c, w) => c.get(`/groups/${w.group.id}/custom_attributes`), expected: statuses(401, 403, 403, 403, 403, 403, 403, 200) },
];

/** A spare user only for callers expected to succeed, so refusals never use one up. */
function nextSpare(client: HttpClient, w: World): number {
  const mayAdd = client === w.clients.maintainer || client === w.clients.owner || client === w.clients.admin;
  return mayAdd ? spareUsers.pop()! : 999_999;
}

function errorBody(status: number, c: Case): unknown {
  if (c.bodies?.[status]) return c.bodies[status];
  if (status === 401) return { message: '401 Unauthorized' };
  if (status === 403) return { message: '403 Forbidden' };
  if (status === 404) return { message: `404 ${c.resource} Not Found` };
  return undefined;
}

const ROWS = CASES.flatMap((c) => ROLES.map((role) => [c.route, role, c.expected[role], c] as const));

describe('the access matrix', () => {
  it.each(ROWS)('%s as %s answers %i', async (_route, role, status, c) => {
    const res = await c.send(world.clients[role], world);
    const body = errorBody(status, c);
    expect({ status: res.status, ...(body ? { body: res.body } : {}) }).toEqual({ status, ...(body ? { body } : {}) });
  });
});
