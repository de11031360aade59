import { Client } from 'pg';
import { expectGitlabError } from '../support/expectations';
import { createUser, createUserWithClient, updateUserRow, type CreatedUser } from '../support/factories';
import type { HttpClient } from '../support/http-client';
import { startTestService, type TestService } from '../support/service';

let service: TestService;
let member: HttpClient;
let rootId: number;

beforeAll(async () => {
  service = await startTestService();
  member = (await createUserWithClient(service.api)).client;
  rootId = (await service.api.get('/user')).body.id;
});
afterAll(async () => {
  await service?.stop();
});

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

async function userIn(columns: Record<string, unknown>): Promise<CreatedUser> {
  const user = await createUser(service.api);
  if (Object.keys(columns).length) await updateUserRow(service.server.backend.databaseUrl, user.id, columns);
  return user;
}

async function act(action: string, user: { id: number }, client = service.api) {
  return client.post(`/users/${user.id}/${action}`);
}

async function stateOf(user: CreatedUser): Promise<string> {
  return (await service.api.get(`/users/${user.id}`)).body.state;
}

describe('POST /users/:id/block and /unblock', () => {
  it('blocks an active user (201 true), records who did it, and refuses the user\'s token', async () => {
    const { user, client } = await createUserWithClient(service.api);
    const res = await act('block', user);
    expect({ status: res.status, body: res.body }).toEqual({ status: 201, body: true });
    expect(await stateOf(user)).toBe('blocked');
    const attributes = (await service.api.get(`/users/${user.id}/custom_attributes`)).body;
    expect(attributes).toEqual([{ key: 'blocked_by', value: expect.stringMatching(new RegExp(`^root/${rootId}\\+\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d UTC$`)) }]);
    expectGitlabError(await client.get('/user'), 403, { message: '403 Forbidden - Your account has been blocked.' });
  });

  it('answers 201 null for an already blocked user', async () => {
    const user = await userIn({ state: 'blocked' });
    const res = await act('block', user);
    expect({ status: res.status, text: res.text }).toEqual({ status: 201, text: 'null' });
  });

  it('unblocks a blocked (201 true) and answers false for an active user', async () => {
    const user = await userIn({ state: 'blocked' });
    expect((await act('unblock', user)).body).toBe(true);
    expect(await stateOf(user)).toBe('active');
    const again = await act('unblock', user);
    expect({ status: again.status, body: again.body }).toEqual({ status: 201, body: false });
    expect((await service.api.get(`/users/${user.id}/custom_attributes/unblocked_by`)).body.value).toMatch(/^root\//);
  });

  it.each([
    ['block', 'ldap_blocked', '403 Forbidden - LDAP blocked users cannot be modified by the API'],
    ['unblock', 'ldap_blocked', '403 Forbidden - LDAP blocked users cannot be unblocked by the API'],
    ['unblock', 'deactivated', '403 Forbidden - Deactivated users cannot be unblocked by the API'],
  ])('refuses to %s a user who is %s', async (action, state, message) => {
    const user = await userIn({ state });
    expectGitlabError(await act(action, user), 403, { message });
    expect(await stateOf(user)).toBe(state);
  });

  it('refuses to block the calling administrator or an internal user', async () => {
    expectGitlabError(await act('block', { id: rootId }), 403, { message: '403 Forbidden - The API initiating user cannot be blocked by the API' });
    expectGitlabError(await act('block', await userIn({ user_type: 'ghost' })), 403, { message: 'An internal user cannot be blocked' });
  });
});

describe('POST /users/:id/deactivate and /activate', () => {
  it.each([
    ['was active today', { last_activity_on: daysAgo(0) }],
    ['was created today and never active', {}],
  ])('refuses to deactivate a user who %s', async (_case, columns) => {
    expectGitlabError(await act('deactivate', await userIn(columns)), 403, {
      message: 'The user you are trying to deactivate has been active in the past 90 days and cannot be deactivated',
    });
  });

  it.each([
    ['has been dormant for 91 days', { last_activity_on: daysAgo(91) }],
    ['was created 8 days ago and never active', { created_at: new Date(Date.now() - 8 * 86_400_000) }],
  ])('deactivates a user who %s, then answers null', async (_case, columns) => {
    const user = await userIn(columns);
    const res = await act('deactivate', user);
    expect({ status: res.status, body: res.body }).toEqual({ status: 201, body: true });
    expect(await stateOf(user)).toBe('deactivated');
    expect((await act('deactivate', user)).text).toBe('null');
  });

  it.each([
    ['blocked', 'Error occurred. A blocked user cannot be deactivated'],
    ['banned', 'Error occurred. A blocked user cannot be deactivated'],
  ])('refuses to deactivate a %s user', async (state, message) => {
    expectGitlabError(await act('deactivate', await userIn({ state, last_activity_on: daysAgo(200) })), 403, { message });
  });

  it('activates a deactivated or active user and refuses a blocked one', async () => {
    const user = await userIn({ state: 'deactivated' });
    expect((await act('activate', user)).body).toBe(true);
    expect(await stateOf(user)).toBe('active');
    expect((await act('activate', user)).body).toBe(true);
    expectGitlabError(await act('activate', await userIn({ state: 'blocked' })), 403, { message: 'Error occurred. A blocked user must be unblocked to be activated' });
  });
});

describe('POST /users/:id/ban and /unban', () => {
  it('bans an active user and unbans a banned one', async () => {
    const user = await createUser(service.api);
    expect((await act('ban', user)).body).toBe(true);
    expect(await stateOf(user)).toBe('banned');
    expectGitlabError(await act('ban', user), 403, { message: 'You cannot ban banned users.' });
    expect((await act('unban', user)).body).toBe(true);
    expect(await stateOf(user)).toBe('active');
    expectGitlabError(await act('unban', user), 403, { message: 'You cannot unban active users.' });
  });

  it('unblocks a banned user as GitLab does', async () => {
    const user = await userIn({ state: 'banned' });
    expect((await act('unblock', user)).body).toBe(true);
    expect(await stateOf(user)).toBe('active');
  });
});

describe('state operations for callers who may not use them', () => {
  const ACTIONS = ['block', 'unblock', 'deactivate', 'activate', 'ban', 'unban'];

  it.each(ACTIONS)('answers 404 to %s of an unknown user and 404 for a non-numeric id', async (action) => {
    expectGitlabError(await act(action, { id: 999999 }), 404, { message: '404 User Not Found' });
    expectGitlabError(await service.api.post(`/users/abc/${action}`), 404, { error: '404 Not Found' });
  });

  it.each(ACTIONS)('answers 403 to a non-administrator and 401 to an anonymous caller for %s', async (action) => {
    const user = await createUser(service.api);
    expectGitlabError(await act(action, user, member), 403, { message: '403 Forbidden' });
    expectGitlabError(await act(action, user, service.api.as(null)), 401, { message: '401 Unauthorized' });
  });
});

describe('user_state_changed events', () => {
  it('writes one outbox event per state change and none when nothing changes', async () => {
    const user = await createUser(service.api);
    await act('block', user);
    await act('block', user);
    await act('unblock', user);
    await act('unblock', user);
    const client = new Client({ connectionString: service.server.backend.databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query(`select payload from "identity"."event_outbox" where kind = 'user_state_changed' and payload->>'id' = $1`, [String(user.id)]);
      expect(rows).toEqual([{ payload: { id: String(user.id) } }, { payload: { id: String(user.id) } }]);
    } finally {
      await client.end();
    }
  });
});
