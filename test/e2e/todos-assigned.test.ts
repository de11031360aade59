import { eventually } from '../support/expectations';
import { addMember, createProject, createUserWithClient } from '../support/factories';
import { startTestService, type TestService } from '../support/service';

let service: TestService;
let owner: Awaited<ReturnType<typeof createUserWithClient>>;
let dev: Awaited<ReturnType<typeof createUserWithClient>>;
let reviewer: Awaited<ReturnType<typeof createUserWithClient>>;

beforeAll(async () => {
  service = await startTestService();
  [owner, dev, reviewer] = await Promise.all([createUserWithClient(service.api), createUserWithClient(service.api), createUserWithClient(service.api)]);
}, 60_000);
afterAll(async () => {
  await service?.stop();
});

type Todo = { action_name: string; author: { id: number }; target: { id: number }; body: string };

/** The to-dos of a user about one project once the reaction has run (it follows the change asynchronously). */
const todosOf = (user: typeof owner, projectId: number, count: number) => eventually(async () => {
  const res = await user.client.get(`/todos?project_id=${projectId}`);
  return res.body.length >= count ? (res.body as Todo[]) : undefined;
}, 30_000);

// The reaction runs from the job queue after the change commits: on a loaded machine that takes seconds.
const REACTION_TEST_TIMEOUT = 60_000;

describe('assigned to-dos', () => {
  it('gives each assignee of a new issue an `assigned` to-do authored by the issue author', async () => {
    const project = await createProject(owner.client);
    await addMember(owner.client, `projects/${project.id}`, dev.user.id, 30);
    const issue = (await owner.client.post(`/projects/${project.id}/issues`, { body: { title: 'Yours', assignee_ids: [dev.user.id, owner.user.id] } })).body;
    const [todo] = await todosOf(dev, project.id, 1);
    expect([todo.action_name, todo.author.id, todo.target.id, todo.body]).toEqual(['assigned', owner.user.id, issue.id, 'Yours']);
    // Self-assignment counts too, as in GitLab.
    expect((await todosOf(owner, project.id, 1)).map((item) => item.action_name)).toEqual(['assigned']);
  }, REACTION_TEST_TIMEOUT);

  it('gives only the newly added assignees a to-do when an issue is reassigned, authored by the reassigner', async () => {
    const project = await createProject(owner.client);
    await addMember(owner.client, `projects/${project.id}`, dev.user.id, 30);
    await addMember(owner.client, `projects/${project.id}`, reviewer.user.id, 30);
    const issue = (await owner.client.post(`/projects/${project.id}/issues`, { body: { title: 'Pass it on', assignee_ids: [dev.user.id] } })).body;
    await todosOf(dev, project.id, 1);
    await dev.client.post('/todos/mark_as_done');
    expect((await dev.client.put(`/projects/${project.id}/issues/${issue.iid}`, { body: { assignee_ids: [dev.user.id, reviewer.user.id] } })).status).toBe(200);
    const [todo] = await todosOf(reviewer, project.id, 1);
    expect([todo.action_name, todo.author.id]).toEqual(['assigned', dev.user.id]);
    // The same reaction ran for dev, who was assigned before: nothing new for them.
    expect((await dev.client.get(`/todos?project_id=${project.id}`)).body).toEqual([]);
  }, REACTION_TEST_TIMEOUT);

  it('adds no second pending to-do about the same issue', async () => {
    const project = await createProject(owner.client);
    await addMember(owner.client, `projects/${project.id}`, dev.user.id, 30);
    const issue = (await owner.client.post(`/projects/${project.id}/issues`, { body: { title: 'Once' } })).body;
    expect((await dev.client.post(`/projects/${project.id}/issues/${issue.iid}/todo`)).status).toBe(201);
    await owner.client.put(`/projects/${project.id}/issues/${issue.iid}`, { body: { assignee_ids: [dev.user.id] } });
    // A later assignment to someone else shows the reaction ran past this change.
    await addMember(owner.client, `projects/${project.id}`, reviewer.user.id, 30);
    await owner.client.put(`/projects/${project.id}/issues/${issue.iid}`, { body: { assignee_ids: [dev.user.id, reviewer.user.id] } });
    await todosOf(reviewer, project.id, 1);
    expect((await dev.client.get(`/todos?project_id=${project.id}`)).body.map((todo: Todo) => todo.action_name)).toEqual(['marked']);
  }, REACTION_TEST_TIMEOUT);
});
