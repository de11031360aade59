import type { Actor } from '@forgegraph/platform';
import { ANONYMOUS } from '@forgegraph/platform';
import { addMember, createGroup, createProject, createUser, uniqueName } from '../../../test/support/factories';
import { startTestService, type TestService } from '../../../test/support/service';

/**
 * The access service as other subgraphs use it: batched GraphQL fields and queries through the
 * gateway, for actors built here (no tokens needed).
 */
let service: TestService;
let users: Record<'owner' | 'dev' | 'outsider' | 'subOnly', number>;
let ids: { group: number; sub: number; privateProject: number; internalProject: number; subProject: number };

const actor = (userId: number | null, isAdmin = false): Actor =>
  userId === null ? ANONYMOUS : { userId, username: `u${userId}`, isAdmin, scopes: ['api'], origin: 'token' };

async function run<T = any>(query: string, variables: Record<string, unknown>, as: Actor): Promise<T> {
  const result = await service.server.backend.gateway.engine.execute<T>(query, variables, as);
  if (result.errors?.length) throw new Error(JSON.stringify(result.errors));
  return result.data as T;
}

beforeAll(async () => {
  service = await startTestService();
  const api = service.api;
  users = { owner: (await createUser(api)).id, dev: (await createUser(api)).id, outsider: (await createUser(api)).id, subOnly: (await createUser(api)).id };
  const group = await createGroup(api, { visibility: 'private' });
  const sub = await createGroup(api, { name: uniqueName('s'), path: uniqueName('s'), parent_id: group.id });
  await addMember(api, `groups/${group.id}`, users.owner, 50);
  await addMember(api, `groups/${group.id}`, users.dev, 30);
  await addMember(api, `groups/${sub.id}`, users.subOnly, 20);
  const open = await createGroup(api, { visibility: 'internal' });
  ids = {
    group: group.id,
    sub: sub.id,
    privateProject: (await createProject(api, { namespace_id: group.id })).id,
    internalProject: (await createProject(api, { namespace_id: open.id, visibility: 'internal' })).id,
    subProject: (await createProject(api, { namespace_id: sub.id })).id,
  };
  await addMember(api, `projects/${ids.subProject}`, users.dev, 40);
});
afterAll(async () => {
  await service?.stop();
});

const PROJECT_ACCESS = 'query($ids: [ID!]!) { projectAccess(projectIds: $ids) { projectId accessLevel canRead isAdmin } }';
const GROUP_ACCESS = 'query($ids: [ID!]!) { groupAccess(groupIds: $ids) { groupId accessLevel canRead } }';

describe('projectAccess', () => {
  it('answers each project in one call: inherited and direct levels, highest wins', async () => {
    const data = await run(PROJECT_ACCESS, { ids: [ids.privateProject, ids.subProject, ids.internalProject, 999999].map(String) }, actor(users.dev));
    expect(data.projectAccess).toEqual([
      { projectId: String(ids.privateProject), accessLevel: 30, canRead: true, isAdmin: false },
      { projectId: String(ids.subProject), accessLevel: 40, canRead: true, isAdmin: false },
      { projectId: String(ids.internalProject), accessLevel: 0, canRead: true, isAdmin: false },
      { projectId: '999999', accessLevel: 0, canRead: false, isAdmin: false },
    ]);
  });

  it('gives non-members internal projects only, anonymous callers nothing, administrators everything', async () => {
    const list = [ids.privateProject, ids.internalProject].map(String);
    expect((await run(PROJECT_ACCESS, { ids: list }, actor(users.outsider))).projectAccess.map((a: { canRead: boolean }) => a.canRead)).toEqual([false, true]);
    expect((await run(PROJECT_ACCESS, { ids: list }, actor(null))).projectAccess.map((a: { canRead: boolean }) => a.canRead)).toEqual([false, false]);
    expect((await run(PROJECT_ACCESS, { ids: list }, actor(users.outsider, true))).projectAccess.map((a: { canRead: boolean }) => a.canRead)).toEqual([true, true]);
  });
});

describe('viewerAccessLevel', () => {
  it('resolves on projects and groups, through federation references', async () => {
    const data = await run(`query($p: String!, $g: String!) {
      project(ref: $p) { viewerAccessLevel namespace { id } }
      group(ref: $g) { viewerAccessLevel }
    }`, { p: String(ids.subProject), g: String(ids.sub) }, actor(users.owner));
    expect(data).toEqual({ project: { viewerAccessLevel: 50, namespace: { id: String(ids.sub) } }, group: { viewerAccessLevel: 50 } });
  });

  it('answers NOT_FOUND with GitLab\'s body for a private project the caller may not read', async () => {
    const result = await service.server.backend.gateway.engine.execute('query($p: String!) { project(ref: $p) { id } }', { p: String(ids.privateProject) }, actor(users.outsider));
    expect(result.errors?.[0].extensions).toMatchObject({ code: 'NOT_FOUND', body: { message: '404 Project Not Found' } });
  });
});

describe('groupAccess', () => {
  it('lets a subgroup member see the private parent without a level there', async () => {
    const data = await run(GROUP_ACCESS, { ids: [ids.group, ids.sub].map(String) }, actor(users.subOnly));
    expect(data.groupAccess).toEqual([
      { groupId: String(ids.group), accessLevel: 0, canRead: true },
      { groupId: String(ids.sub), accessLevel: 20, canRead: true },
    ]);
    expect((await run(GROUP_ACCESS, { ids: [String(ids.group)] }, actor(users.outsider))).groupAccess[0].canRead).toBe(false);
  });
});

describe('User.memberships through federation', () => {
  it('joins identity\'s user with collaboration\'s memberships in one query', async () => {
    const data = await run(`query($id: ID!) { user(id: $id) { username memberships { sourceType sourceId accessLevel } } }`, { id: String(users.dev) }, actor(1, true));
    expect(data.user.memberships).toEqual([
      { sourceType: 'Namespace', sourceId: ids.group, accessLevel: 30 },
      { sourceType: 'Project', sourceId: ids.subProject, accessLevel: 40 },
    ]);
  });
});
