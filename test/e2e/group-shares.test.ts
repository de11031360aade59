import { expectGitlabError } from '../support/expectations';
import { addMember, createGroup, createProject, createUserWithClient, uniqueName, type CreatedGroup, type CreatedProject } from '../support/factories';
import type { HttpClient } from '../support/http-client';
import { startTestService, type TestService } from '../support/service';

type Client = { user: { id: number; username: string }; client: HttpClient };
let service: TestService;
/** Owns both groups. */
let owner: Client;
/** Direct members of the invited group: Developer and Maintainer there. */
let dev: Client;
let maintainer: Client;
/** A member of the invited group's parent only (inherited members get nothing through a share). */
let inheritedOnly: Client;
/** A direct Guest of the shared group who is not in the invited group. */
let guest: Client;
let outsider: Client;
let shared: CreatedGroup;
let teamParent: CreatedGroup;
let team: CreatedGroup;
let project: CreatedProject;

beforeAll(async () => {
  service = await startTestService();
  [owner, dev, maintainer, inheritedOnly, guest, outsider] = await Promise.all(Array.from({ length: 6 }, () => createUserWithClient(service.api)));
  shared = await createGroup(owner.client, { visibility: 'private' });
  project = await createProject(owner.client, { namespace_id: shared.id, visibility: 'private' });
  teamParent = await createGroup(owner.client, { visibility: 'private' });
  team = await createGroup(owner.client, { name: uniqueName('Team'), path: uniqueName('team'), parent_id: teamParent.id, visibility: 'private' });
  await addMember(owner.client, `groups/${team.id}`, dev.user.id, 30);
  await addMember(owner.client, `groups/${team.id}`, maintainer.user.id, 40);
  await addMember(owner.client, `groups/${teamParent.id}`, inheritedOnly.user.id, 40);
  await addMember(owner.client, `groups/${shared.id}`, guest.user.id, 10);
  const res = await share(owner.client, shared.id, { group_id: team.id, group_access: 30, expires_at: '2099-01-31' });
  if (res.status !== 200) throw new Error(`share failed: ${res.status} ${res.text}`);
});
afterAll(async () => {
  await service?.stop();
});

function share(client: HttpClient, groupId: number | string, body: Record<string, unknown>) {
  return client.post(`/groups/${groupId}/share`, { body });
}

const levels = (res: { body: Array<{ id: number; access_level: number }> }) =>
  Object.fromEntries(res.body.map((m) => [m.id, m.access_level]));

describe('POST /groups/:id/share', () => {
  it('answers the shared group with the invited group in shared_with_groups', async () => {
    const other = await createGroup(owner.client, { visibility: 'private' });
    const res = await share(owner.client, other.id, { group_id: team.id, group_access: 20 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: other.id, full_path: other.full_path });
    expect(res.body).not.toHaveProperty('projects');
    expect(res.body.shared_with_groups).toEqual([
      { group_id: team.id, group_name: team.name, group_full_path: team.full_path, group_access_level: 20, expires_at: null },
    ]);
  });

  it('shows the share in GET /groups/:id', async () => {
    const res = await owner.client.get(`/groups/${shared.id}`);
    expect(res.body.shared_with_groups).toEqual([
      { group_id: team.id, group_name: team.name, group_full_path: team.full_path, group_access_level: 30, expires_at: '2099-01-31' },
    ]);
  });

  it('lists only invited groups the caller may read in shared_with_groups', async () => {
    const open = await createGroup(owner.client, { visibility: 'public' });
    await share(owner.client, open.id, { group_id: team.id, group_access: 10 });
    expect((await outsider.client.get(`/groups/${open.id}`)).body.shared_with_groups).toEqual([]);
  });

  it.each([
    ['the group itself', () => [shared.id, shared.id]],
    ['one of its descendants', (child: CreatedGroup) => [shared.id, child.id]],
    ['one of its ancestors', (child: CreatedGroup) => [child.id, shared.id]],
  ])('refuses to share a group with %s (409)', async (_case, pair) => {
    const child = await createGroup(owner.client, { name: uniqueName('c'), path: uniqueName('c'), parent_id: shared.id });
    const [source, invited] = pair(child);
    expectGitlabError(await share(owner.client, source, { group_id: invited, group_access: 30 }), 409, {
      message: 'Group cannot be shared with itself, one of its ancestors or one of its descendants.',
    });
  });

  it('answers 409 for a second share with the same group', async () => {
    expectGitlabError(await share(owner.client, shared.id, { group_id: team.id, group_access: 40 }), 409, {
      message: 'Shared group The group has already been shared with this group',
    });
  });

  it.each([
    ['an invalid group_access', { group_access: 25 }, 'group_access does not have a valid value'],
    ['no group_access', { group_access: undefined }, 'group_access is missing'],
    ['a malformed expires_at', { group_access: 30, expires_at: 'soon' }, 'expires_at is invalid'],
  ])('answers 400 for %s', async (_case, extra, error) => {
    expectGitlabError(await share(owner.client, shared.id, { group_id: teamParent.id, ...extra }), 400, { error });
  });

  it('answers 400 without group_id and group_access', async () => {
    expectGitlabError(await share(owner.client, shared.id, {}), 400, { error: 'group_id is missing, group_access is missing' });
  });

  it.each([
    ['an unknown group to share with', () => ({ id: shared.id, groupId: 999999 })],
    ['an unknown group to share', () => ({ id: 999999, groupId: teamParent.id })],
  ])('answers 404 for %s', async (_case, ids) => {
    const { id, groupId } = ids();
    expectGitlabError(await share(owner.client, id, { group_id: groupId, group_access: 30 }), 404, { message: '404 Group Not Found' });
  });

  it('answers GitLab\'s service 404 to a member who may not manage members', async () => {
    const open = await createGroup(owner.client, { visibility: 'public' });
    await addMember(owner.client, `groups/${shared.id}`, outsider.user.id, 40);
    try {
      expectGitlabError(await share(outsider.client, shared.id, { group_id: open.id, group_access: 30 }), 404, { message: 'Not Found' });
    } finally {
      await owner.client.delete(`/groups/${shared.id}/members/${outsider.user.id}`);
    }
  });

  it('answers 404 to a non-member of the private group and 401 to an anonymous caller', async () => {
    expectGitlabError(await share(outsider.client, shared.id, { group_id: team.id, group_access: 30 }), 404, { message: '404 Group Not Found' });
    expectGitlabError(await share(service.api.as(null), shared.id, { group_id: team.id, group_access: 30 }), 401, { message: '401 Unauthorized' });
  });
});

describe('access through a share', () => {
  it('lets the invited group\'s direct members read the shared group and its projects', async () => {
    expect((await dev.client.get(`/groups/${shared.id}`)).status).toBe(200);
    expect((await dev.client.get(`/groups/${shared.id}/projects`)).body.map((p: { id: number }) => p.id)).toEqual([project.id]);
    const res = await maintainer.client.get(`/projects/${project.id}`);
    expect(res.body.permissions).toEqual({ project_access: null, group_access: { access_level: 30, notification_level: 3 } });
  });

  it('gives inherited members of the invited group nothing', async () => {
    expectGitlabError(await inheritedOnly.client.get(`/groups/${shared.id}`), 404, { message: '404 Group Not Found' });
    expectGitlabError(await inheritedOnly.client.get(`/projects/${project.id}`), 404, { message: '404 Project Not Found' });
  });

  it('caps invited members at the share\'s access in members/all, the highest level per user winning', async () => {
    await addMember(owner.client, `groups/${shared.id}`, dev.user.id, 10);
    const res = await owner.client.get(`/groups/${shared.id}/members/all`);
    expect(levels(res)).toEqual({ [owner.user.id]: 50, [guest.user.id]: 10, [dev.user.id]: 30, [maintainer.user.id]: 30 });
    expect(res.headers.get('x-total')).toBe('4');
    expect(levels(await dev.client.get(`/projects/${project.id}/members/all`))).toEqual(levels(res));
    expect((await owner.client.get(`/groups/${shared.id}/members/all/${maintainer.user.id}`)).body).toMatchObject({ id: maintainer.user.id, access_level: 30 });
    expect(levels(await owner.client.get(`/groups/${shared.id}/members`))).toEqual({ [owner.user.id]: 50, [guest.user.id]: 10, [dev.user.id]: 10 });
  });

  it('lists a private invited group\'s members only to those who belong to it', async () => {
    expect(levels(await guest.client.get(`/groups/${shared.id}/members/all`))).toEqual({ [owner.user.id]: 50, [guest.user.id]: 10, [dev.user.id]: 10 });
    expectGitlabError(await guest.client.get(`/groups/${shared.id}/members/all/${maintainer.user.id}`), 404, { message: '404 Not found' });
  });

  it('lists projects of groups shared with a group unless with_shared=false', async () => {
    const ids = async (query: string) => (await dev.client.get(`/groups/${team.id}/projects${query}`)).body.map((p: { id: number }) => p.id);
    expect(await ids('')).toEqual([project.id]);
    expect(await ids('?with_shared=false')).toEqual([]);
  });

  it('grants nothing once the share has expired', async () => {
    const late = await createGroup(owner.client, { visibility: 'private' });
    await share(owner.client, late.id, { group_id: team.id, group_access: 30, expires_at: '2001-01-01' });
    expectGitlabError(await dev.client.get(`/groups/${late.id}`), 404, { message: '404 Group Not Found' });
  });
});

describe('DELETE /groups/:id/share/:group_id', () => {
  it('removes the share, and with it the invited members\' access', async () => {
    const target = await createGroup(owner.client, { visibility: 'private' });
    await share(owner.client, target.id, { group_id: team.id, group_access: 30 });
    expect((await dev.client.get(`/groups/${target.id}`)).status).toBe(200);
    const res = await owner.client.delete(`/groups/${target.id}/share/${team.id}`);
    expect({ status: res.status, text: res.text }).toEqual({ status: 204, text: '' });
    expectGitlabError(await dev.client.get(`/groups/${target.id}`), 404, { message: '404 Group Not Found' });
    expect((await owner.client.get(`/groups/${target.id}`)).body.shared_with_groups).toEqual([]);
  });

  it('answers 204 but keeps the share for a reader who may not manage members, as GitLab does', async () => {
    expect((await dev.client.delete(`/groups/${shared.id}/share/${team.id}`)).status).toBe(204);
    expect((await owner.client.get(`/groups/${shared.id}`)).body.shared_with_groups).toHaveLength(1);
  });

  it.each([
    ['an unknown share', () => `/groups/${shared.id}/share/${teamParent.id}`, 404, { message: '404 Group Link Not Found' }],
    ['an unknown group', () => `/groups/999999/share/${team.id}`, 404, { message: '404 Group Not Found' }],
    ['a non-integer group_id', () => `/groups/${shared.id}/share/foo`, 400, { error: 'group_id is invalid' }],
  ])('answers %s with its GitLab error', async (_case, path, status, body) => {
    expectGitlabError(await owner.client.delete(path()), status, body);
  });

  it('answers 401 to an anonymous caller', async () => {
    expectGitlabError(await service.api.as(null).delete(`/groups/${shared.id}/share/${team.id}`), 401, { message: '401 Unauthorized' });
  });
});
