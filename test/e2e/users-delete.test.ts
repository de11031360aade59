import { eventually, expectGitlabError } from '../support/expectations';
import { createUser, createUserWithClient, updateUserRow, type CreatedUser } from '../support/factories';
import type { HttpClient } from '../support/http-client';
import { startTestService, type TestService } from '../support/service';

let service: TestService;
let member: HttpClient;

beforeAll(async () => {
  service = await startTestService();
  member = (await createUserWithClient(service.api)).client;
});
afterAll(async () => {
  await service?.stop();
});

/** Resolves once `GET /users/:id` answers 404: the background job has removed the user. */
function removed(user: { id: number }): Promise<true> {
  return eventually(async () => ((await service.api.get(`/users/${user.id}`)).status === 404 ? true : undefined));
}

async function pendingUser(): Promise<CreatedUser> {
  const user = await createUser(service.api);
  await updateUserRow(service.server.backend.databaseUrl, user.id, { state: 'blocked_pending_approval' });
  return user;
}

describe('DELETE /users/:id', () => {
  it('answers 204 at once and removes the user and their tokens in the background', async () => {
    const { user, client } = await createUserWithClient(service.api);
    const res = await service.api.delete(`/users/${user.id}`);
    expect({ status: res.status, text: res.text }).toEqual({ status: 204, text: '' });
    await removed(user);
    expectGitlabError(await client.get('/user'), 401, { message: '401 Unauthorized' });
  });

  it('blocks the user at once with hard_delete', async () => {
    const user = await createUser(service.api);
    expect((await service.api.delete(`/users/${user.id}?hard_delete=true`)).status).toBe(204);
    const now = await service.api.get(`/users/${user.id}`);
    expect(now.status === 404 || now.body.state === 'blocked').toBe(true);
    await removed(user);
  });

  it('is idempotent: concurrent deletions both succeed and the user goes once', async () => {
    const user = await createUser(service.api);
    const answers = await Promise.all([service.api.delete(`/users/${user.id}`), service.api.delete(`/users/${user.id}`)]);
    expect(answers.map((res) => res.status)).toEqual([204, 204]);
    await removed(user);
    expectGitlabError(await service.api.delete(`/users/${user.id}`), 404, { message: '404 User Not Found' });
  });

  it('lets administrators delete themselves and forgets them as creators', async () => {
    const { user: admin, client } = await createUserWithClient(service.api, ['api'], { admin: true });
    const created = (await client.post('/users', { body: { username: `by${admin.username}`, name: 'By admin', email: `by-${admin.email}`, password: 'An0ther-Secret-Phrase' } })).body;
    expect(created.created_by.id).toBe(admin.id);
    expect((await client.delete(`/users/${admin.id}`)).status).toBe(204);
    await removed(admin);
    expect((await service.api.get(`/users/${created.id}`)).body.created_by).toBeNull();
  });

  it.each([
    ['an unknown user', '999999', 404, { message: '404 User Not Found' }],
    ['a non-numeric id', 'abc', 404, { error: '404 Not Found' }],
    ['a non-boolean hard_delete', '1?hard_delete=maybe', 400, { error: 'hard_delete is invalid' }],
  ])('answers %s with its GitLab error', async (_case, path, status, body) => {
    expectGitlabError(await service.api.delete(`/users/${path}`), status, body);
  });

  it('answers 403 to a non-administrator and 401 to an anonymous caller', async () => {
    const user = await createUser(service.api);
    expectGitlabError(await member.delete(`/users/${user.id}`), 403, { message: '403 Forbidden' });
    expectGitlabError(await service.api.as(null).delete(`/users/${user.id}`), 401, { message: '401 Unauthorized' });
    expect((await service.api.get(`/users/${user.id}`)).status).toBe(200);
  });
});

describe('POST /users/:id/approve and /reject', () => {
  it('approves a pending user with 201 {"message":"Success"}', async () => {
    const user = await pendingUser();
    const res = await service.api.post(`/users/${user.id}/approve`);
    expect({ status: res.status, body: res.body }).toEqual({ status: 201, body: { message: 'Success' } });
    expect((await service.api.get(`/users/${user.id}`)).body.state).toBe('active');
  });

  it('rejects a pending user with 200 {"message":"Success"} and deletes them', async () => {
    const user = await pendingUser();
    const res = await service.api.post(`/users/${user.id}/reject`);
    expect({ status: res.status, body: res.body }).toEqual({ status: 200, body: { message: 'Success' } });
    await removed(user);
  });

  it.each([
    ['approve', 'The user you are trying to approve is not pending approval'],
    ['reject', 'This user does not have a pending request'],
  ])('answers 409 to %s of a user who is not pending', async (action, message) => {
    const user = await createUser(service.api);
    expectGitlabError(await service.api.post(`/users/${user.id}/${action}`), 409, { message });
  });

  it.each([
    ['approve', 'You are not allowed to approve a user'],
    ['reject', 'You are not allowed to reject a user'],
  ])('answers 403 to %s by a non-administrator, after looking the user up', async (action, message) => {
    const user = await pendingUser();
    expectGitlabError(await member.post(`/users/${user.id}/${action}`), 403, { message });
    expectGitlabError(await member.post(`/users/999999/${action}`), 404, { message: '404 User Not Found' });
    expectGitlabError(await service.api.as(null).post(`/users/${user.id}/${action}`), 401, { message: '401 Unauthorized' });
  });
});
