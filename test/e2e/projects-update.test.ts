import { eventually, expectGitlabError } from '../support/expectations';
import { addMember, createGroup, createProject, createUserWithClient, uniqueName } from '../support/factories';
import type { HttpClient } from '../support/http-client';
import { startTestService, type TestService } from '../support/service';

let service: TestService;
let owner: { user: { id: number }; client: HttpClient };
let maintainer: { user: { id: number }; client: HttpClient };
let group: { id: number; full_path: string };

beforeAll(async () => {
  service = await startTestService();
  owner = await createUserWithClient(service.api);
  maintainer = await createUserWithClient(service.api);
  group = await createGroup(owner.client, { visibility: 'internal' });
  await addMember(owner.client, `groups/${group.id}`, maintainer.user.id, 40);
});
afterAll(async () => {
  await service?.stop();
});

const newProject = (extra: Record<string, unknown> = {}) => createProject(owner.client, { namespace_id: group.id, ...extra });

describe('PUT /projects/:id', () => {
  it('updates settings and answers the Project entity', async () => {
    const project = await newProject();
    const res = await maintainer.client.put(`/projects/${project.id}`, {
      body: { description: 'new', merge_method: 'ff', issues_access_level: 'private', wiki_enabled: false, topics: 'b,a', emails_disabled: true },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: project.id, description: 'new', merge_method: 'ff', issues_access_level: 'private', wiki_access_level: 'disabled',
      wiki_enabled: false, topics: ['a', 'b'], emails_disabled: true, emails_enabled: false,
    });
    expect(res.body).not.toHaveProperty('permissions');
  });

  it('renames name and path, and the project is found under its new path', async () => {
    const project = await newProject();
    const path = uniqueName('renamed');
    const res = await maintainer.client.put(`/projects/${project.id}`, { body: { name: 'Renamed', path } });
    expect(res.body).toMatchObject({ name: 'Renamed', path, path_with_namespace: `${group.full_path}/${path}` });
    expect((await owner.client.get(`/projects/${encodeURIComponent(`${group.full_path}/${path}`)}`)).body.id).toBe(project.id);
  });

  it('lets only owners change the visibility, never above the group', async () => {
    const project = await newProject({ visibility: 'private' });
    expectGitlabError(await maintainer.client.put(`/projects/${project.id}`, { body: { visibility: 'internal' } }), 403, { message: '403 Forbidden' });
    expect((await owner.client.put(`/projects/${project.id}`, { body: { visibility: 'internal' } })).body.visibility).toBe('internal');
    expectGitlabError(await owner.client.put(`/projects/${project.id}`, { body: { visibility: 'public' } }), 400, {
      message: { visibility_level: ['public is not allowed in a internal group.'] },
    });
  });

  it('keeps the feature access levels stored at creation when the visibility changes', async () => {
    const project = await newProject({ visibility: 'private' });
    expect(project).toMatchObject({ pages_access_level: 'private', issues_access_level: 'enabled' });
    const res = await owner.client.put(`/projects/${project.id}`, { body: { visibility: 'internal' } });
    expect(res.body).toMatchObject({ visibility: 'internal', pages_access_level: 'private', issues_access_level: 'enabled' });
    const internal = await newProject({ visibility: 'internal' });
    expect(internal.pages_access_level).toBe('enabled');
    const made = await owner.client.put(`/projects/${internal.id}`, { body: { visibility: 'private' } });
    expect(made.body).toMatchObject({ visibility: 'private', pages_access_level: 'enabled' });
  });

  it('refuses a path taken by another project of the namespace', async () => {
    const first = await newProject();
    const second = await newProject();
    expectGitlabError(await owner.client.put(`/projects/${second.id}`, { body: { path: first.path } }), 400, { message: { path: ['has already been taken'] } });
  });

  it('needs at least one attribute', async () => {
    const project = await newProject();
    const res = await owner.client.put(`/projects/${project.id}`, { body: {} });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/^name, path, default_branch, description, .* are missing, at least one parameter must be provided$/);
  });

  it('cannot point default_branch at a branch of an empty repository', async () => {
    const project = await newProject();
    expectGitlabError(await owner.client.put(`/projects/${project.id}`, { body: { default_branch: 'develop' } }), 400, {
      message: { base: ["Could not change HEAD: branch 'develop' does not exist"] },
    });
  });
});

describe('archiving', () => {
  it('archives and unarchives with 201 and the project', async () => {
    const project = await newProject();
    const archived = await owner.client.post(`/projects/${project.id}/archive`);
    expect({ status: archived.status, archived: archived.body.archived, id: archived.body.id }).toEqual({ status: 201, archived: true, id: project.id });
    const again = await owner.client.post(`/projects/${project.id}/archive`);
    expect({ status: again.status, archived: again.body.archived }).toEqual({ status: 201, archived: true });
    const restored = await owner.client.post(`/projects/${project.id}/unarchive`);
    expect({ status: restored.status, archived: restored.body.archived }).toEqual({ status: 201, archived: false });
  });
});

describe('DELETE /projects/:id', () => {
  it('accepts the deletion, hides the project at once and removes it in the background', async () => {
    const project = await newProject();
    const res = await owner.client.delete(`/projects/${project.id}`);
    expectGitlabError(res, 202, { message: '202 Accepted' });
    expectGitlabError(await owner.client.get(`/projects/${project.id}`), 404, { message: '404 Project Not Found' });
    const listed = await owner.client.get(`/groups/${group.id}/projects?per_page=100`);
    expect(listed.body.map((p: { id: number }) => p.id)).not.toContain(project.id);
    // The remove-project job frees the path, so a new project can take it.
    await eventually(async () => {
      const retry = await owner.client.post('/projects', { body: { name: uniqueName('p'), path: project.path, namespace_id: group.id } });
      return retry.status === 201 ? true : undefined;
    }, 15_000, 300);
  });

  it('answers 404 for a project already being deleted', async () => {
    const project = await newProject();
    await owner.client.delete(`/projects/${project.id}`);
    expectGitlabError(await owner.client.delete(`/projects/${project.id}`), 404, { message: '404 Project Not Found' });
  });
});
