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

const failed = (reason: string) => ({ message: `Transfer failed: ${reason}` });

describe('POST /groups/:id/transfer (doc/api/groups.md#transfer-a-group)', () => {
  it('moves a group with its subgroups and projects under a new parent, keeping paths consistent', async () => {
    const moving = await createGroup(owner.client, { visibility: 'public' });
    const child = await createGroup(owner.client, { parent_id: moving.id, visibility: 'public' });
    const project = await createProject(owner.client, { namespace_id: child.id, visibility: 'public' });
    const parent = await createGroup(owner.client, { visibility: 'public' });
    const res = await owner.client.post(`/groups/${moving.id}/transfer`, { body: { group_id: parent.id } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ id: moving.id, parent_id: parent.id, full_path: `${parent.full_path}/${moving.path}`, full_name: `${parent.name} / ${moving.name}` });
    const movedChild = (await owner.client.get(`/groups/${child.id}`)).body;
    expect(movedChild.full_path).toBe(`${parent.full_path}/${moving.path}/${child.path}`);
    const movedProject = (await owner.client.get(`/projects/${project.id}`)).body;
    expect(movedProject.path_with_namespace).toBe(`${parent.full_path}/${moving.path}/${child.path}/${project.path}`);
    const descendants = await owner.client.get(`/groups/${parent.id}/descendant_groups`);
    expect(descendants.body.map((g: any) => g.id).sort()).toEqual([moving.id, child.id].sort());
    const groups = await owner.client.get(`/projects/${project.id}/groups`);
    expect(groups.body.map((g: any) => g.id)).toEqual([child.id, moving.id, parent.id].sort((a, b) => b - a));
  });

  it('makes a subgroup top-level without group_id, and lowers visibility under a less visible parent', async () => {
    const parent = await createGroup(owner.client, { visibility: 'public' });
    const sub = await createGroup(owner.client, { parent_id: parent.id, visibility: 'public' });
    const project = await createProject(owner.client, { namespace_id: sub.id, visibility: 'public' });
    const top = await owner.client.post(`/groups/${sub.id}/transfer`);
    expect({ status: top.status, parent: top.body.parent_id, path: top.body.full_path }).toEqual({ status: 201, parent: null, path: sub.path });

    const quiet = await createGroup(owner.client, { visibility: 'private' });
    const res = await owner.client.post(`/groups/${sub.id}/transfer`, { body: { group_id: quiet.id } });
    expect({ status: res.status, visibility: res.body.visibility }).toEqual({ status: 201, visibility: 'private' });
    expect((await owner.client.get(`/projects/${project.id}`)).body.visibility).toBe('private');
  });

  it("answers GitLab's transfer errors", async () => {
    const root = await createGroup(owner.client);
    const child = await createGroup(owner.client, { parent_id: root.id, path: 'same-path' });
    const grandchild = await createGroup(owner.client, { parent_id: child.id });
    expectGitlabError(await owner.client.post(`/groups/${root.id}/transfer`), 400, failed('Group is already a root group.'));
    expectGitlabError(await owner.client.post(`/groups/${child.id}/transfer`, { body: { group_id: root.id } }), 400,
      failed('Group is already associated to the parent group.'));
    expectGitlabError(await owner.client.post(`/groups/${root.id}/transfer`, { body: { group_id: grandchild.id } }), 400,
      failed('Cannot transfer group to one of its subgroup.'));
    const other = await createGroup(owner.client);
    const clash = await createGroup(owner.client, { parent_id: other.id, path: 'same-path' });
    expect(clash.full_path).toBe(`${other.full_path}/same-path`);
    expectGitlabError(await owner.client.post(`/groups/${child.id}/transfer`, { body: { group_id: other.id } }), 400,
      failed('The parent group already has a subgroup or a project with the same path.'));
    const foreign = await createGroup(service.api);
    await addMember(service.api, `groups/${foreign.id}`, owner.user.id, 30);
    expectGitlabError(await owner.client.post(`/groups/${child.id}/transfer`, { body: { group_id: foreign.id } }), 400,
      failed("You don't have enough permissions."));
    expect((await owner.client.get(`/groups/${child.id}`)).body.parent_id).toBe(root.id);
  });

  it('answers 403 to non-owners, 404 for an unknown parent, 400 for a bad group_id, 401 anonymously', async () => {
    const group = await createGroup(owner.client);
    const maintainer = await createUserWithClient(service.api);
    await addMember(owner.client, `groups/${group.id}`, maintainer.user.id, 40);
    expectGitlabError(await maintainer.client.post(`/groups/${group.id}/transfer`), 403, { message: '403 Forbidden' });
    expectGitlabError(await owner.client.post(`/groups/${group.id}/transfer`, { body: { group_id: 999999999 } }), 404, { message: '404 Group Not Found' });
    expectGitlabError(await owner.client.post(`/groups/${group.id}/transfer`, { body: { group_id: 'abc' } }), 400, { error: 'group_id is invalid' });
    expectGitlabError(await service.api.post(`/groups/${group.id}/transfer`, { token: null }), 401, { message: '401 Unauthorized' });
  });
});
