import { expectGitlabError } from '../support/expectations';
import { addMember, createGroup, createProject, createUserWithClient } from '../support/factories';
import { HttpClient } from '../support/http-client';
import { startTestService, type TestService } from '../support/service';

let service: TestService;
let owner: Awaited<ReturnType<typeof createUserWithClient>>;
let member: Awaited<ReturnType<typeof createUserWithClient>>;
let stranger: Awaited<ReturnType<typeof createUserWithClient>>;

beforeAll(async () => {
  service = await startTestService();
  [owner, member, stranger] = await Promise.all([createUserWithClient(service.api), createUserWithClient(service.api), createUserWithClient(service.api)]);
}, 60_000);
afterAll(async () => {
  await service?.stop();
});

const base = () => service.url.replace('127.0.0.1', 'localhost');
const TIMESTAMP = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

async function issueIn(project: { id: number }, title = 'Do me') {
  return (await owner.client.post(`/projects/${project.id}/issues`, { body: { title } })).body;
}

describe('POST /projects/:id/issues/:issue_iid/todo', () => {
  it("answers 201 with GitLab's to-do entity, then 304 while it is pending", async () => {
    const project = await createProject(owner.client);
    const issue = await issueIn(project, 'Remember the milk');
    const res = await owner.client.post(`/projects/${project.id}/issues/${issue.iid}/todo`);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      project: {
        id: project.id, description: project.description ?? null, name: project.name, name_with_namespace: project.name_with_namespace, path: project.path,
        path_with_namespace: project.path_with_namespace, created_at: expect.stringMatching(TIMESTAMP),
      },
      author: expect.objectContaining({ id: owner.user.id, username: owner.user.username }),
      action_name: 'marked', target_type: 'Issue',
      target: { ...issue, updated_at: expect.any(String), subscribed: true },
      target_url: `${base()}/${project.path_with_namespace}/-/issues/${issue.iid}`,
      body: 'Remember the milk', state: 'pending', created_at: expect.stringMatching(TIMESTAMP), updated_at: expect.stringMatching(TIMESTAMP),
    });
    expect(Object.keys(res.body)).toEqual(['id', 'project', 'author', 'action_name', 'target_type', 'target', 'target_url', 'body', 'state', 'created_at', 'updated_at']);
    const again = await owner.client.post(`/projects/${project.id}/issues/${issue.iid}/todo`);
    expect([again.status, again.text]).toEqual([304, '']);
  });

  it('makes one to-do for concurrent requests', async () => {
    const project = await createProject(owner.client);
    const issue = await issueIn(project);
    const answers = await Promise.all([1, 2, 3, 4].map(() => owner.client.post(`/projects/${project.id}/issues/${issue.iid}/todo`)));
    expect(answers.map((res) => res.status).sort()).toEqual([201, 304, 304, 304]);
    expect((await owner.client.get(`/todos?project_id=${project.id}`)).body).toHaveLength(1);
  });

  it('answers 401 anonymously and 404 for unreadable projects and issues', async () => {
    const project = await createProject(owner.client);
    const issue = await issueIn(project);
    const anonymous = new HttpClient(`${service.url}/api/v4`, null);
    expectGitlabError(await anonymous.post(`/projects/${project.id}/issues/${issue.iid}/todo`), 401, { message: '401 Unauthorized' });
    expectGitlabError(await stranger.client.post(`/projects/${project.id}/issues/${issue.iid}/todo`), 404, { message: '404 Project Not Found' });
    expectGitlabError(await owner.client.post(`/projects/${project.id}/issues/${issue.iid + 50}/todo`), 404, { message: '404 Not found' });
    const secret = (await owner.client.post(`/projects/${project.id}/issues`, { body: { title: 'Secret', confidential: true } })).body;
    await addMember(owner.client, `projects/${project.id}`, member.user.id, 10);
    expectGitlabError(await member.client.post(`/projects/${project.id}/issues/${secret.iid}/todo`), 404, { message: '404 Not found' });
  });
});

describe('GET /todos', () => {
  it("lists the caller's pending to-dos, newest first, with list targets and filters", async () => {
    const group = await createGroup(owner.client);
    const inGroup = await createProject(owner.client, { namespace_id: group.id });
    const elsewhere = await createProject(owner.client);
    for (const project of [inGroup, elsewhere]) await addMember(owner.client, `projects/${project.id}`, member.user.id, 20);
    const first = await issueIn(inGroup, 'first');
    const second = await issueIn(elsewhere, 'second');
    for (const [project, issue] of [[inGroup, first], [elsewhere, second]] as const) {
      expect((await member.client.post(`/projects/${project.id}/issues/${issue.iid}/todo`)).status).toBe(201);
    }
    const list = await member.client.get('/todos');
    expect([list.status, list.body.map((todo: { body: string }) => todo.body), list.headers.get('x-total')]).toEqual([200, ['second', 'first'], '2']);
    expect('subscribed' in list.body[0].target).toBe(false);
    expect(list.body[0].author.id).toBe(member.user.id);
    expect((await member.client.get(`/todos?project_id=${inGroup.id}`)).body.map((todo: { body: string }) => todo.body)).toEqual(['first']);
    expect((await member.client.get(`/todos?group_id=${group.id}`)).body.map((todo: { body: string }) => todo.body)).toEqual(['first']);
    expect((await member.client.get('/todos?action=marked&type=Issue')).body).toHaveLength(2);
    expect((await member.client.get('/todos?action=assigned')).body).toEqual([]);
    expect((await member.client.get('/todos?type=MergeRequest')).body).toEqual([]);
    expect((await member.client.get(`/todos?author_id=${member.user.id}`)).body).toHaveLength(2);
    expect((await member.client.get(`/todos?author_id=${owner.user.id}`)).body).toEqual([]);
    expect((await member.client.get('/todos?state=done')).body).toEqual([]);
    expect((await member.client.get('/todos?per_page=1&page=2')).body.map((todo: { body: string }) => todo.body)).toEqual(['first']);
    // Another user's to-dos are not listed.
    expect((await stranger.client.get('/todos')).body).toEqual([]);
  });

  it('rejects unknown filter values and anonymous callers', async () => {
    expectGitlabError(await owner.client.get('/todos?state=all'), 400, { error: 'state does not have a valid value' });
    expectGitlabError(await owner.client.get('/todos?action=liked'), 400, { error: 'action does not have a valid value' });
    expectGitlabError(await owner.client.get('/todos?type=Banana'), 400, { error: 'type does not have a valid value' });
    expectGitlabError(await owner.client.get('/todos?author_id=me'), 400, { error: 'author_id is invalid' });
    expectGitlabError(await new HttpClient(`${service.url}/api/v4`, null).get('/todos'), 401, { message: '401 Unauthorized' });
  });

  it('drops to-dos whose issue the caller can no longer read', async () => {
    const project = await createProject(owner.client);
    await addMember(owner.client, `projects/${project.id}`, stranger.user.id, 10);
    const issue = await issueIn(project, 'soon hidden');
    expect((await stranger.client.post(`/projects/${project.id}/issues/${issue.iid}/todo`)).status).toBe(201);
    expect((await stranger.client.get(`/todos?project_id=${project.id}`)).body).toHaveLength(1);
    // Confidential, the issue is for Reporters and above: the Guest's to-do drops out of the list.
    expect((await owner.client.put(`/projects/${project.id}/issues/${issue.iid}`, { body: { confidential: true } })).status).toBe(200);
    expect((await stranger.client.get(`/todos?project_id=${project.id}`)).body).toEqual([]);
  });
});

describe('marking to-dos done', () => {
  it('marks one done (201 with the full target) and lists it under state=done', async () => {
    const project = await createProject(owner.client);
    const issue = await issueIn(project, 'finish me');
    const todo = (await owner.client.post(`/projects/${project.id}/issues/${issue.iid}/todo`)).body;
    const res = await owner.client.post(`/todos/${todo.id}/mark_as_done`);
    expect([res.status, res.body.id, res.body.state, res.body.target.subscribed]).toEqual([201, todo.id, 'done', true]);
    expect((await owner.client.get(`/todos?project_id=${project.id}`)).body).toEqual([]);
    expect((await owner.client.get(`/todos?project_id=${project.id}&state=done`)).body.map((item: { id: number }) => item.id)).toEqual([todo.id]);
    // Done, the issue takes a new to-do.
    expect((await owner.client.post(`/projects/${project.id}/issues/${issue.iid}/todo`)).status).toBe(201);
    expectGitlabError(await stranger.client.post(`/todos/${todo.id}/mark_as_done`), 404, { message: '404 Not found' });
    expectGitlabError(await owner.client.post('/todos/0/mark_as_done'), 404, { message: '404 Not found' });
  });

  it('marks every pending to-do done with 204', async () => {
    const project = await createProject(owner.client);
    await addMember(owner.client, `projects/${project.id}`, member.user.id, 30);
    for (const title of ['a', 'b']) {
      const issue = await issueIn(project, title);
      await member.client.post(`/projects/${project.id}/issues/${issue.iid}/todo`);
      await owner.client.post(`/projects/${project.id}/issues/${issue.iid}/todo`);
    }
    const res = await member.client.post('/todos/mark_as_done');
    expect([res.status, res.text]).toEqual([204, '']);
    expect((await member.client.get('/todos')).body).toEqual([]);
    // Only the caller's: the owner's stay pending.
    expect((await owner.client.get(`/todos?project_id=${project.id}`)).body).toHaveLength(2);
  });

  it("marks the awarder's pending to-do about an issue done when they award it an emoji", async () => {
    const project = await createProject(owner.client);
    const issue = await issueIn(project);
    await owner.client.post(`/projects/${project.id}/issues/${issue.iid}/todo`);
    await owner.client.post(`/projects/${project.id}/issues/${issue.iid}/award_emoji`, { body: { name: 'thumbsup' } });
    expect((await owner.client.get(`/todos?project_id=${project.id}`)).body).toEqual([]);
  });
});
