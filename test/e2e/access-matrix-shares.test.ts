import type { ApiResponse, HttpClient } from '../support/http-client';
import { buildWorld, ROLES, statuses, type Role, type Statuses, type World } from '../support/collaboration-world';
import { createGroup, createProject, uniqueName, type CreatedGroup, type CreatedProject } from '../support/factories';
import { startTestService, type TestService } from '../support/service';

/**
 * The access matrix through a group share: an administrator's private group, shared with the
 * roles' private group at Reporter. Every role reaches it only through the share, capped there.
 */
let service: TestService;
let world: World;
let sharedGroup: CreatedGroup;
let sharedProject: CreatedProject;

beforeAll(async () => {
  service = await startTestService();
  world = await buildWorld(service.api);
  sharedGroup = await createGroup(service.api, { visibility: 'private' });
  sharedProject = await createProject(service.api, { namespace_id: sharedGroup.id, visibility: 'private' });
  const res = await service.api.post(`/groups/${sharedGroup.id}/share`, { body: { group_id: world.group.id, group_access: 20 } });
  if (res.status !== 200) throw new Error(`share failed: ${res.status} ${res.text}`);
}, 60_000);
afterAll(async () => {
  await service?.stop();
});

interface Case {
  route: string;
  resource: 'Project' | 'Group';
  send(client: HttpClient): Promise<ApiResponse>;
  expected: Statuses;
  /** Bodies that differ from the error family's default, per role. */
  bodies?: Partial<Record<Role, unknown>>;
}

/** GitLab's Groups::GroupLinks::CreateService refusal (valid_to_create? is false). */
const SERVICE_NOT_FOUND = { message: 'Not Found' };

const CASES: Case[] = [
  { route: 'GET /groups/:id (shared)', resource: 'Group', send: (c) => c.get(`/groups/${sharedGroup.id}`), expected: statuses(404, 404, 200, 200, 200, 200, 200, 200) },
  { route: 'GET /groups/:id/projects (shared)', resource: 'Group', send: (c) => c.get(`/groups/${sharedGroup.id}/projects`), expected: statuses(404, 404, 200, 200, 200, 200, 200, 200) },
  { route: 'GET /groups/:id/members/all (shared)', resource: 'Group', send: (c) => c.get(`/groups/${sharedGroup.id}/members/all`), expected: statuses(401, 404, 200, 200, 200, 200, 200, 200) },
  { route: 'GET /projects/:id (in the shared group)', resource: 'Project', send: (c) => c.get(`/projects/${sharedProject.id}`), expected: statuses(404, 404, 200, 200, 200, 200, 200, 200) },
  {
    route: 'PUT /projects/:id (Maintainer; the share caps at Reporter)', resource: 'Project',
    send: (c) => c.put(`/projects/${sharedProject.id}`, { body: { description: uniqueName('d') } }),
    expected: statuses(401, 404, 403, 403, 403, 403, 403, 200),
  },
  {
    route: 'PUT /groups/:id (Owner; the share caps at Reporter)', resource: 'Group',
    send: (c) => c.put(`/groups/${sharedGroup.id}`, { body: { description: uniqueName('d') } }),
    expected: statuses(401, 404, 403, 403, 403, 403, 403, 200),
  },
  {
    route: 'POST /groups/:id/share (the roles\' group with a new public group)', resource: 'Group',
    send: async (c) => c.post(`/groups/${world.group.id}/share`, { body: { group_id: (await createGroup(service.api, { visibility: 'public' })).id, group_access: 30 } }),
    expected: statuses(401, 404, 404, 404, 404, 404, 200, 200),
    bodies: { guest: SERVICE_NOT_FOUND, reporter: SERVICE_NOT_FOUND, developer: SERVICE_NOT_FOUND, maintainer: SERVICE_NOT_FOUND },
  },
  {
    route: 'DELETE /groups/:id/share/:group_id (a share of a new public group)', resource: 'Group',
    send: async (c) => {
      const open = await createGroup(service.api, { visibility: 'public' });
      await service.api.post(`/groups/${open.id}/share`, { body: { group_id: world.group.id, group_access: 10 } });
      return c.delete(`/groups/${open.id}/share/${world.group.id}`);
    },
    // The API ignores the destroy service's refusal: readers who may not manage members get 204 too.
    expected: statuses(401, 204, 204, 204, 204, 204, 204, 204),
  },
];

function errorBody(role: Role, status: number, c: Case): unknown {
  if (c.bodies?.[role]) return c.bodies[role];
  if (status === 401) return { message: '401 Unauthorized' };
  if (status === 403) return { message: '403 Forbidden' };
  if (status === 404) return { message: `404 ${c.resource} Not Found` };
  return undefined;
}

const ROWS = CASES.flatMap((c) => ROLES.map((role) => [c.route, role, c.expected[role], c] as const));

describe('the access matrix through a group share', () => {
  it.each(ROWS)('%s as %s answers %i', async (_route, role, status, c) => {
    const res = await c.send(world.clients[role]);
    const body = errorBody(role, status, c);
    expect({ status: res.status, ...(body ? { body: res.body } : {}) }).toEqual({ status, ...(body ? { body } : {}) });
  });
});
