import { expectGitlabError } from '../support/expectations';
import { addMember, createGroup, createProject, createUserWithClient } from '../support/factories';
import { startTestService, type TestService } from '../support/service';

let service: TestService;

beforeAll(async () => {
  service = await startTestService();
});
afterAll(async () => {
  await service?.stop();
});

describe('GET /projects/:id/transfer_locations (doc/api/projects.md)', () => {
  it('lists the groups (and their subgroups) the caller may create projects in, by path, without the current group', async () => {
    const { user, client } = await createUserWithClient(service.api);
    const current = await createGroup(client, { path: `a-current-${user.id}` });
    const owned = await createGroup(client, { path: `b-owned-${user.id}` });
    const sub = await createGroup(client, { parent_id: owned.id, path: 'sub' });
    const developerOnly = await createGroup(service.api, { path: `c-dev-${user.id}`, project_creation_level: 'maintainer' });
    await addMember(service.api, `groups/${developerOnly.id}`, user.id, 30);
    const unrelated = await createGroup(service.api);
    const project = await createProject(client, { namespace_id: current.id });

    const res = await client.get(`/projects/${project.id}/transfer_locations`);
    expect(res.status).toBe(200);
    expect(res.body.map((g: any) => g.id)).toEqual([owned.id, sub.id]);
    expect(res.body[0]).toEqual({ id: owned.id, web_url: owned.web_url, name: owned.name, avatar_url: null, full_name: owned.full_name, full_path: owned.full_path });
    expect(res.body.map((g: any) => g.id)).not.toContain(unrelated.id);
    expect((await client.get(`/projects/${project.id}/transfer_locations?search=sub`)).body.map((g: any) => g.id)).toEqual([sub.id]);
    const paged = await client.get(`/projects/${project.id}/transfer_locations?per_page=1&page=2`);
    expect({ ids: paged.body.map((g: any) => g.id), total: paged.headers.get('x-total') }).toEqual({ ids: [sub.id], total: '2' });
  });

  it('answers 403 to non-owners and anonymous callers, 404 for a hidden project', async () => {
    const { client } = await createUserWithClient(service.api);
    const project = await createProject(client, { visibility: 'public' });
    const other = await createUserWithClient(service.api);
    expectGitlabError(await other.client.get(`/projects/${project.id}/transfer_locations`), 403, { message: '403 Forbidden' });
    expectGitlabError(await service.api.get(`/projects/${project.id}/transfer_locations`, { token: null }), 403, { message: '403 Forbidden' });
    const hidden = await createProject(client, { visibility: 'private' });
    expectGitlabError(await other.client.get(`/projects/${hidden.id}/transfer_locations`), 404, { message: '404 Project Not Found' });
  });
});
