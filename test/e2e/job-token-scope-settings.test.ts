import { addMember, createGroup, createProject, createUserWithClient, type CreatedProject } from '../support/factories';
import { expectGitlabError } from '../support/expectations';
import type { HttpClient } from '../support/http-client';
import { startTestService, type TestService } from '../support/service';

let service: TestService;
let project: CreatedProject;
let other: CreatedProject;
let developer: HttpClient;
let outsider: HttpClient;

beforeAll(async () => {
  service = await startTestService();
  [project, other] = await Promise.all([createProject(service.api, { visibility: 'private' }), createProject(service.api, { visibility: 'private' })]);
  const [dev, out] = await Promise.all([createUserWithClient(service.api), createUserWithClient(service.api)]);
  await addMember(service.api, `projects/${project.id}`, dev.user.id, 30);
  developer = dev.client;
  outsider = out.client;
}, 120_000);
afterAll(() => service?.stop());

describe('GET/PATCH /projects/:id/job_token_scope', () => {
  it('starts limited inbound and outbound off, and PATCH enabled switches the inbound limit with 204', async () => {
    const path = `/projects/${project.id}/job_token_scope`;
    expect((await service.api.get(path)).body).toEqual({ inbound_enabled: true, outbound_enabled: false });
    const patched = await service.api.patch(path, { body: { enabled: false } });
    expect(patched.status).toBe(204);
    expect(patched.text).toBe('');
    expect((await service.api.get(path)).body).toEqual({ inbound_enabled: false, outbound_enabled: false });
    await service.api.patch(path, { body: { enabled: true } });
    expect((await service.api.get(`/projects/${encodeURIComponent(project.path_with_namespace)}/job_token_scope`)).body.inbound_enabled).toBe(true);
  });

  it('requires enabled, a Maintainer, and hides private projects from non-members', async () => {
    const path = `/projects/${project.id}/job_token_scope`;
    expectGitlabError(await service.api.patch(path, { body: {} }), 400, { error: 'enabled is missing' });
    expectGitlabError(await developer.get(path), 403, { message: '403 Forbidden' });
    expectGitlabError(await developer.patch(path, { body: { enabled: false } }), 403, { message: '403 Forbidden' });
    expectGitlabError(await outsider.get(path), 404, { message: '404 Project Not Found' });
    expectGitlabError(await service.api.get(path, { token: null }), 401, { message: '401 Unauthorized' });
    expectGitlabError(await service.api.get('/projects/999999999/job_token_scope'), 404, { message: '404 Project Not Found' });
  });
});

describe('project allowlist', () => {
  it('lists the project itself first, adds and removes a project', async () => {
    const path = `/projects/${project.id}/job_token_scope/allowlist`;
    const initial = await service.api.get(path);
    expect(initial.status).toBe(200);
    expect(initial.body.map((entry: { id: number }) => entry.id)).toEqual([project.id]);
    expect(initial.body[0]).toMatchObject({
      id: project.id, name: project.name, path: project.path, path_with_namespace: project.path_with_namespace,
      name_with_namespace: project.name_with_namespace, description: null, tag_list: [], topics: [], web_url: project.web_url,
      namespace: expect.objectContaining({ id: project.namespace.id, full_path: project.namespace.full_path }),
    });
    const added = await service.api.post(path, { body: { target_project_id: other.id } });
    expect({ status: added.status, body: added.body }).toEqual({ status: 201, body: { source_project_id: project.id, target_project_id: other.id } });
    const listed = await service.api.get(path);
    expect(listed.headers.get('x-total')).toBe('2');
    expect(listed.body.map((entry: { id: number }) => entry.id)).toEqual([project.id, other.id]);
    expectGitlabError(await service.api.post(path, { body: { target_project_id: other.id } }), 400, { message: '400 Bad request - Target project is already in the job token scope' });
    expect((await service.api.delete(`${path}/${other.id}`)).status).toBe(204);
    expectGitlabError(await service.api.delete(`${path}/${other.id}`), 400, { message: '400 Bad request - Target project is not in the job token scope' });
    expect((await service.api.get(path)).body.map((entry: { id: number }) => entry.id)).toEqual([project.id]);
  });

  it("answers GitLab's errors for unknown, unreadable and same projects and bad ids", async () => {
    const path = `/projects/${project.id}/job_token_scope/allowlist`;
    expectGitlabError(await service.api.post(path, { body: { target_project_id: 999999999 } }), 404, { message: '404 target_project_id not found Not Found' });
    expectGitlabError(await service.api.post(path, { body: { target_project_id: project.id } }), 400, {
      message: "400 Bad request - Validation failed: Target project can't be the same as the source project",
    });
    expectGitlabError(await service.api.delete(`${path}/${project.id}`), 400, { message: '400 Bad request - Source project cannot be removed from the job token scope' });
    expectGitlabError(await service.api.post(path, { body: {} }), 400, { error: 'target_project_id is missing' });
    expectGitlabError(await service.api.post(`/projects/${encodeURIComponent(project.path_with_namespace)}/job_token_scope/allowlist`, { body: { target_project_id: other.id } }), 400, { error: 'id is invalid' });
    expectGitlabError(await service.api.delete(`${path}/999999999`), 404, { message: '404 Project Not Found' });
  });

  it('refuses a Maintainer a project they cannot read, and non-Maintainers', async () => {
    const { user, client: maintainer } = await createUserWithClient(service.api);
    await addMember(service.api, `projects/${project.id}`, user.id, 40);
    const path = `/projects/${project.id}/job_token_scope/allowlist`;
    expectGitlabError(await maintainer.post(path, { body: { target_project_id: other.id } }), 400, {
      message: "400 Bad request - The target_project that you are attempting to access does not exist or you don't have permission to perform this action",
    });
    await service.api.post(path, { body: { target_project_id: other.id } });
    await addMember(service.api, `projects/${other.id}`, (await developer.get('/user')).body.id, 30);
    expectGitlabError(await developer.get(path), 403, { message: '403 Forbidden' });
    expectGitlabError(await developer.post(path, { body: { target_project_id: other.id } }), 403, { message: '403 Forbidden' });
    expectGitlabError(await developer.delete(`${path}/${other.id}`), 403, { message: '403 Forbidden - Insufficient permissions to modify the job token scope' });
    expectGitlabError(await outsider.delete(`${path}/${other.id}`), 404, { message: '404 Project Not Found' });
    expect((await service.api.delete(`${path}/${other.id}`)).status).toBe(204);
  });
});

describe('groups allowlist', () => {
  it('adds, lists and removes groups with BasicGroupDetails', async () => {
    const group = await createGroup(service.api);
    const path = `/projects/${project.id}/job_token_scope/groups_allowlist`;
    expect((await service.api.get(path)).body).toEqual([]);
    const added = await service.api.post(path, { body: { target_group_id: group.id } });
    expect({ status: added.status, body: added.body }).toEqual({ status: 201, body: { source_project_id: project.id, target_group_id: group.id } });
    expect((await service.api.get(path)).body).toEqual([{ id: group.id, web_url: group.web_url, name: group.name }]);
    expectGitlabError(await service.api.post(path, { body: { target_group_id: group.id } }), 400, { message: '400 Bad request - Target group is already in the job token scope' });
    expectGitlabError(await service.api.post(path, { body: { target_group_id: 999999999 } }), 404, { message: '404 target_group_id not found Not Found' });
    expectGitlabError(await developer.delete(`${path}/${group.id}`), 403, { message: '403 Forbidden - Insufficient permissions to modify the job token scope' });
    expect((await service.api.delete(`${path}/${group.id}`)).status).toBe(204);
    expectGitlabError(await service.api.delete(`${path}/${group.id}`), 400, { message: '400 Bad request - Target group is not in the job token scope' });
    expectGitlabError(await service.api.delete(`${path}/999999999`), 404, { message: '404 target_group_id not found Not Found' });
    expect((await service.api.get(path)).body).toEqual([]);
  });

  it('refuses a group the caller cannot read', async () => {
    const { user, client: maintainer } = await createUserWithClient(service.api);
    await addMember(service.api, `projects/${project.id}`, user.id, 40);
    const hidden = await createGroup(service.api, { visibility: 'private' });
    expectGitlabError(await maintainer.post(`/projects/${project.id}/job_token_scope/groups_allowlist`, { body: { target_group_id: hidden.id } }), 400, {
      message: "400 Bad request - The target_group that you are attempting to access does not exist or you don't have permission to perform this action",
    });
  });
});
