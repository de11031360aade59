import { expectGitlabError } from '../support/expectations';
import { addMember, createGroup, createProject, createUserWithClient, uniqueName } from '../support/factories';
import type { HttpClient } from '../support/http-client';
import { startTestService, type TestService } from '../support/service';

type Client = { user: { id: number; username: string }; client: HttpClient };
let service: TestService;
let owner: Client;
let dev: Client;
let guest: Client;
let group: { id: number; name: string };
let sub: { id: number; name: string };
let project: { id: number; name: string };

beforeAll(async () => {
  service = await startTestService();
  owner = await createUserWithClient(service.api, ['api'], { name: 'Zed Owner' });
  dev = await createUserWithClient(service.api, ['api'], { name: 'Amy Developer' });
  guest = await createUserWithClient(service.api, ['api'], { name: 'Mia Guest' });
  group = await createGroup(owner.client, { name: uniqueName('Top') });
  sub = await createGroup(owner.client, { name: uniqueName('Sub'), path: uniqueName('sub'), parent_id: group.id });
  project = await createProject(owner.client, { namespace_id: sub.id });
  await addMember(owner.client, `groups/${group.id}`, dev.user.id, 30);
  await addMember(owner.client, `groups/${sub.id}`, dev.user.id, 40);
  await addMember(owner.client, `projects/${project.id}`, guest.user.id, 10);
});
afterAll(async () => {
  await service?.stop();
});

const levels = (res: { body: Array<{ id: number; access_level: number }> }) => res.body.map((m) => [m.id, m.access_level]);

describe('member lists', () => {
  it('lists direct members only', async () => {
    expect(levels(await guest.client.get(`/projects/${project.id}/members`))).toEqual([[guest.user.id, 10]]);
    expect(levels(await guest.client.get(`/groups/${sub.id}/members`))).toEqual([[owner.user.id, 50], [dev.user.id, 40]]);
  });

  it('lists inherited members with the highest level per user', async () => {
    const res = await guest.client.get(`/projects/${project.id}/members/all`);
    expect(levels(res).sort((a, b) => a[0] - b[0])).toEqual([[owner.user.id, 50], [dev.user.id, 40], [guest.user.id, 10]].sort((a, b) => a[0] - b[0]));
    expect(res.headers.get('x-total')).toBe('3');
  });

  it('lists a subgroup\'s members with those inherited from its parent', async () => {
    const res = await dev.client.get(`/groups/${sub.id}/members/all?state=active`);
    expect(levels(res).sort((a, b) => a[0] - b[0])).toEqual([[owner.user.id, 50], [dev.user.id, 40]].sort((a, b) => a[0] - b[0]));
    expect((await dev.client.get(`/groups/${sub.id}/members/all/${owner.user.id}`)).body).toMatchObject({ id: owner.user.id, access_level: 50 });
    expect((await dev.client.get(`/groups/${sub.id}/members/all?state=awaiting`)).body).toEqual([]);
  });

  it.each([
    ['query=amy', () => [dev.user.id]],
    ['user_ids[]=OWNER', () => [owner.user.id]],
  ])('filters inherited members with %s', async (query, expected) => {
    const res = await guest.client.get(`/projects/${project.id}/members/all?${query.replace('OWNER', String(owner.user.id))}`);
    expect(res.body.map((m: { id: number }) => m.id)).toEqual(expected());
  });

  it('skips users with skip_users[] and filters by comma-separated user_ids', async () => {
    expect((await owner.client.get(`/groups/${sub.id}/members?skip_users[]=${owner.user.id}`)).body.map((m: { id: number }) => m.id)).toEqual([dev.user.id]);
    expect((await owner.client.get(`/groups/${sub.id}/members?user_ids=${dev.user.id},${guest.user.id}`)).body.map((m: { id: number }) => m.id)).toEqual([dev.user.id]);
  });

  it('shows the expiry date of listed members as a date', async () => {
    const user = (await createUserWithClient(service.api)).user;
    const other = await createGroup(owner.client);
    await addMember(owner.client, `groups/${other.id}`, user.id, 20, { expires_at: '2099-06-30' });
    const res = await owner.client.get(`/groups/${other.id}/members?user_ids[]=${user.id}`);
    expect(res.body.map((m: { expires_at: string }) => m.expires_at)).toEqual(['2099-06-30']);
    expect((await owner.client.get(`/groups/${other.id}/members/all/${user.id}`)).body.expires_at).toBe('2099-06-30');
  });

  it('shows seat usage with show_seat_info', async () => {
    const res = await owner.client.get(`/projects/${project.id}/members?show_seat_info=true`);
    expect(res.body[0]).toMatchObject({ id: guest.user.id, is_using_seat: true });
    expect((await owner.client.get(`/projects/${project.id}/members`)).body[0]).not.toHaveProperty('is_using_seat');
  });
});

describe('single members', () => {
  it('finds a direct member, and an inherited one only under /all', async () => {
    expect((await guest.client.get(`/projects/${project.id}/members/${guest.user.id}`)).body).toMatchObject({ id: guest.user.id, access_level: 10 });
    expectGitlabError(await guest.client.get(`/projects/${project.id}/members/${dev.user.id}`), 404, { message: '404 Not found' });
    expect((await guest.client.get(`/projects/${project.id}/members/all/${dev.user.id}`)).body).toMatchObject({ id: dev.user.id, access_level: 40 });
  });

  it('answers 401 without credentials', async () => {
    expectGitlabError(await service.api.as(null).get(`/projects/${project.id}/members`), 401, { message: '401 Unauthorized' });
  });
});

describe('GET /groups/:id/billable_members', () => {
  it('counts every user of the hierarchy once, with identity\'s activity date', async () => {
    const res = await owner.client.get(`/groups/${group.id}/billable_members`);
    expect(res.status).toBe(200);
    expect(res.body.map((m: { id: number }) => m.id)).toEqual([dev.user.id, guest.user.id, owner.user.id]);
    expect(res.body[1]).toEqual({
      id: guest.user.id, username: guest.user.username, name: 'Mia Guest', state: 'active', locked: false, avatar_url: expect.any(String),
      web_url: expect.stringContaining(`/${guest.user.username}`), last_activity_on: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      membership_type: 'project_member', removable: true, created_at: expect.any(String), is_last_owner: false, last_login_at: expect.any(String),
    });
    expect(res.body[2]).toMatchObject({ membership_type: 'group_member', is_last_owner: true });
  });

  it.each([
    ['name_desc', () => [owner.user.id, guest.user.id, dev.user.id]],
    ['access_level_asc', () => [guest.user.id, dev.user.id, owner.user.id]],
    ['last_joined', () => [guest.user.id, dev.user.id, owner.user.id]],
  ])('sorts by %s', async (sort, expected) => {
    expect((await owner.client.get(`/groups/${group.id}/billable_members?sort=${sort}`)).body.map((m: { id: number }) => m.id)).toEqual(expected());
  });

  it('searches names and usernames', async () => {
    expect((await owner.client.get(`/groups/${group.id}/billable_members?search=mia`)).body.map((m: { id: number }) => m.id)).toEqual([guest.user.id]);
  });

  it('works on top-level groups only', async () => {
    expectGitlabError(await owner.client.get(`/groups/${sub.id}/billable_members`), 400, { message: '400 Bad request' });
  });
});

describe('GET /users/:id/memberships', () => {
  it('lists a user\'s direct memberships for administrators, filtered by type', async () => {
    const res = await service.api.get(`/users/${dev.user.id}/memberships`);
    expect(res.body).toEqual([
      { source_id: group.id, source_name: group.name, source_type: 'Namespace', access_level: 30 },
      { source_id: sub.id, source_name: sub.name, source_type: 'Namespace', access_level: 40 },
    ]);
    expect(res.headers.get('x-total')).toBe('2');
    const projects = await service.api.get(`/users/${guest.user.id}/memberships?type=Project`);
    expect(projects.body).toEqual([{ source_id: project.id, source_name: project.name, source_type: 'Project', access_level: 10 }]);
  });

  it('answers 403 to non-administrators and 400 for an unknown type', async () => {
    expectGitlabError(await dev.client.get(`/users/${dev.user.id}/memberships`), 403, { message: '403 Forbidden' });
    expectGitlabError(await service.api.get(`/users/${dev.user.id}/memberships?type=Group`), 400, { error: 'type does not have a valid value' });
  });
});
