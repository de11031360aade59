import { expectGitlabError } from '../support/expectations';
import { createProject, createUserWithClient } from '../support/factories';
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

describe('project custom attributes (doc/api/custom_attributes.md)', () => {
  it('sets, lists, reads one by key and deletes an attribute', async () => {
    const project = await createProject(service.api);
    const path = `/projects/${project.id}/custom_attributes`;
    expect((await service.api.put(`/projects/${project.id}/custom_attributes/tier`, { body: { value: 'gold' } })).body).toEqual({ key: 'tier', value: 'gold' });
    await service.api.put(`/projects/${project.id}/custom_attributes/region`, { body: { value: 'eu' } });
    expect((await service.api.get(path)).body).toEqual([{ key: 'region', value: 'eu' }, { key: 'tier', value: 'gold' }]);
    const read = await service.api.get(`/projects/${project.id}/custom_attributes/tier`);
    expect({ status: read.status, body: read.body }).toEqual({ status: 200, body: { key: 'tier', value: 'gold' } });
    const deleted = await service.api.delete(`/projects/${project.id}/custom_attributes/tier`);
    expect({ status: deleted.status, text: deleted.text }).toEqual({ status: 204, text: '' });
    expect((await service.api.get(path)).body).toEqual([{ key: 'region', value: 'eu' }]);
  });

  it('answers 404 Not found for a key the project does not have, on read and delete', async () => {
    const project = await createProject(service.api);
    expectGitlabError(await service.api.get(`/projects/${project.id}/custom_attributes/missing`), 404, { message: '404 Not found' });
    expectGitlabError(await service.api.delete(`/projects/${project.id}/custom_attributes/missing`), 404, { message: '404 Not found' });
  });

  it('answers 403 to non-administrators reading or deleting one attribute', async () => {
    const project = await createProject(service.api);
    await service.api.put(`/projects/${project.id}/custom_attributes/tier`, { body: { value: 'gold' } });
    expectGitlabError(await member.get(`/projects/${project.id}/custom_attributes/tier`), 403, { message: '403 Forbidden' });
    expectGitlabError(await member.delete(`/projects/${project.id}/custom_attributes/tier`), 403, { message: '403 Forbidden' });
  });
});

describe('custom attributes on project lists and records', () => {
  it('filters GET /projects by custom_attributes for administrators and shows them with with_custom_attributes', async () => {
    const tagged = await createProject(service.api, { visibility: 'public' });
    const plain = await createProject(service.api, { visibility: 'public' });
    await service.api.put(`/projects/${tagged.id}/custom_attributes/colour`, { body: { value: 'teal' } });
    const listed = await service.api.get('/projects?custom_attributes[colour]=teal&with_custom_attributes=true');
    expect(listed.body.map((p: any) => p.id)).toEqual([tagged.id]);
    expect(listed.body[0].custom_attributes).toEqual([{ key: 'colour', value: 'teal' }]);
    expect(listed.body.map((p: any) => p.id)).not.toContain(plain.id);
    const single = await service.api.get(`/projects/${tagged.id}?with_custom_attributes=true`);
    expect(single.body.custom_attributes).toEqual([{ key: 'colour', value: 'teal' }]);
    expect((await service.api.get(`/projects/${tagged.id}`)).body.custom_attributes).toBeUndefined();
  });

  it('ignores the filter and hides attributes for non-administrators', async () => {
    const tagged = await createProject(service.api, { visibility: 'public' });
    await service.api.put(`/projects/${tagged.id}/custom_attributes/shade`, { body: { value: 'dark' } });
    const res = await member.get(`/projects/${tagged.id}?with_custom_attributes=true`);
    expect(res.body.custom_attributes).toBeUndefined();
    expectGitlabError(await member.get(`/projects/${tagged.id}/custom_attributes`), 403, { message: '403 Forbidden' });
    expectGitlabError(await member.put(`/projects/${tagged.id}/custom_attributes/shade`, { body: { value: 'x' } }), 403, { message: '403 Forbidden' });
  });

  it('answers 400 when value is missing and 404 for an unknown project', async () => {
    const project = await createProject(service.api);
    expectGitlabError(await service.api.put(`/projects/${project.id}/custom_attributes/k`, { body: {} }), 400, { error: 'value is missing' });
    expectGitlabError(await service.api.get('/projects/999999999/custom_attributes'), 404, { message: '404 Project Not Found' });
  });
});
