import { eventually } from '../support/expectations';
import { addMember, createProject, createUserWithClient } from '../support/factories';
import { commitFile, openMergeRequest } from '../support/merge-requests';
import { startTestService, type TestService } from '../support/service';

/**
 * TodoService#mark_pending_todos_as_done: closing an issue, closing or merging a merge request and
 * commenting mark the acting user's pending to-dos about it done; other users' stay pending.
 */
let service: TestService;
let owner: Awaited<ReturnType<typeof createUserWithClient>>;
let dev: Awaited<ReturnType<typeof createUserWithClient>>;

beforeAll(async () => {
  service = await startTestService();
  owner = await createUserWithClient(service.api);
  dev = await createUserWithClient(service.api);
}, 60_000);
afterAll(async () => {
  await service?.stop();
});

// Reactions run from the job queue after the change commits: on a loaded machine that takes seconds.
const REACTION_TEST_TIMEOUT = 60_000;

async function privateProject() {
  const project = await createProject(owner.client, { initialize_with_readme: true });
  await addMember(owner.client, `projects/${project.id}`, dev.user.id, 30);
  return project;
}

/** The user's to-dos about one target, as `state` list of the pending and done ones. */
async function statesOf(user: typeof owner, targetType: string, targetId: number) {
  const states = [];
  for (const state of ['pending', 'done']) {
    const res = await user.client.get(`/todos?state=${state}&type=${targetType}`);
    expect(res.status).toBe(200);
    states.push(...res.body.filter((t: any) => t.target.id === targetId).map((t: any) => t.state));
  }
  return states.sort();
}

it("closing an issue marks the closer's pending to-dos about it done, not the others'", async () => {
  const project = await privateProject();
  const issue = (await owner.client.post(`/projects/${project.id}/issues`, { body: { title: 'Fix it' } })).body;
  expect((await owner.client.post(`/projects/${project.id}/issues/${issue.iid}/todo`)).status).toBe(201);
  expect((await dev.client.post(`/projects/${project.id}/issues/${issue.iid}/todo`)).status).toBe(201);
  expect((await owner.client.put(`/projects/${project.id}/issues/${issue.iid}`, { body: { state_event: 'close' } })).status).toBe(200);
  await eventually(async () => ((await statesOf(owner, 'Issue', issue.id)).join() === 'done' ? true : undefined), 30_000);
  expect(await statesOf(dev, 'Issue', issue.id)).toEqual(['pending']);
}, REACTION_TEST_TIMEOUT);

it("commenting marks the author's pending to-dos about the issue done", async () => {
  const project = await privateProject();
  const issue = (await owner.client.post(`/projects/${project.id}/issues`, { body: { title: 'Discuss' } })).body;
  expect((await dev.client.post(`/projects/${project.id}/issues/${issue.iid}/todo`)).status).toBe(201);
  expect((await owner.client.post(`/projects/${project.id}/issues/${issue.iid}/todo`)).status).toBe(201);
  expect((await dev.client.post(`/projects/${project.id}/issues/${issue.iid}/notes`, { body: { body: 'On it' } })).status).toBe(201);
  await eventually(async () => ((await statesOf(dev, 'Issue', issue.id)).join() === 'done' ? true : undefined), 30_000);
  expect(await statesOf(owner, 'Issue', issue.id)).toEqual(['pending']);
}, REACTION_TEST_TIMEOUT);

it("merging and closing merge requests mark the acting user's pending to-dos done", async () => {
  const project = await privateProject();
  await commitFile(owner.client, project.id, 'feature', { path: 'f.txt', content: 'x\n' }, 'main');
  await commitFile(owner.client, project.id, 'other', { path: 'g.txt', content: 'y\n' }, 'main');
  const merged = await openMergeRequest(owner.client, project.id, { source_branch: 'feature', title: 'Merge me' });
  const closed = await openMergeRequest(owner.client, project.id, { source_branch: 'other', title: 'Close me' });
  for (const mr of [merged, closed]) {
    expect((await owner.client.post(`/projects/${project.id}/merge_requests/${mr.iid}/todo`)).status).toBe(201);
    expect((await dev.client.post(`/projects/${project.id}/merge_requests/${mr.iid}/todo`)).status).toBe(201);
  }
  const merge = await eventually(async () => {
    const res = await owner.client.put(`/projects/${project.id}/merge_requests/${merged.iid}/merge`);
    return res.status === 200 ? res : undefined;
  }, 30_000);
  expect(merge.body.state).toBe('merged');
  expect((await owner.client.put(`/projects/${project.id}/merge_requests/${closed.iid}`, { body: { state_event: 'close' } })).status).toBe(200);
  for (const mr of [merged, closed]) {
    await eventually(async () => ((await statesOf(owner, 'MergeRequest', mr.id)).join() === 'done' ? true : undefined), 30_000);
    expect(await statesOf(dev, 'MergeRequest', mr.id)).toEqual(['pending']);
  }
}, REACTION_TEST_TIMEOUT);
