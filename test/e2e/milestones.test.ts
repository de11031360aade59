import { expectGitlabError } from '../support/expectations';
import { addMember, createGroup, createProject, createUserWithClient, type CreatedProject } from '../support/factories';
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

async function createMilestone(client: HttpClient, project: CreatedProject, body: Record<string, unknown>) {
  const res = await client.post(`/projects/${project.id}/milestones`, { body });
  if (res.status !== 201) throw new Error(`createMilestone failed: ${res.status} ${res.text}`);
  return res.body;
}

describe('POST /projects/:id/milestones', () => {
  it('creates a milestone with Entities::Milestone fields and a web_url', async () => {
    const project = await createProject(owner.client);
    const res = await owner.client.post(`/projects/${project.id}/milestones`, {
      body: { title: 'v1.0', description: 'First', start_date: '2020-01-01', due_date: '2020-02-01' },
    });
    expect({ status: res.status, body: res.body }).toEqual({
      status: 201,
      body: {
        id: expect.any(Number), iid: 1, project_id: project.id, title: 'v1.0', description: 'First', state: 'active',
        created_at: TIME, updated_at: TIME, due_date: '2020-02-01', start_date: '2020-01-01', expired: true,
        web_url: `${project.web_url}/-/milestones/1`,
      },
    });
  });

  it.each([
    [{}, { error: 'title is missing' }],
    [{ title: 'dup' }, { message: 'Failed to create milestone {:title=>["already being used for another group or project milestone."]}' }],
    [{ title: 'x', start_date: '2020-02-02', due_date: '2020-01-01' }, { message: 'Failed to create milestone {:due_date=>["must be greater than start date"]}' }],
  ])('refuses %j with 400', async (body, error) => {
    const project = await createProject(owner.client);
    await createMilestone(owner.client, project, { title: 'dup' });
    expectGitlabError(await owner.client.post(`/projects/${project.id}/milestones`, { body }), 400, error);
  });

  it('refuses a title the parent group already uses', async () => {
    const group = await createGroup(owner.client);
    const project = await createProject(owner.client, { namespace_id: group.id });
    expect((await owner.client.post(`/groups/${group.id}/milestones`, { body: { title: 'shared' } })).status).toBe(201);
    expectGitlabError(await owner.client.post(`/projects/${project.id}/milestones`, { body: { title: 'shared' } }), 400,
      { message: 'Failed to create milestone {:title=>["already being used for another group or project milestone."]}' });
  });

  it('numbers 30 concurrent creations 1..30 without gaps or duplicates', async () => {
    const project = await createProject(owner.client);
    const created = await Promise.all(Array.from({ length: 30 }, (_, i) => owner.client.post(`/projects/${project.id}/milestones`, { body: { title: `m${i}` } })));
    expect(created.map((res) => res.status)).toEqual(Array(30).fill(201));
    expect(created.map((res) => res.body.iid).sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
  });

  it('never hands out the iid of a deleted milestone again', async () => {
    const project = await createProject(owner.client);
    const first = await createMilestone(owner.client, project, { title: 'a' });
    await owner.client.delete(`/projects/${project.id}/milestones/${first.id}`);
    expect((await createMilestone(owner.client, project, { title: 'b' })).iid).toBe(2);
  });
});

describe('GET /projects/:id/milestones', () => {
  it('filters by state, iids, title, search and orders by due date, none last', async () => {
    const project = await createProject(owner.client);
    const late = await createMilestone(owner.client, project, { title: 'late', due_date: '2031-01-01' });
    const none = await createMilestone(owner.client, project, { title: 'undated', description: 'someday' });
    const early = await createMilestone(owner.client, project, { title: 'early', due_date: '2030-01-01' });
    await owner.client.put(`/projects/${project.id}/milestones/${late.id}`, { body: { state_event: 'close' } });
    const ids = async (query: string) => (await owner.client.get(`/projects/${project.id}/milestones${query}`)).body.map((m: any) => m.id);
    expect(await ids('')).toEqual([early.id, late.id, none.id]);
    expect(await ids('?state=closed')).toEqual([late.id]);
    expect(await ids('?state=active')).toEqual([early.id, none.id]);
    expect(await ids(`?iids[]=${early.iid}&iids[]=${none.iid}`)).toEqual([early.id, none.id]);
    expect(await ids('?title=early')).toEqual([early.id]);
    expect(await ids('?search=somed')).toEqual([none.id]);
    expectGitlabError(await owner.client.get(`/projects/${project.id}/milestones?state=open`), 400, { error: 'state does not have a valid value' });
  });

  it('adds the group milestones with include_ancestors', async () => {
    const group = await createGroup(owner.client);
    const project = await createProject(owner.client, { namespace_id: group.id });
    const groupMilestone = (await owner.client.post(`/groups/${group.id}/milestones`, { body: { title: 'g' } })).body;
    const own = await createMilestone(owner.client, project, { title: 'p' });
    const ids = async (query: string) => (await owner.client.get(`/projects/${project.id}/milestones${query}`)).body.map((m: any) => m.id);
    expect(await ids('')).toEqual([own.id]);
    expect(await ids('?include_ancestors=true')).toEqual([own.id, groupMilestone.id]);
    expect(await ids('?include_parent_milestones=true')).toEqual([own.id, groupMilestone.id]);
  });

  it('finds one milestone by global id; another project\'s is 404 Not found', async () => {
    const project = await createProject(owner.client);
    const milestone = await createMilestone(owner.client, project, { title: 'one' });
    const other = await createMilestone(owner.client, await createProject(owner.client), { title: 'other' });
    expect((await owner.client.get(`/projects/${project.id}/milestones/${milestone.id}`)).body).toEqual(milestone);
    expectGitlabError(await owner.client.get(`/projects/${project.id}/milestones/${other.id}`), 404, { message: '404 Not found' });
    expectGitlabError(await owner.client.get(`/projects/${project.id}/milestones/abc`), 400, { error: 'milestone_id is invalid' });
  });
});

describe('PUT and DELETE /projects/:id/milestones/:milestone_id', () => {
  it('updates given attributes, closes and reopens', async () => {
    const project = await createProject(owner.client);
    const milestone = await createMilestone(owner.client, project, { title: 'v1', description: 'old' });
    const closed = await owner.client.put(`/projects/${project.id}/milestones/${milestone.id}`, { body: { title: 'v1.1', state_event: 'close', due_date: '2999-01-01' } });
    expect(closed.body).toMatchObject({ title: 'v1.1', description: 'old', state: 'closed', due_date: '2999-01-01', expired: false });
    const reopened = await owner.client.put(`/projects/${project.id}/milestones/${milestone.id}`, { body: { state_event: 'activate' } });
    expect(reopened.body.state).toBe('active');
    expectGitlabError(await owner.client.put(`/projects/${project.id}/milestones/${milestone.id}`, { body: {} }), 400,
      { error: 'title, description, start_date, due_date, state_event are missing, at least one parameter must be provided' });
  });

  it('deletes with 204 and answers 404 Not found afterwards', async () => {
    const project = await createProject(owner.client);
    const milestone = await createMilestone(owner.client, project, { title: 'gone' });
    expect((await owner.client.delete(`/projects/${project.id}/milestones/${milestone.id}`)).status).toBe(204);
    expectGitlabError(await owner.client.delete(`/projects/${project.id}/milestones/${milestone.id}`), 404, { message: '404 Not found' });
  });
});

describe('milestone access', () => {
  it('answers 404 to outsiders of a private project and 403 to Guests who write', async () => {
    const project = await createProject(owner.client, { visibility: 'private' });
    const milestone = await createMilestone(owner.client, project, { title: 'secret' });
    const [guest, outsider] = await Promise.all([createUserWithClient(service.api), createUserWithClient(service.api)]);
    await addMember(owner.client, `projects/${project.id}`, guest.user.id, 10);
    expectGitlabError(await outsider.client.get(`/projects/${project.id}/milestones`), 404, { message: '404 Project Not Found' });
    expect((await guest.client.get(`/projects/${project.id}/milestones/${milestone.id}`)).status).toBe(200);
    const forbidden = { message: '403 Forbidden' };
    expectGitlabError(await guest.client.post(`/projects/${project.id}/milestones`, { body: { title: 'x' } }), 403, forbidden);
    expectGitlabError(await guest.client.put(`/projects/${project.id}/milestones/${milestone.id}`, { body: { title: 'y' } }), 403, forbidden);
    expectGitlabError(await guest.client.delete(`/projects/${project.id}/milestones/${milestone.id}`), 403, forbidden);
  });
});
