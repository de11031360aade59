import { expectGitlabError } from '../support/expectations';
import { addMember, createGroup, createProject, createUserWithClient } from '../support/factories';
import type { HttpClient } from '../support/http-client';
import { startTestService, type TestService } from '../support/service';

let service: TestService;
let owner: { user: { id: number; username: string }; client: HttpClient };

beforeAll(async () => {
  service = await startTestService();
  owner = await createUserWithClient(service.api);
});
afterAll(async () => {
  await service?.stop();
});

const failed = (reason: string) => ({ message: `Failed to transfer project {:new_namespace=>[${JSON.stringify(reason)}]}` });

describe('PUT /projects/:id/transfer (doc/api/projects.md#transfer-a-project-to-a-new-namespace)', () => {
  it('moves a personal project into a group by id, keeping its repository and changing its paths', async () => {
    const group = await createGroup(owner.client, { visibility: 'public' });
    const project = await createProject(owner.client, { visibility: 'public', initialize_with_readme: true });
    const res = await owner.client.put(`/projects/${project.id}/transfer`, { body: { namespace: String(group.id) } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: project.id,
      path_with_namespace: `${group.full_path}/${project.path}`,
      namespace: { id: group.id, kind: 'group', full_path: group.full_path },
      visibility: 'public',
      empty_repo: false,
    });
    expect(res.body.owner).toBeUndefined();
    expect(res.body.web_url).toMatch(new RegExp(`/${group.full_path}/${project.path}$`));
    const byNewPath = await owner.client.get(`/projects/${encodeURIComponent(`${group.full_path}/${project.path}`)}`);
    expect(byNewPath.body.id).toBe(project.id);
    expectGitlabError(await owner.client.get(`/projects/${encodeURIComponent(project.path_with_namespace)}`), 404, { message: '404 Project Not Found' });
    const readme = await owner.client.get(`/projects/${project.id}/repository/files/README.md?ref=${res.body.default_branch}`);
    expect(readme.status).toBe(200);
  });

  it('moves a group project into the caller\'s personal namespace by path and makes them its Owner', async () => {
    const group = await createGroup(owner.client);
    const project = await createProject(owner.client, { namespace_id: group.id });
    const res = await owner.client.put(`/projects/${project.id}/transfer`, { body: { namespace: owner.user.username } });
    expect(res.status).toBe(200);
    expect(res.body.namespace).toMatchObject({ kind: 'user', full_path: owner.user.username });
    expect(res.body.owner.id).toBe(owner.user.id);
    const member = await owner.client.get(`/projects/${project.id}/members/${owner.user.id}`);
    expect(member.body.access_level).toBe(50);
  });

  it('lowers the visibility to a less visible group', async () => {
    const group = await createGroup(owner.client, { visibility: 'private' });
    const project = await createProject(owner.client, { visibility: 'public' });
    const res = await owner.client.put(`/projects/${project.id}/transfer`, { body: { namespace: group.full_path } });
    expect({ status: res.status, visibility: res.body.visibility }).toEqual({ status: 200, visibility: 'private' });
  });

  it('refuses the current namespace, a namespace with the same path or name, and a namespace the caller cannot create in', async () => {
    const group = await createGroup(owner.client);
    const project = await createProject(owner.client);
    expectGitlabError(await owner.client.put(`/projects/${project.id}/transfer`, { body: { namespace: owner.user.username } }), 400,
      failed('Project is already in this namespace.'));
    await createProject(owner.client, { namespace_id: group.id, path: project.path, name: `${project.name}-other` });
    expectGitlabError(await owner.client.put(`/projects/${project.id}/transfer`, { body: { namespace: String(group.id) } }), 400,
      failed('Project with same name or path in target namespace already exists'));

    const guestGroup = await createGroup(service.api);
    await addMember(service.api, `groups/${guestGroup.id}`, owner.user.id, 20);
    expectGitlabError(await owner.client.put(`/projects/${project.id}/transfer`, { body: { namespace: String(guestGroup.id) } }), 400,
      failed("You don't have permission to transfer projects into that namespace."));
    expect((await owner.client.get(`/projects/${project.id}`)).body.namespace.kind).toBe('user');
  });

  it('answers 403 to non-owners, 404 for unknown or unreadable namespaces, 400 without namespace, 401 anonymously', async () => {
    const project = await createProject(owner.client, { visibility: 'public' });
    const maintainer = await createUserWithClient(service.api);
    await addMember(owner.client, `projects/${project.id}`, maintainer.user.id, 40);
    const target = await createGroup(maintainer.client);
    expectGitlabError(await maintainer.client.put(`/projects/${project.id}/transfer`, { body: { namespace: String(target.id) } }), 403, { message: '403 Forbidden' });
    expectGitlabError(await owner.client.put(`/projects/${project.id}/transfer`, { body: { namespace: '999999999' } }), 404, { message: '404 Namespace Not Found' });
    expectGitlabError(await owner.client.put(`/projects/${project.id}/transfer`, { body: { namespace: target.full_path } }), 404, { message: '404 Namespace Not Found' });
    expectGitlabError(await owner.client.put(`/projects/${project.id}/transfer`, { body: {} }), 400, { error: 'namespace is missing' });
    expectGitlabError(await service.api.put(`/projects/${project.id}/transfer`, { token: null, body: { namespace: 'x' } }), 401, { message: '401 Unauthorized' });
  });

  it('lets an administrator move any project into any namespace', async () => {
    const project = await createProject(owner.client);
    const group = await createGroup(service.api);
    const res = await service.api.put(`/projects/${project.id}/transfer`, { body: { namespace: String(group.id) } });
    expect({ status: res.status, namespace: res.body.namespace.id }).toEqual({ status: 200, namespace: group.id });
  });
});

describe('group labels and milestones on transfer (Labels::TransferService, Milestones::TransferService)', () => {
  it("copies the old group's labels and milestones that issues and merge requests use into the project", async () => {
    const group = await createGroup(owner.client);
    const project = await createProject(owner.client, { namespace_id: group.id, initialize_with_readme: true });
    const label = (await owner.client.post(`/groups/${group.id}/labels`, { body: { name: 'triage', color: '#FF0000' } })).body;
    const milestone = (await owner.client.post(`/groups/${group.id}/milestones`, { body: { title: 'v1' } })).body;
    const issue = (await owner.client.post(`/projects/${project.id}/issues`, { body: { title: 'Bug', labels: 'triage', milestone_id: milestone.id } })).body;
    expect(issue.labels).toEqual(['triage']);
    await owner.client.post(`/projects/${project.id}/repository/branches`, { body: { branch: 'feature', ref: 'main' } });
    const mr = (await owner.client.post(`/projects/${project.id}/merge_requests`, {
      body: { source_branch: 'feature', target_branch: 'main', title: 'Change', labels: 'triage', milestone_id: milestone.id },
    })).body;
    expect(mr.labels).toEqual(['triage']);

    const res = await owner.client.put(`/projects/${project.id}/transfer`, { body: { namespace: owner.user.username } });
    expect(res.status).toBe(200);
    const moved = (await owner.client.get(`/projects/${project.id}/issues/${issue.iid}`)).body;
    expect(moved.labels).toEqual(['triage']);
    expect(moved.milestone).toMatchObject({ title: 'v1', project_id: project.id });
    expect(moved.milestone.id).not.toBe(milestone.id);
    const movedMr = (await owner.client.get(`/projects/${project.id}/merge_requests/${mr.iid}`)).body;
    expect({ labels: movedMr.labels, milestone: movedMr.milestone.id }).toEqual({ labels: ['triage'], milestone: moved.milestone.id });
    const labels = (await owner.client.get(`/projects/${project.id}/labels`)).body;
    expect(labels.map((l: any) => [l.name, l.color, l.id === label.id])).toEqual([['triage', '#FF0000', false]]);
  });
});
