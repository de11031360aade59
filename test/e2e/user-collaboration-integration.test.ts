import { eventually, expectGitlabError } from '../support/expectations';
import {
  addMember, createGroup, createProject, createUserWithClient, deleteUserRow, uniqueName, type CreatedGroup,
} from '../support/factories';
import type { HttpClient } from '../support/http-client';
import { startTestService, type TestService } from '../support/service';

/** Identity and collaboration together: deleting and renaming users, and `without_projects`. */
let service: TestService;

beforeAll(async () => {
  service = await startTestService();
});
afterAll(async () => {
  await service?.stop();
});

type Client = { user: { id: number; username: string }; client: HttpClient };
const newUser = (): Promise<Client> => createUserWithClient(service.api);
const ids = (res: { body: Array<{ id: number }> }) => res.body.map((item) => item.id);

/** Resolves once the background job has removed the user. */
function removed(userId: number): Promise<true> {
  return eventually(async () => ((await service.api.get(`/users/${userId}`)).status === 404 ? true : undefined));
}

describe('DELETE /users/:id', () => {
  it('answers 409 for the sole owner of a group unless hard_delete, and keeps the user', async () => {
    const alice = await newUser();
    await createGroup(alice.client);
    expectGitlabError(await service.api.delete(`/users/${alice.user.id}`), 409, { message: 'User cannot be removed while is the sole-owner of a group' });
    expectGitlabError(await service.api.delete(`/users/${alice.user.id}?hard_delete=false`), 409, { message: 'User cannot be removed while is the sole-owner of a group' });
    expect((await service.api.get(`/users/${alice.user.id}`)).status).toBe(200);
  });

  it('removes a co-owner\'s memberships and personal projects and keeps their groups', async () => {
    const bob = await newUser();
    const carol = await newUser();
    const group = await createGroup(bob.client);
    await addMember(bob.client, `groups/${group.id}`, carol.user.id, 50);
    const personal = await createProject(bob.client);
    expect((await service.api.delete(`/users/${bob.user.id}`)).status).toBe(204);
    await removed(bob.user.id);
    expect(ids(await carol.client.get(`/groups/${group.id}/members`))).toEqual([carol.user.id]);
    expectGitlabError(await service.api.get(`/projects/${personal.id}`), 404, { message: '404 Project Not Found' });
    expectGitlabError(await service.api.get(`/groups/${group.id}/members/${bob.user.id}`), 404, { message: '404 Not found' });
  });

  it('with hard_delete also removes the groups the user alone owns, with their projects', async () => {
    const dave = await newUser();
    const group = await createGroup(dave.client);
    const project = await createProject(dave.client, { namespace_id: group.id });
    expect((await service.api.delete(`/users/${dave.user.id}?hard_delete=true`)).status).toBe(204);
    await removed(dave.user.id);
    await eventually(async () => ((await service.api.get(`/groups/${group.id}`)).status === 404 ? true : undefined));
    expectGitlabError(await service.api.get(`/projects/${project.id}`), 404, { message: '404 Project Not Found' });
  });
});

describe('member lists while a deleted user\'s cleanup is pending', () => {
  let owner: Client;
  let group: CreatedGroup;
  beforeAll(async () => {
    owner = await newUser();
    group = await createGroup(owner.client);
  });

  it('leave out a member whose account is gone, and the cleanup removes the membership', async () => {
    const erin = await newUser();
    await addMember(owner.client, `groups/${group.id}`, erin.user.id, 30);
    await deleteUserRow(service.server.backend.databaseUrl, erin.user.id);
    const res = await owner.client.get(`/groups/${group.id}/members`);
    expect({ status: res.status, ids: ids(res) }).toEqual({ status: 200, ids: [owner.user.id] });
    expect(ids(await owner.client.get(`/groups/${group.id}/members/all`))).toEqual([owner.user.id]);
    expectGitlabError(await owner.client.get(`/groups/${group.id}/members/${erin.user.id}`), 404, { message: '404 Not found' });
    await eventually(async () => ((await owner.client.get(`/groups/${group.id}/members`)).headers.get('x-total') === '1' ? true : undefined));
  });

  it('leave out created_by once its user is gone', async () => {
    const frank = await newUser();
    const grace = await newUser();
    const other = await createGroup(frank.client);
    await addMember(service.api, `groups/${other.id}`, owner.user.id, 50);
    await addMember(frank.client, `groups/${other.id}`, grace.user.id, 20);
    expect((await owner.client.get(`/groups/${other.id}/members/${grace.user.id}`)).body.created_by).toMatchObject({ id: frank.user.id });
    await deleteUserRow(service.server.backend.databaseUrl, frank.user.id);
    const res = await owner.client.get(`/groups/${other.id}/members/${grace.user.id}`);
    expect(res.status).toBe(200);
    expect(res.body).not.toHaveProperty('created_by');
  });
});

describe('PUT /users/:id with a new username', () => {
  it('renames the personal namespace and its projects\' paths at once', async () => {
    const henry = await newUser();
    const project = await createProject(henry.client);
    const username = uniqueName('renamed');
    expect((await service.api.put(`/users/${henry.user.id}`, { body: { username, name: 'Henry Renamed' } })).status).toBe(200);
    const res = await henry.client.get(`/projects/${project.id}`);
    expect(res.body).toMatchObject({
      path_with_namespace: `${username}/${project.path}`,
      name_with_namespace: `Henry Renamed / ${project.name}`,
      namespace: { path: username, full_path: username, name: 'Henry Renamed', kind: 'user' },
    });
    expect((await henry.client.get(`/projects/${encodeURIComponent(`${username}/${project.path}`)}`)).body.id).toBe(project.id);
  });
});

describe('GET /users?without_projects=true', () => {
  it('leaves out every user with access to a project, however it is granted', async () => {
    const [personal, groupMember, projectMember, invited, minimal, nobody, owner] = await Promise.all(Array.from({ length: 7 }, newUser));
    await createProject(personal.client);
    const group = await createGroup(owner.client);
    const project = await createProject(owner.client, { namespace_id: group.id });
    await addMember(owner.client, `groups/${group.id}`, groupMember.user.id, 10);
    await addMember(owner.client, `groups/${group.id}`, minimal.user.id, 5);
    await addMember(owner.client, `projects/${project.id}`, projectMember.user.id, 20);
    const team = await createGroup(service.api);
    await addMember(service.api, `groups/${team.id}`, invited.user.id, 30);
    expect((await service.api.post(`/groups/${group.id}/share`, { body: { group_id: team.id, group_access: 20 } })).status).toBe(200);
    const found = ids(await service.api.get('/users?without_projects=true&per_page=100'));
    expect(found).toEqual(expect.arrayContaining([minimal.user.id, nobody.user.id]));
    for (const user of [personal, groupMember, projectMember, invited, owner]) expect(found).not.toContain(user.user.id);
    expect(ids(await service.api.get('/users?per_page=100'))).toEqual(expect.arrayContaining([personal.user.id, owner.user.id]));
  });

  it('is ignored for callers who are not administrators', async () => {
    const member = await newUser();
    await createProject(member.client);
    expect(ids(await member.client.get('/users?without_projects=true&per_page=100'))).toContain(member.user.id);
  });
});
