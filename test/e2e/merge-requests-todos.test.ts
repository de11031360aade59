import { eventually, expectGitlabError } from '../support/expectations';
import { addMember, createGroup, createProject, createUserWithClient } from '../support/factories';
import { HttpClient } from '../support/http-client';
import { commitFile, openMergeRequest } from '../support/merge-requests';
import { startTestService, type TestService } from '../support/service';

let service: TestService;
let owner: Awaited<ReturnType<typeof createUserWithClient>>;
let dev: Awaited<ReturnType<typeof createUserWithClient>>;
let reviewer: Awaited<ReturnType<typeof createUserWithClient>>;
let stranger: Awaited<ReturnType<typeof createUserWithClient>>;

beforeAll(async () => {
  service = await startTestService();
  owner = await createUserWithClient(service.api);
  dev = await createUserWithClient(service.api);
  reviewer = await createUserWithClient(service.api);
  stranger = await createUserWithClient(service.api);
}, 60_000);
afterAll(async () => {
  await service?.stop();
});

const base = () => service.url.replace('127.0.0.1', 'localhost');
const TIMESTAMP = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
// The reaction runs from the job queue after the change commits: on a loaded machine that takes seconds.
const REACTION_TEST_TIMEOUT = 60_000;

type Todo = { id: number; action_name: string; target_type: string; author: { id: number }; target: { id: number }; body: string };

/** A private project (in `namespace_id` when given) with `feature` one commit ahead of `main`, and a merge request from it. */
async function projectWithMergeRequest(overrides: Record<string, unknown> = {}, mergeRequest: Record<string, unknown> = {}) {
  const project = await createProject(owner.client, { initialize_with_readme: true, ...overrides });
  await commitFile(owner.client, project.id, 'feature', { path: 'f.txt', content: 'x\n' }, 'main');
  const mr = await openMergeRequest(owner.client, project.id, { source_branch: 'feature', title: 'Review me', ...mergeRequest });
  return { project, mr };
}

const todosOf = (user: typeof owner, query: string, count: number) => eventually(async () => {
  const res = await user.client.get(`/todos?${query}`);
  return res.body.length >= count ? (res.body as Todo[]) : undefined;
}, 30_000);

describe('POST /projects/:id/merge_requests/:merge_request_iid/todo', () => {
  it("answers 201 with GitLab's to-do entity whose target is the merge request, then 304 while it is pending", async () => {
    const { project, mr } = await projectWithMergeRequest();
    const res = await owner.client.post(`/projects/${project.id}/merge_requests/${mr.iid}/todo`);
    expect(res.status).toBe(201);
    const single = (await owner.client.get(`/projects/${project.id}/merge_requests/${mr.iid}`)).body;
    expect(res.body).toEqual({
      id: expect.any(Number),
      project: {
        id: project.id, description: project.description ?? null, name: project.name, name_with_namespace: project.name_with_namespace, path: project.path,
        path_with_namespace: project.path_with_namespace, created_at: expect.stringMatching(TIMESTAMP),
      },
      author: expect.objectContaining({ id: owner.user.id, username: owner.user.username }),
      action_name: 'marked', target_type: 'MergeRequest',
      target: { ...single, user: { can_merge: false } },
      target_url: `${base()}/${project.path_with_namespace}/-/merge_requests/${mr.iid}`,
      body: 'Review me', state: 'pending', created_at: expect.stringMatching(TIMESTAMP), updated_at: expect.stringMatching(TIMESTAMP),
    });
    expect(Object.keys(res.body)).toEqual(['id', 'project', 'author', 'action_name', 'target_type', 'target', 'target_url', 'body', 'state', 'created_at', 'updated_at']);
    const again = await owner.client.post(`/projects/${project.id}/merge_requests/${mr.iid}/todo`);
    expect([again.status, again.text]).toEqual([304, '']);
  });

  it('answers 401 anonymously, 404 to a non-member of a private project and for an unknown iid, 400 for a bad iid', async () => {
    const { project, mr } = await projectWithMergeRequest();
    const anonymous = new HttpClient(`${service.url}/api/v4`, null);
    expectGitlabError(await anonymous.post(`/projects/${project.id}/merge_requests/${mr.iid}/todo`), 401, { message: '401 Unauthorized' });
    expectGitlabError(await stranger.client.post(`/projects/${project.id}/merge_requests/${mr.iid}/todo`), 404, { message: '404 Project Not Found' });
    expectGitlabError(await owner.client.post(`/projects/${project.id}/merge_requests/${mr.iid + 50}/todo`), 404, { message: '404 Not found' });
    expectGitlabError(await owner.client.post(`/projects/${project.id}/merge_requests/abc/todo`), 400, { error: 'merge_request_iid is invalid' });
    expect((await stranger.client.get('/todos')).body).toEqual([]);
  });
});

describe('merge request to-dos in GET /todos', () => {
  it('lists them with the list target and filters them by type, action, author, project, group and state', async () => {
    const group = await createGroup(owner.client);
    const { project, mr } = await projectWithMergeRequest({ namespace_id: group.id });
    const other = await createProject(owner.client);
    await addMember(owner.client, `projects/${project.id}`, dev.user.id, 30);
    await addMember(owner.client, `projects/${other.id}`, dev.user.id, 30);
    const issue = (await owner.client.post(`/projects/${other.id}/issues`, { body: { title: 'An issue' } })).body;
    expect((await dev.client.post(`/projects/${project.id}/merge_requests/${mr.iid}/todo`)).status).toBe(201);
    expect((await dev.client.post(`/projects/${other.id}/issues/${issue.iid}/todo`)).status).toBe(201);
    const all = await dev.client.get('/todos');
    expect([all.status, all.body.map((todo: Todo) => todo.target_type)]).toEqual([200, ['Issue', 'MergeRequest']]);
    const [mrTodo] = (await dev.client.get('/todos?type=MergeRequest')).body as Array<Todo & { target: Record<string, unknown>; target_url: string }>;
    expect([mrTodo.target.id, mrTodo.target.iid, mrTodo.body, mrTodo.target_url]).toEqual([mr.id, mr.iid, 'Review me', mr.web_url]);
    expect('subscribed' in mrTodo.target).toBe(false);
    expect(mrTodo.target.user).toEqual({ can_merge: false });
    expect((await dev.client.get('/todos?type=Issue')).body.map((todo: Todo) => todo.target_type)).toEqual(['Issue']);
    expect((await dev.client.get('/todos?type=MergeRequest&action=marked')).body).toHaveLength(1);
    expect((await dev.client.get('/todos?type=MergeRequest&action=assigned')).body).toEqual([]);
    expect((await dev.client.get(`/todos?type=MergeRequest&author_id=${dev.user.id}`)).body).toHaveLength(1);
    expect((await dev.client.get(`/todos?type=MergeRequest&author_id=${owner.user.id}`)).body).toEqual([]);
    expect((await dev.client.get(`/todos?project_id=${project.id}`)).body.map((todo: Todo) => todo.target_type)).toEqual(['MergeRequest']);
    expect((await dev.client.get(`/todos?group_id=${group.id}`)).body.map((todo: Todo) => todo.target_type)).toEqual(['MergeRequest']);
    const done = await dev.client.post(`/todos/${mrTodo.id}/mark_as_done`);
    expect([done.status, done.body.state, done.body.target_type, done.body.target.iid]).toEqual([201, 'done', 'MergeRequest', mr.iid]);
    expect((await dev.client.get('/todos?type=MergeRequest')).body).toEqual([]);
    expect((await dev.client.get('/todos?type=MergeRequest&state=done')).body.map((todo: Todo) => todo.id)).toEqual([mrTodo.id]);
  });

  it('drops a to-do whose merge request the caller can no longer read', async () => {
    const { project, mr } = await projectWithMergeRequest();
    await addMember(owner.client, `projects/${project.id}`, stranger.user.id, 20);
    expect((await stranger.client.post(`/projects/${project.id}/merge_requests/${mr.iid}/todo`)).status).toBe(201);
    expect((await stranger.client.get(`/todos?project_id=${project.id}`)).body).toHaveLength(1);
    // Merge requests for project members only and the stranger a Guest: the item drops out of the list.
    expect((await owner.client.put(`/projects/${project.id}/members/${stranger.user.id}`, { body: { access_level: 10 } })).status).toBe(200);
    expect((await owner.client.put(`/projects/${project.id}`, { body: { merge_requests_access_level: 'private' } })).status).toBe(200);
    expect((await stranger.client.get(`/todos?project_id=${project.id}`)).body).toEqual([]);
  });
});

describe('automatic merge request to-dos', () => {
  it('gives assignees an `assigned` and reviewers a `review_requested` to-do on creation, authored by the author', async () => {
    const project = await createProject(owner.client, { initialize_with_readme: true });
    await addMember(owner.client, `projects/${project.id}`, dev.user.id, 30);
    await addMember(owner.client, `projects/${project.id}`, reviewer.user.id, 30);
    await commitFile(owner.client, project.id, 'feature', { path: 'f.txt', content: 'x\n' }, 'main');
    const mr = await openMergeRequest(owner.client, project.id, { source_branch: 'feature', title: 'Look', assignee_ids: [dev.user.id], reviewer_ids: [reviewer.user.id] });
    const [assigned] = await todosOf(dev, `project_id=${project.id}`, 1);
    expect([assigned.action_name, assigned.target_type, assigned.author.id, assigned.target.id]).toEqual(['assigned', 'MergeRequest', owner.user.id, mr.id]);
    const [review] = await todosOf(reviewer, `project_id=${project.id}`, 1);
    expect([review.action_name, review.author.id, review.target.id]).toEqual(['review_requested', owner.user.id, mr.id]);
    expect((await reviewer.client.get('/todos?action=review_requested&type=MergeRequest')).body.map((todo: Todo) => todo.id)).toEqual([review.id]);
  }, REACTION_TEST_TIMEOUT);

  it('gives only newly requested reviewers a to-do on update, authored by whoever changed it', async () => {
    const project = await createProject(owner.client, { initialize_with_readme: true });
    await addMember(owner.client, `projects/${project.id}`, dev.user.id, 30);
    await addMember(owner.client, `projects/${project.id}`, reviewer.user.id, 30);
    await commitFile(owner.client, project.id, 'feature', { path: 'f.txt', content: 'x\n' }, 'main');
    const mr = await openMergeRequest(owner.client, project.id, { source_branch: 'feature', reviewer_ids: [dev.user.id] });
    await todosOf(dev, `project_id=${project.id}`, 1);
    await dev.client.post('/todos/mark_as_done');
    const update = await dev.client.put(`/projects/${project.id}/merge_requests/${mr.iid}`, { body: { reviewer_ids: [dev.user.id, reviewer.user.id] } });
    expect(update.status).toBe(200);
    const [todo] = await todosOf(reviewer, `project_id=${project.id}`, 1);
    expect([todo.action_name, todo.author.id]).toEqual(['review_requested', dev.user.id]);
    // dev was a reviewer before: nothing new for them.
    expect((await dev.client.get(`/todos?project_id=${project.id}`)).body).toEqual([]);
  }, REACTION_TEST_TIMEOUT);
});
