import { expectGitlabError } from '../support/expectations';
import { createUser, createUserWithClient, updateUserRow, uniqueName, type CreatedUser } from '../support/factories';
import type { HttpClient } from '../support/http-client';
import { startTestService, type TestService } from '../support/service';

let service: TestService;
let member: HttpClient;
let memberUser: CreatedUser;
const users: Record<string, CreatedUser> = {};
const tag = uniqueName('zq');
const ids = (list: Array<{ id: number }>) => list.map((u) => u.id);

beforeAll(async () => {
  service = await startTestService();
  ({ client: member, user: memberUser } = await createUserWithClient(service.api));
  users.plain = await createUser(service.api, { name: `Plain ${tag}`, skip_confirmation: true });
  users.publicEmail = await createUser(service.api, { name: `Shown ${tag}`, skip_confirmation: true });
  await service.api.put(`/users/${users.publicEmail.id}`, { body: { public_email: users.publicEmail.email } });
  users.external = await createUser(service.api, { name: `External ${tag}`, external: true });
  users.admin = await createUser(service.api, { name: `Admin ${tag}`, admin: true });
  users.blocked = await createUser(service.api, { name: `Blocked ${tag}` });
  await service.api.post(`/users/${users.blocked.id}/block`);
  users.twoFactor = await createUser(service.api, { name: `Secure ${tag}` });
  users.bot = await createUser(service.api, { name: `Bot ${tag}` });
  users.ghost = await createUser(service.api, { name: `Ghost ${tag}` });
  users.identified = await createUser(service.api, { name: `Linked ${tag}`, extern_uid: `${tag}-uid`, provider: 'github' });
  const db = service.server.backend.databaseUrl;
  await updateUserRow(db, users.twoFactor.id, { two_factor_enabled: true });
  await updateUserRow(db, users.bot.id, { user_type: 'project_bot', bot: true });
  await updateUserRow(db, users.ghost.id, { user_type: 'ghost' });
  await updateUserRow(db, users.plain.id, { created_at: '2001-01-01T00:00:00Z' });
  await service.api.put(`/users/${users.plain.id}/custom_attributes/team`, { body: { value: 'blue' } });
});
afterAll(async () => {
  await service?.stop();
});

async function list(client: HttpClient, query: string): Promise<any[]> {
  const res = await client.get(`/users?per_page=100&${query}`);
  expect(res.status).toBe(200);
  return res.body;
}

describe('GET /users field sets', () => {
  it('gives administrators Entities::UserWithAdmin', async () => {
    const [first] = await list(service.api, `username=${users.plain.username}`);
    expect(Object.keys(first)).toEqual(expect.arrayContaining(['email', 'is_admin', 'identities', 'two_factor_enabled', 'created_by', 'note', 'namespace_id']));
    expect(first).not.toHaveProperty('current_sign_in_ip');
    expect(first).not.toHaveProperty('custom_attributes');
  });

  it('gives other signed-in callers Entities::UserBasic only', async () => {
    const [first] = await list(member, `username=${users.plain.username}`);
    expect(first).toEqual({
      id: users.plain.id, username: users.plain.username, name: expect.any(String), state: 'active', locked: false,
      avatar_url: expect.any(String), web_url: `http://localhost:${service.server.port}/${users.plain.username}`,
    });
  });

  it('lets anonymous callers look up one username (case-insensitively) and nothing else', async () => {
    const found = await service.api.as(null).get(`/users?username=${users.plain.username.toUpperCase()}`);
    expect(found.status).toBe(200);
    expect(ids(found.body)).toEqual([users.plain.id]);
    expect(Object.keys(found.body[0])).toEqual(['id', 'username', 'name', 'state', 'locked', 'avatar_url', 'web_url']);
    expect((await service.api.as(null).get('/users?username=nobody-here')).body).toEqual([]);
    expectGitlabError(await service.api.as(null).get('/users'), 403, { message: '403 Forbidden - Not authorized to access /api/v4/users' });
  });

  it('includes custom attributes only for administrators who ask', async () => {
    const [asAdmin] = await list(service.api, `username=${users.plain.username}&with_custom_attributes=true`);
    expect(asAdmin.custom_attributes).toEqual([{ key: 'team', value: 'blue' }]);
    const [asMember] = await list(member, `username=${users.plain.username}&with_custom_attributes=true`);
    expect(asMember).not.toHaveProperty('custom_attributes');
  });
});

describe('GET /users filters', () => {
  it.each([
    ['active=true', () => [users.plain, users.external, users.admin, users.twoFactor, users.bot], () => [users.blocked, users.ghost]],
    ['blocked=true', () => [users.blocked], () => [users.plain]],
    ['external=true', () => [users.external], () => [users.plain]],
    ['exclude_external=true', () => [users.plain, users.admin], () => [users.external]],
    ['exclude_internal=true', () => [users.plain, users.bot], () => [users.ghost]],
    ['without_project_bots=true', () => [users.plain, users.ghost], () => [users.bot]],
    ['humans=true', () => [users.plain], () => [users.bot, users.ghost]],
    ['exclude_humans=true', () => [users.bot, users.ghost], () => [users.plain]],
    ['exclude_active=true', () => [users.blocked], () => [users.plain]],
    ['created_before=2001-06-01T00:00:00Z', () => [users.plain], () => [users.admin]],
    ['created_after=2001-06-01T00:00:00Z', () => [users.admin], () => [users.plain]],
    ['admins=true', () => [users.admin], () => [users.plain]],
    ['two_factor=enabled', () => [users.twoFactor], () => [users.plain]],
    ['two_factor=disabled', () => [users.plain], () => [users.twoFactor]],
    ['custom_attributes[team]=blue', () => [users.plain], () => [users.admin]],
    ['without_projects=true', () => [users.plain, users.admin], () => []],
  ])('applies %s for administrators', async (query, included, excluded) => {
    const found = ids(await list(service.api, query));
    expect(found).toEqual(expect.arrayContaining(ids(included())));
    for (const id of ids(excluded())) expect(found).not.toContain(id);
  });

  it('treats false values of the state filters as no filter, as GitLab does', async () => {
    const all = ids(await list(service.api, ''));
    expect(ids(await list(service.api, 'active=false'))).toEqual(all);
    expect(ids(await list(service.api, 'blocked=false&external=false'))).toEqual(all);
  });

  it('ignores the administrator filters for other callers', async () => {
    const all = ids(await list(member, ''));
    expect(ids(await list(member, 'admins=true'))).toEqual(all);
    expect(ids(await list(member, 'two_factor=enabled'))).toEqual(all);
    expect(ids(await list(member, 'custom_attributes[team]=blue'))).toEqual(all);
  });

  it('never shows blocked users to non-administrators', async () => {
    expect(ids(await list(member, ''))).not.toContain(users.blocked.id);
    expect(await list(member, 'blocked=true')).toEqual([]);
  });

  it('finds users by external identity for administrators only', async () => {
    expect(ids(await list(service.api, `extern_uid=${tag.toUpperCase()}-UID&provider=github`))).toEqual([users.identified.id]);
    expect(await list(service.api, `extern_uid=${tag}-uid&provider=gitlab`)).toEqual([]);
    expectGitlabError(await member.get(`/users?extern_uid=${tag}-uid&provider=github`), 403, { message: '403 Forbidden' });
    expectGitlabError(await service.api.as(null).get(`/users?extern_uid=${tag}-uid&provider=github`), 401, { message: '401 Unauthorized' });
  });

  it('searches names and usernames by words of three or more characters', async () => {
    expect(ids(await list(member, `search=${tag.slice(2, 9)}`)).sort()).toEqual(
      ids([users.plain, users.publicEmail, users.external, users.admin, users.twoFactor, users.bot, users.ghost, users.identified]).sort(),
    );
    expect(ids(await list(member, `search=plain ${tag}`))).toEqual([users.plain.id]);
    expect(ids(await list(member, `search=@${users.plain.username.toUpperCase()}`))).toEqual([users.plain.id]);
  });

  it('matches a whole public e-mail for everyone and private e-mails for administrators only', async () => {
    expect(ids(await list(member, `search=${users.publicEmail.email.toUpperCase()}`))).toEqual([users.publicEmail.id]);
    expect(await list(member, `search=${users.plain.email}`)).toEqual([]);
    expect(ids(await list(service.api, `search=${users.plain.email}`))).toEqual([users.plain.id]);
  });

  it('orders exact matches first when searching without an order', async () => {
    const found = await list(member, `search=${memberUser.username.slice(0, 4)}`);
    expect(found.length).toBeGreaterThan(1);
    const exact = await list(member, `search=${memberUser.username}`);
    expect(exact[0].id).toBe(memberUser.id);
  });
});

describe('GET /users ordering', () => {
  it('orders by id descending by default', async () => {
    const found = ids(await list(service.api, ''));
    expect(found).toEqual([...found].sort((a, b) => b - a));
  });

  it.each(['name', 'username', 'created_at', 'updated_at', 'id'])('orders by %s with the id as tie-breaker', async (orderBy) => {
    const asc = await list(service.api, `order_by=${orderBy}&sort=asc`);
    const desc = await list(service.api, `order_by=${orderBy}&sort=desc`);
    expect(ids(desc)).toEqual(ids(asc).reverse());
  });

  it('sorts names ascending', async () => {
    const found = ids(await list(service.api, 'order_by=name&sort=asc'));
    const expected = ids([users.blocked, users.external, users.plain, users.twoFactor, users.publicEmail]);
    expect(found.filter((id) => expected.includes(id))).toEqual(expected);
  });

  it.each([
    ['order_by=magic', 'order_by does not have a valid value'],
    ['sort=up', 'sort does not have a valid value'],
    ['active=perhaps', 'active is invalid'],
    ['created_after=yesterday', 'created_after is invalid'],
    ['extern_uid=1', 'extern_uid, provider provide all or none of parameters'],
    ['custom_attributes=plain', 'custom_attributes is invalid'],
  ])('answers 400 for %s', async (query, error) => {
    expectGitlabError(await service.api.get(`/users?${query}`), 400, { error });
  });
});
