import { expectGitlabError } from '../support/expectations';
import { createGroup, createProject, createUserWithClient, uniqueName } from '../support/factories';
import type { HttpClient } from '../support/http-client';
import { startTestService, type TestService } from '../support/service';

let service: TestService;
let owner: { user: { id: number }; client: HttpClient };

beforeAll(async () => {
  service = await startTestService();
  owner = await createUserWithClient(service.api);
});
afterAll(async () => {
  await service?.stop();
});

const subgroup = (parent: { id: number }, extra: Record<string, unknown> = {}) =>
  createGroup(owner.client, { name: uniqueName('s'), path: uniqueName('s'), parent_id: parent.id, ...extra });

describe('PUT /groups/:id', () => {
  it('updates settings and answers GroupDetail', async () => {
    const group = await createGroup(owner.client);
    const res = await owner.client.put(`/groups/${group.id}`, {
      body: { description: 'd', project_creation_level: 'maintainer', subgroup_creation_level: 'owner', request_access_enabled: false, lfs_enabled: false },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ description: 'd', project_creation_level: 'maintainer', subgroup_creation_level: 'owner', request_access_enabled: false, lfs_enabled: false, projects: [] });
  });

  it('moves the full paths of subgroups and projects along with a renamed group', async () => {
    const group = await createGroup(owner.client, { name: 'Before' });
    const sub = await subgroup(group, { name: 'Sub' });
    const project = await createProject(owner.client, { namespace_id: sub.id });
    const path = uniqueName('after');
    await owner.client.put(`/groups/${group.id}`, { body: { name: 'After', path } });
    expect((await owner.client.get(`/groups/${sub.id}`)).body).toMatchObject({ full_path: `${path}/${sub.path}`, full_name: 'After / Sub' });
    const moved = await owner.client.get(`/projects/${encodeURIComponent(`${path}/${sub.path}/${project.path}`)}`);
    expect(moved.body).toMatchObject({ id: project.id, name_with_namespace: `After / Sub / ${project.name}` });
  });

  it('refuses to lower the visibility below a project or subgroup', async () => {
    const group = await createGroup(owner.client, { visibility: 'public' });
    await createProject(owner.client, { namespace_id: group.id, visibility: 'internal' });
    await subgroup(group, { visibility: 'public' });
    expectGitlabError(await owner.client.put(`/groups/${group.id}`, { body: { visibility: 'private' } }), 400, {
      message: { visibility_level: ['private is not allowed since this group contains projects with higher visibility.', 'private is not allowed since there are sub-groups with higher visibility.'] },
    });
  });

  it('refuses a subgroup more visible than its parent', async () => {
    const group = await createGroup(owner.client, { visibility: 'internal' });
    const sub = await subgroup(group, { visibility: 'private' });
    expectGitlabError(await owner.client.put(`/groups/${sub.id}`, { body: { visibility: 'public' } }), 400, {
      message: { visibility_level: ['public is not allowed since the parent group has a internal visibility.'] },
    });
  });

  it('refuses a name taken by a sibling and a path taken by another group', async () => {
    const group = await createGroup(owner.client);
    const first = await subgroup(group);
    const second = await subgroup(group);
    expectGitlabError(await owner.client.put(`/groups/${second.id}`, { body: { name: first.name, path: first.path } }), 400, {
      message: { name: ['has already been taken'], path: ['has already been taken'] },
    });
  });
});

describe('DELETE /groups/:id', () => {
  it('accepts the deletion and hides the group, its subgroups and projects at once', async () => {
    const group = await createGroup(owner.client);
    const sub = await subgroup(group);
    const project = await createProject(owner.client, { namespace_id: sub.id });
    expectGitlabError(await owner.client.delete(`/groups/${group.id}`), 202, { message: '202 Accepted' });
    for (const [path, resource] of [[`/groups/${group.id}`, 'Group'], [`/groups/${sub.id}`, 'Group'], [`/projects/${project.id}`, 'Project']]) {
      expectGitlabError(await owner.client.get(path), 404, { message: `404 ${resource} Not Found` });
    }
  });
});

describe('group custom attributes', () => {
  it('sets, reads, lists and deletes attributes as an administrator', async () => {
    const group = await createGroup(owner.client);
    const base = `/groups/${group.id}/custom_attributes`;
    expect((await service.api.put(`${base}/color`, { body: { value: 'blue' } })).body).toEqual({ key: 'color', value: 'blue' });
    expect((await service.api.put(`${base}/color`, { body: { value: 'red' } })).body).toEqual({ key: 'color', value: 'red' });
    await service.api.put(`${base}/area`, { body: { value: 'eu' } });
    expect((await service.api.get(base)).body).toEqual([{ key: 'area', value: 'eu' }, { key: 'color', value: 'red' }]);
    expect((await service.api.get(`${base}/area`)).body).toEqual({ key: 'area', value: 'eu' });
    expect((await service.api.delete(`${base}/area`)).status).toBe(204);
    expectGitlabError(await service.api.get(`${base}/area`), 404, { message: '404 Not found' });
  });

  it('answers 403 to the group owner and 400 without a value', async () => {
    const group = await createGroup(owner.client);
    expectGitlabError(await owner.client.get(`/groups/${group.id}/custom_attributes`), 403, { message: '403 Forbidden' });
    expectGitlabError(await service.api.put(`/groups/${group.id}/custom_attributes/k`, { body: {} }), 400, { error: 'value is missing' });
  });
});
