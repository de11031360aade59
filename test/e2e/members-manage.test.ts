import { expectGitlabError } from '../support/expectations';
import { addMember, createGroup, createProject, createUserWithClient, uniqueName } from '../support/factories';
import type { HttpClient } from '../support/http-client';
import { startTestService, type TestService } from '../support/service';

type Client = { user: { id: number; username: string }; client: HttpClient };
let service: TestService;
let owner: Client;
let maintainer: Client;
let group: { id: number; name: string };
let project: { id: number };

beforeAll(async () => {
  service = await startTestService();
  owner = await createUserWithClient(service.api);
  maintainer = await createUserWithClient(service.api);
  group = await createGroup(owner.client, { name: uniqueName('Team') });
  project = await createProject(owner.client, { namespace_id: group.id });
  await addMember(owner.client, `projects/${project.id}`, maintainer.user.id, 40);
});
afterAll(async () => {
  await service?.stop();
});

const freshUser = async () => (await createUserWithClient(service.api)).user;
const members = (source: string) => `/${source}/members`;

describe('POST .../members', () => {
  it('adds a project member and answers the Member entity', async () => {
    const user = await freshUser();
    const base = service.url.replace('127.0.0.1', 'localhost');
    const res = await maintainer.client.post(members(`projects/${project.id}`), { body: { user_id: user.id, access_level: 30, expires_at: '2099-01-31' } });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: user.id, username: user.username, name: `User ${user.username}`, state: 'active', locked: false, avatar_url: expect.any(String),
      web_url: `${base}/${user.username}`, access_level: 30, created_at: expect.stringMatching(/^\d{4}-/),
      created_by: { id: maintainer.user.id, username: maintainer.user.username, name: `User ${maintainer.user.username}`, state: 'active', locked: false, avatar_url: expect.any(String), web_url: `${base}/${maintainer.user.username}` },
      expires_at: '2099-01-31', group_saml_identity: null, membership_state: 'active',
    });
  });

  it('adds by username', async () => {
    const user = await freshUser();
    const res = await owner.client.post(members(`groups/${group.id}`), { body: { username: user.username, access_level: 10 } });
    expect(res.body).toMatchObject({ id: user.id, access_level: 10 });
  });

  it('answers 409 for an existing member and 404 for an unknown user', async () => {
    expectGitlabError(await owner.client.post(members(`projects/${project.id}`), { body: { user_id: maintainer.user.id, access_level: 30 } }), 409, { message: 'Member already exists' });
    expectGitlabError(await owner.client.post(members(`projects/${project.id}`), { body: { user_id: 999999, access_level: 30 } }), 404, { message: '404 User Not Found' });
  });

  it('adds several users from a comma-separated list', async () => {
    const [a, b] = [await freshUser(), await freshUser()];
    const res = await owner.client.post(members(`groups/${group.id}`), { body: { user_id: `${a.id},${b.id}`, access_level: 20 } });
    expect({ status: res.status, body: res.body }).toEqual({ status: 201, body: { status: 'success' } });
    const failed = await owner.client.post(members(`groups/${group.id}`), { body: { user_id: `${a.id},999999`, access_level: 20 } });
    expect(failed.body).toEqual({ status: 'error', message: { 999999: 'User not found' } });
  });

  it.each([
    [{ access_level: 35 }, 400, { error: 'access_level does not have a valid value' }],
    [{ access_level: 5 }, 400, { message: { access_level: ['is not included in the list'] } }],
    [{ access_level: 30, expires_at: '2000-01-01' }, 400, { message: { expires_at: ['cannot be a date in the past'] } }],
    [{ access_level: 30, username: 'x' }, 400, { error: 'user_id, username are mutually exclusive' }],
  ])('refuses %j', async (body, status, expected) => {
    const user = await freshUser();
    expectGitlabError(await owner.client.post(members(`projects/${project.id}`), { body: { user_id: user.id, ...body } }), status, expected);
  });

  it('refuses a project membership below the one inherited from the group', async () => {
    const user = await freshUser();
    await addMember(owner.client, `groups/${group.id}`, user.id, 30);
    expectGitlabError(await owner.client.post(members(`projects/${project.id}`), { body: { user_id: user.id, access_level: 10 } }), 400, {
      message: { access_level: [`should be greater than or equal to Developer inherited membership from group ${group.name}`] },
    });
  });

  it('lets only owners grant Owner on a project', async () => {
    const user = await freshUser();
    expectGitlabError(await maintainer.client.post(members(`projects/${project.id}`), { body: { user_id: user.id, access_level: 50 } }), 403, { message: '403 Forbidden' });
    expect((await owner.client.post(members(`projects/${project.id}`), { body: { user_id: user.id, access_level: 50 } })).status).toBe(201);
  });
});

describe('PUT .../members/:user_id', () => {
  it('changes the level and expiry', async () => {
    const user = await freshUser();
    await addMember(owner.client, `projects/${project.id}`, user.id, 20);
    const res = await maintainer.client.put(`${members(`projects/${project.id}`)}/${user.id}`, { body: { access_level: 30, expires_at: '2099-12-31' } });
    expect(res.body).toMatchObject({ id: user.id, access_level: 30, expires_at: '2099-12-31' });
  });

  it('answers 404 Not found for a user who is no direct member', async () => {
    expectGitlabError(await owner.client.put(`${members(`projects/${project.id}`)}/${owner.user.id}`, { body: { access_level: 30 } }), 404, { message: '404 Not found' });
  });

  it('does not let a maintainer change an owner or demote the last group owner', async () => {
    const user = await freshUser();
    await addMember(owner.client, `projects/${project.id}`, user.id, 50);
    expectGitlabError(await maintainer.client.put(`${members(`projects/${project.id}`)}/${user.id}`, { body: { access_level: 30 } }), 403, { message: '403 Forbidden' });
    expectGitlabError(await owner.client.put(`${members(`groups/${group.id}`)}/${owner.user.id}`, { body: { access_level: 40 } }), 403, { message: '403 Forbidden' });
  });
});

describe('DELETE .../members/:user_id', () => {
  it('removes a member with 204', async () => {
    const user = await freshUser();
    await addMember(owner.client, `projects/${project.id}`, user.id, 30);
    const res = await maintainer.client.delete(`${members(`projects/${project.id}`)}/${user.id}`);
    expect({ status: res.status, text: res.text }).toEqual({ status: 204, text: '' });
    expectGitlabError(await owner.client.get(`${members(`projects/${project.id}`)}/${user.id}`), 404, { message: '404 Not found' });
  });

  it('keeps at least one owner in a group, and lets a member leave', async () => {
    expectGitlabError(await owner.client.delete(`${members(`groups/${group.id}`)}/${owner.user.id}`), 403, { message: '403 Forbidden' });
    const leaver = await createUserWithClient(service.api);
    await addMember(owner.client, `groups/${group.id}`, leaver.user.id, 10);
    expect((await leaver.client.delete(`${members(`groups/${group.id}`)}/${leaver.user.id}`)).status).toBe(204);
  });

  it('keeps the owner of a personal project', async () => {
    const personal = await createProject(owner.client);
    expectGitlabError(await owner.client.delete(`${members(`projects/${personal.id}`)}/${owner.user.id}`), 403, { message: '403 Forbidden' });
  });

  it('also removes the user\'s memberships below the group unless skip_subresources', async () => {
    const user = await freshUser();
    await addMember(owner.client, `groups/${group.id}`, user.id, 30);
    await addMember(owner.client, `projects/${project.id}`, user.id, 40);
    await owner.client.delete(`${members(`groups/${group.id}`)}/${user.id}?skip_subresources=false`);
    expectGitlabError(await owner.client.get(`${members(`projects/${project.id}`)}/${user.id}`), 404, { message: '404 Not found' });
    const kept = await freshUser();
    await addMember(owner.client, `groups/${group.id}`, kept.id, 30);
    await addMember(owner.client, `projects/${project.id}`, kept.id, 40);
    await owner.client.delete(`${members(`groups/${group.id}`)}/${kept.id}?skip_subresources=true`);
    expect((await owner.client.get(`${members(`projects/${project.id}`)}/${kept.id}`)).status).toBe(200);
  });
});
