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

const TIME = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

describe('group milestones', () => {
  it('creates, reads, updates and deletes a group milestone with group_id and a group web_url', async () => {
    const group = await createGroup(owner.client);
    const res = await owner.client.post(`/groups/${group.id}/milestones`, { body: { title: 'Q1', due_date: '2999-03-31' } });
    expect({ status: res.status, body: res.body }).toEqual({
      status: 201,
      body: {
        id: expect.any(Number), iid: 1, group_id: group.id, title: 'Q1', description: null, state: 'active', created_at: TIME, updated_at: TIME,
        due_date: '2999-03-31', start_date: null, expired: false, web_url: `${group.web_url}/-/milestones/1`,
      },
    });
    const id = res.body.id;
    expect((await owner.client.get(`/groups/${group.id}/milestones/${id}`)).body).toEqual(res.body);
    expect((await owner.client.put(`/groups/${group.id}/milestones/${id}`, { body: { state_event: 'close' } })).body.state).toBe('closed');
    expect((await owner.client.get(`/groups/${group.id}/milestones?state=closed`)).body.map((m: any) => m.id)).toEqual([id]);
    expect((await owner.client.delete(`/groups/${group.id}/milestones/${id}`)).status).toBe(204);
    expectGitlabError(await owner.client.get(`/groups/${group.id}/milestones/${id}`), 404, { message: '404 Not found' });
  });

  it('counts iids per group, apart from its projects, under concurrency', async () => {
    const group = await createGroup(owner.client);
    const project = await createProject(owner.client, { namespace_id: group.id });
    const created = await Promise.all(Array.from({ length: 10 }, (_, i) => owner.client.post(`/groups/${group.id}/milestones`, { body: { title: `g${i}` } })));
    expect(created.map((r) => r.body.iid).sort((a, b) => a - b)).toEqual(Array.from({ length: 10 }, (_, i) => i + 1));
    expect((await owner.client.post(`/projects/${project.id}/milestones`, { body: { title: 'p' } })).body.iid).toBe(1);
  });

  it('refuses a title used by a project below the group', async () => {
    const group = await createGroup(owner.client);
    const project = await createProject(owner.client, { namespace_id: group.id });
    await owner.client.post(`/projects/${project.id}/milestones`, { body: { title: 'taken' } });
    expectGitlabError(await owner.client.post(`/groups/${group.id}/milestones`, { body: { title: 'taken' } }), 400,
      { message: 'Failed to create milestone {:title=>["already being used for another group or project milestone."]}' });
  });

  it('lists the ancestors\' milestones with include_ancestors', async () => {
    const top = await createGroup(owner.client);
    const sub = await createGroup(owner.client, { parent_id: top.id });
    const topMilestone = (await owner.client.post(`/groups/${top.id}/milestones`, { body: { title: 'top' } })).body;
    const subMilestone = (await owner.client.post(`/groups/${sub.id}/milestones`, { body: { title: 'sub' } })).body;
    const ids = async (query: string) => (await owner.client.get(`/groups/${sub.id}/milestones${query}`)).body.map((m: any) => m.id);
    expect(await ids('')).toEqual([subMilestone.id]);
    expect(await ids('?include_ancestors=true')).toEqual([subMilestone.id, topMilestone.id]);
    expectGitlabError(await owner.client.get(`/groups/${sub.id}/milestones?include_ancestors=true&include_parent_milestones=true`), 400,
      { error: 'include_ancestors, include_parent_milestones are mutually exclusive' });
  });

  it('answers 404 for a private group to outsiders and 403 to Guests who write', async () => {
    const group = await createGroup(owner.client, { visibility: 'private' });
    const [guest, outsider] = await Promise.all([createUserWithClient(service.api), createUserWithClient(service.api)]);
    await addMember(owner.client, `groups/${group.id}`, guest.user.id, 10);
    expectGitlabError(await outsider.client.get(`/groups/${group.id}/milestones`), 404, { message: '404 Group Not Found' });
    expect((await guest.client.get(`/groups/${group.id}/milestones`)).status).toBe(200);
    expectGitlabError(await guest.client.post(`/groups/${group.id}/milestones`, { body: { title: 'x' } }), 403, { message: '403 Forbidden' });
    expectGitlabError(await owner.client.get(`/groups/${group.id}/milestones`, { token: null }), 401, { message: '401 Unauthorized' });
  });
});
