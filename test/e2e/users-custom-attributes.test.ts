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

describe('user custom attributes', () => {
  it('creates, replaces, lists, reads and deletes an attribute', async () => {
    const user = await createUser(service.api);
    const path = `/users/${user.id}/custom_attributes`;
    const created = await service.api.put(`${path}/color`, { body: { value: 'red' } });
    expect({ status: created.status, body: created.body }).toEqual({ status: 200, body: { key: 'color', value: 'red' } });
    expect((await service.api.put(`${path}/color`, { form: { value: 'blue' } })).body).toEqual({ key: 'color', value: 'blue' });
    await service.api.put(`${path}/size`, { body: { value: 'L' } });
    expect((await service.api.get(path)).body).toEqual([{ key: 'color', value: 'blue' }, { key: 'size', value: 'L' }]);
    expect((await service.api.get(`${path}/size`)).body).toEqual({ key: 'size', value: 'L' });
    const deleted = await service.api.delete(`${path}/size`);
    expect({ status: deleted.status, text: deleted.text }).toEqual({ status: 204, text: '' });
    expectGitlabError(await service.api.get(`${path}/size`), 404, { message: '404 Not found' });
    expectGitlabError(await service.api.delete(`${path}/size`), 404, { message: '404 Custom attribute Not Found' });
  });

  it.each([
    ['GET', '/users/999999/custom_attributes'],
    ['GET', '/users/999999/custom_attributes/color'],
    ['PUT', '/users/999999/custom_attributes/color'],
    ['DELETE', '/users/999999/custom_attributes/color'],
  ])('answers a bare 404 Not Found to %s %s for an unknown user, even for non-administrators', async (method, path) => {
    const options = method === 'GET' ? {} : { body: { value: 'x' } };
    expectGitlabError(await service.api.request(method, path, options), 404, { message: '404 Not Found' });
    expectGitlabError(await member.request(method, path, options), 404, { message: '404 Not Found' });
  });

  it('answers 403 to non-administrators and to anonymous reads, 401 to anonymous writes', async () => {
    const user = await createUser(service.api);
    const path = `/users/${user.id}/custom_attributes`;
    expectGitlabError(await member.get(path), 403, { message: '403 Forbidden' });
    expectGitlabError(await member.put(`${path}/color`, { body: { value: 'x' } }), 403, { message: '403 Forbidden' });
    expectGitlabError(await member.delete(`${path}/color`), 403, { message: '403 Forbidden' });
    expectGitlabError(await service.api.as(null).get(path), 403, { message: '403 Forbidden' });
    expectGitlabError(await service.api.as(null).put(`${path}/color`, { body: { value: 'x' } }), 401, { message: '401 Unauthorized' });
  });

  it('answers 400 when the value is missing', async () => {
    const user = await createUser(service.api);
    expectGitlabError(await service.api.put(`/users/${user.id}/custom_attributes/color`, { body: {} }), 400, { error: 'value is missing' });
  });
});

describe('PATCH /users/:id/disable_two_factor', () => {
  async function enrolled(overrides: Record<string, unknown> = {}): Promise<CreatedUser> {
    const user = await createUser(service.api, overrides);
    await updateUserRow(service.server.backend.databaseUrl, user.id, { two_factor_enabled: true });
    return user;
  }

  it('disables two-factor authentication with 204, then answers 400 when it is off', async () => {
    const user = await enrolled();
    const res = await service.api.patch(`/users/${user.id}/disable_two_factor`);
    expect({ status: res.status, text: res.text }).toEqual({ status: 204, text: '' });
    expect((await service.api.get(`/users/${user.id}`)).body.two_factor_enabled).toBe(false);
    expectGitlabError(await service.api.patch(`/users/${user.id}/disable_two_factor`), 400, {
      message: '400 Bad request - Two-factor authentication is not enabled for this user',
    });
  });

  it('refuses administrators, the caller included', async () => {
    const message = '403 Forbidden - Two-factor authentication for admins cannot be disabled via the API. Use the Rails console';
    expectGitlabError(await service.api.patch(`/users/${(await enrolled({ admin: true })).id}/disable_two_factor`), 403, { message });
    expectGitlabError(await service.api.patch(`/users/${rootId}/disable_two_factor`), 403, { message });
  });

  it('answers 404, 403 and 401 as GitLab does', async () => {
    const user = await enrolled();
    expectGitlabError(await service.api.patch('/users/999999/disable_two_factor'), 404, { message: '404 User Not Found' });
    expectGitlabError(await member.patch(`/users/${user.id}/disable_two_factor`), 403, { message: '403 Forbidden' });
    expectGitlabError(await service.api.as(null).patch(`/users/${user.id}/disable_two_factor`), 401, { message: '401 Unauthorized' });
  });
});

describe('GET /users/:user_id/memberships', () => {
  it.each(['', '?type=Project', '?type=Namespace'])('answers an empty list for an existing user (%s)', async (query) => {
    const user = await createUser(service.api);
    const res = await service.api.get(`/users/${user.id}/memberships${query}`);
    expect({ status: res.status, body: res.body, total: res.headers.get('x-total') }).toEqual({ status: 200, body: [], total: '0' });
  });

  it.each([
    ['an unsupported type', (id: number) => service.api.get(`/users/${id}/memberships?type=Group`), 400, { error: 'type does not have a valid value' }],
    ['an unknown user', () => service.api.get('/users/999999/memberships'), 404, { message: '404 User Not Found' }],
    ['a non-administrator', (id: number) => member.get(`/users/${id}/memberships`), 403, { message: '403 Forbidden' }],
    ['an anonymous caller', (id: number) => service.api.as(null).get(`/users/${id}/memberships`), 401, { message: '401 Unauthorized' }],
  ])('answers %s with its GitLab error', async (_case, request, status, body) => {
    const user = await createUser(service.api);
    expectGitlabError(await request(user.id), status, body);
  });
});
