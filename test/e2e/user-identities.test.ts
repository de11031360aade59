import { expectGitlabError } from '../support/expectations';
import { createUser, createUserWithClient, uniqueName } from '../support/factories';
import { startTestService, type TestService } from '../support/service';

let service: TestService;

beforeAll(async () => {
  service = await startTestService();
});
afterAll(async () => {
  await service?.stop();
});

describe('DELETE /users/:id/identities/:provider (doc/api/users.md#delete-authentication-identity-from-a-user)', () => {
  it("removes the user's identity at that provider with 204 and leaves the others", async () => {
    const user = await createUser(service.api, { provider: 'ldapmain', extern_uid: `uid=${uniqueName()}` });
    await service.api.put(`/users/${user.id}`, { body: { provider: 'github', extern_uid: uniqueName('gh') } });
    expect((await service.api.get(`/users/${user.id}`)).body.identities.map((i: any) => i.provider)).toEqual(['ldapmain', 'github']);
    const res = await service.api.delete(`/users/${user.id}/identities/ldapmain`);
    expect({ status: res.status, text: res.text }).toEqual({ status: 204, text: '' });
    expect((await service.api.get(`/users/${user.id}`)).body.identities.map((i: any) => i.provider)).toEqual(['github']);
    expectGitlabError(await service.api.delete(`/users/${user.id}/identities/ldapmain`), 404, { message: '404 Identity Not Found' });
  });

  it('answers 404 User Not Found for an unknown user and 403 to non-administrators, 401 anonymously', async () => {
    const user = await createUser(service.api, { provider: 'ldapmain', extern_uid: `uid=${uniqueName()}` });
    const other = await createUserWithClient(service.api);
    expectGitlabError(await service.api.delete('/users/999999999/identities/ldapmain'), 404, { message: '404 User Not Found' });
    expectGitlabError(await other.client.delete(`/users/${user.id}/identities/ldapmain`), 403, { message: '403 Forbidden' });
    expectGitlabError(await service.api.delete(`/users/${user.id}/identities/ldapmain`, { token: null }), 401, { message: '401 Unauthorized' });
    expect((await service.api.get(`/users/${user.id}`)).body.identities).toHaveLength(1);
  });
});
