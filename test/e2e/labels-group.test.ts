import { expectGitlabError } from '../support/expectations';
import { addMember, createGroup, createProject, createUserWithClient } from '../support/factories';
import type { HttpClient } from '../support/http-client';
import { startTestService, type TestService } from '../support/service';

let service: TestService;
let owner: { client: HttpClient };

beforeAll(async () => {
  service = await startTestService();
  owner = await createUserWithClient(service.api);
});
afterAll(async () => {
  await service?.stop();
});

const groupLabel = (overrides: Record<string, unknown>) => ({
  id: expect.any(Number), name: 'bug', color: '#FF0000', description: null, description_html: '', text_color: '#FFFFFF', subscribed: false, ...overrides,
});

async function createGroupLabel(client: HttpClient, groupId: number, body: Record<string, unknown>) {
  const res = await client.post(`/groups/${groupId}/labels`, { body });
  if (res.status !== 201) throw new Error(`createGroupLabel failed: ${res.status} ${res.text}`);
  return res.body;
}

describe('group labels', () => {
  it('creates, reads, updates and deletes a group label (Entities::GroupLabel)', async () => {
    const group = await createGroup(owner.client);
    const created = await owner.client.post(`/groups/${group.id}/labels`, { body: { name: 'bug', color: 'red' } });
    expect({ status: created.status, body: created.body }).toEqual({ status: 201, body: groupLabel({}) });
    const id = created.body.id;
    expect((await owner.client.get(`/groups/${group.id}/labels/bug`)).body).toEqual(groupLabel({ id }));
    const updated = await owner.client.put(`/groups/${group.id}/labels/${id}`, { body: { description: 'Broken' } });
    expect(updated.body).toEqual(groupLabel({ id, description: 'Broken', description_html: 'Broken' }));
    expectGitlabError(await owner.client.put(`/groups/${group.id}/labels/${id}`, { body: { priority: 1 } }), 400,
      { error: 'new_name, color, description are missing, at least one parameter must be provided' });
    expectGitlabError(await owner.client.post(`/groups/${group.id}/labels`, { body: { name: 'bug', color: '#000' } }), 409, { message: 'Label already exists' });
    expect((await owner.client.delete(`/groups/${group.id}/labels/${id}`)).status).toBe(204);
    expectGitlabError(await owner.client.get(`/groups/${group.id}/labels/${id}`), 404, { message: '404 Label Not Found' });
  });

  // group_labels.md: the deprecated `PUT /groups/:id/labels` names the label in the body (python-gitlab's `label.save()`).
  it('updates through the collection path by name or by label_id', async () => {
    const group = await createGroup(owner.client);
    const { id } = await createGroupLabel(owner.client, group.id, { name: 'bug', color: 'red' });
    const byName = await owner.client.put(`/groups/${group.id}/labels`, { body: { name: 'bug', description: 'Broken' } });
    expect({ status: byName.status, body: byName.body }).toEqual({ status: 200, body: groupLabel({ id, description: 'Broken', description_html: 'Broken' }) });
    const byId = await owner.client.put(`/groups/${group.id}/labels`, { body: { label_id: id, new_name: 'defect' } });
    expect(byId.body).toEqual(groupLabel({ id, name: 'defect', description: 'Broken', description_html: 'Broken' }));
    expectGitlabError(await owner.client.put(`/groups/${group.id}/labels`, { body: { label_id: id, name: 'defect', color: '#000' } }), 400,
      { error: 'label_id, name are mutually exclusive' });
  });

  it('lists with ancestors by default, descendants and project labels on request', async () => {
    const top = await createGroup(owner.client);
    const group = await createGroup(owner.client, { parent_id: top.id });
    const sub = await createGroup(owner.client, { parent_id: group.id });
    const project = await createProject(owner.client, { namespace_id: group.id });
    await createGroupLabel(owner.client, top.id, { name: 'a-top', color: '#000' });
    await createGroupLabel(owner.client, group.id, { name: 'b-group', color: '#000' });
    await createGroupLabel(owner.client, sub.id, { name: 'c-sub', color: '#000' });
    await owner.client.post(`/projects/${project.id}/labels`, { body: { name: 'd-project', color: '#000' } });
    const names = async (query: string) => (await owner.client.get(`/groups/${group.id}/labels${query}`)).body.map((l: any) => l.name);
    expect(await names('')).toEqual(['a-top', 'b-group']);
    expect(await names('?include_ancestor_groups=false')).toEqual(['b-group']);
    expect(await names('?include_descendant_groups=true')).toEqual(['a-top', 'b-group', 'c-sub']);
    expect(await names('?only_group_labels=false&include_ancestor_groups=false')).toEqual(['b-group', 'd-project']);
    expect(await names('?search=grou&with_counts=true')).toEqual(['b-group']);
    const counted = (await owner.client.get(`/groups/${group.id}/labels?with_counts=true&include_ancestor_groups=false`)).body[0];
    expect(counted).toMatchObject({ open_issues_count: 0, closed_issues_count: 0, open_merge_requests_count: 0 });
  });

  it('subscribes with 201 and answers 304 when nothing changes', async () => {
    const group = await createGroup(owner.client);
    const label = await createGroupLabel(owner.client, group.id, { name: 'watch', color: '#fff' });
    const on = await owner.client.post(`/groups/${group.id}/labels/${label.id}/subscribe`);
    expect({ status: on.status, body: on.body }).toEqual({ status: 201, body: groupLabel({ id: label.id, name: 'watch', color: '#fff', text_color: '#1F1E24', subscribed: true }) });
    expect((await owner.client.post(`/groups/${group.id}/labels/${label.id}/subscribe`)).status).toBe(304);
    expect((await owner.client.post(`/groups/${group.id}/labels/${label.id}/unsubscribe`)).status).toBe(201);
    expect((await owner.client.post(`/groups/${group.id}/labels/${label.id}/unsubscribe`)).status).toBe(304);
  });

  it('lets a project Maintainer who is no group member change project labels but not the group\'s labels', async () => {
    const group = await createGroup(owner.client);
    const project = await createProject(owner.client, { namespace_id: group.id });
    const label = await createGroupLabel(owner.client, group.id, { name: 'group-owned', color: '#fff' });
    const maintainer = await createUserWithClient(service.api);
    await addMember(owner.client, `projects/${project.id}`, maintainer.user.id, 40);
    expectGitlabError(await maintainer.client.put(`/projects/${project.id}/labels/${label.id}`, { body: { color: '#000' } }), 403, { message: '403 Forbidden' });
    const prioritized = await maintainer.client.put(`/projects/${project.id}/labels/${label.id}`, { body: { priority: 2 } });
    expect(prioritized.body).toMatchObject({ id: label.id, priority: 2, is_project_label: false });
  });

  it('answers 404 for a private group to outsiders and 403 to Guests who write', async () => {
    const group = await createGroup(owner.client, { visibility: 'private' });
    const label = await createGroupLabel(owner.client, group.id, { name: 'secret', color: '#fff' });
    const [guest, outsider] = await Promise.all([createUserWithClient(service.api), createUserWithClient(service.api)]);
    await addMember(owner.client, `groups/${group.id}`, guest.user.id, 10);
    expectGitlabError(await outsider.client.get(`/groups/${group.id}/labels`), 404, { message: '404 Group Not Found' });
    expect((await guest.client.get(`/groups/${group.id}/labels`)).body.map((l: any) => l.id)).toEqual([label.id]);
    expectGitlabError(await guest.client.post(`/groups/${group.id}/labels`, { body: { name: 'x', color: '#fff' } }), 403, { message: '403 Forbidden' });
    expectGitlabError(await guest.client.delete(`/groups/${group.id}/labels/${label.id}`), 403, { message: '403 Forbidden' });
  });
});
