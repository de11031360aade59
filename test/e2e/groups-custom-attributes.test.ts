import { expectGitlabError } from '../support/expectations';
import { createGroup, createUserWithClient } from '../support/factories';
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

describe('group custom attributes (doc/api/custom_attributes.md)', () => {
  it('sets, lists, reads one by key and deletes an attribute', async () => {
    const group = await createGroup(service.api);
    const path = `/groups/${group.id}/custom_attributes`;
    expect((await service.api.put(`/groups/${group.id}/custom_attributes/tier`, { body: { value: 'gold' } })).body).toEqual({ key: 'tier', value: 'gold' });
    await service.api.put(`/groups/${group.id}/custom_attributes/region`, { body: { value: 'eu' } });
    expect((await service.api.get(path)).body).toEqual([{ key: 'region', value: 'eu' }, { key: 'tier', value: 'gold' }]);
    const read = await service.api.get(`/groups/${group.id}/custom_attributes/tier`);
    expect({ status: read.status, body: read.body }).toEqual({ status: 200, body: { key: 'tier', value: 'gold' } });
    const deleted = await service.api.delete(`/groups/${group.id}/custom_attributes/tier`);
    expect({ status: deleted.status, text: deleted.text }).toEqual({ status: 204, text: '' });
    expect((await service.api.get(path)).body).toEqual([{ key: 'region', value: 'eu' }]);
  });

  it('answers 404 Not found for a key the group does not have, on read and delete', async () => {
    const group = await createGroup(service.api);
    expectGitlabError(await service.api.get(`/groups/${group.id}/custom_attributes/missing`), 404, { message: '404 Not found' });
    expectGitlabError(await service.api.delete(`/groups/${group.id}/custom_attributes/missing`), 404, { message: '404 Not found' });
  });

  it('answers 403 to non-administrators reading or deleting one attribute', async () => {
    const group = await createGroup(service.api);
    await service.api.put(`/groups/${group.id}/custom_attributes/tier`, { body: { value: 'gold' } });
    expectGitlabError(await member.get(`/groups/${group.id}/custom_attributes/tier`), 403, { message: '403 Forbidden' });
    expectGitlabError(await member.delete(`/groups/${group.id}/custom_attributes/tier`), 403, { message: '403 Forbidden' });
  });
});
