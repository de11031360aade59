import { expectGitlabError } from '../support/expectations';
import { createGroup, createProject, createUserWithClient } from '../support/factories';
import { startTestService, type TestService } from '../support/service';

let service: TestService;

beforeAll(async () => {
  service = await startTestService();
});
afterAll(async () => {
  await service?.stop();
});

describe('GET /projects/:id/groups (doc/api/projects.md#list-groups)', () => {
  it("lists the project's group and its ancestors, newest id first, as PublicGroupDetails", async () => {
    const root = await createGroup(service.api, { visibility: 'public' });
    const child = await createGroup(service.api, { parent_id: root.id, visibility: 'public' });
    const project = await createProject(service.api, { namespace_id: child.id, visibility: 'public' });
    const res = await service.api.get(`/projects/${project.id}/groups`, { token: null });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-total')).toBe('2');
    expect(res.body).toEqual([
      { id: child.id, web_url: child.web_url, name: child.name, avatar_url: null, full_name: child.full_name, full_path: child.full_path },
      { id: root.id, web_url: root.web_url, name: root.name, avatar_url: null, full_name: root.full_name, full_path: root.full_path },
    ]);
  });

  it('filters by search and skip_groups, and pages', async () => {
    const root = await createGroup(service.api, { name: 'Rootname', path: `rootname-${Date.now()}` });
    const child = await createGroup(service.api, { parent_id: root.id, name: 'Childname', path: 'childname' });
    const project = await createProject(service.api, { namespace_id: child.id });
    expect((await service.api.get(`/projects/${project.id}/groups?search=rootn`)).body.map((g: any) => g.id)).toEqual([root.id]);
    expect((await service.api.get(`/projects/${project.id}/groups?skip_groups[]=${child.id}`)).body.map((g: any) => g.id)).toEqual([root.id]);
    expect((await service.api.get(`/projects/${project.id}/groups?skip_groups=${child.id},${root.id}`)).body).toEqual([]);
    const paged = await service.api.get(`/projects/${project.id}/groups?per_page=1&page=2&with_shared=true`);
    expect(paged.body.map((g: any) => g.id)).toEqual([root.id]);
  });

  it('answers an empty list for a personal project, 404 for a hidden project and 400 for a bad access level', async () => {
    const user = await createUserWithClient(service.api);
    const personal = await createProject(user.client, { visibility: 'private' });
    expect((await user.client.get(`/projects/${personal.id}/groups`)).body).toEqual([]);
    const stranger = await createUserWithClient(service.api);
    expectGitlabError(await stranger.client.get(`/projects/${personal.id}/groups`), 404, { message: '404 Project Not Found' });
    expectGitlabError(await user.client.get(`/projects/${personal.id}/groups?shared_min_access_level=7`), 400, { error: 'shared_min_access_level does not have a valid value' });
  });
});
