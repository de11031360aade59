import { expectGitlabError } from '../support/expectations';
import { addMember, createProject, createUserWithClient } from '../support/factories';
import type { HttpClient } from '../support/http-client';
import { startTestService, type TestService } from '../support/service';

let service: TestService;
let owner: Awaited<ReturnType<typeof createUserWithClient>>;

beforeAll(async () => {
  // 200 creations at once wait in the API queue longer than its production bound on a busy CI machine; what this
  // file checks is the issues, not the queue (overload.test.ts does that), so requests may wait up to a minute.
  service = await startTestService({ API_QUEUE_DURATION: '60s' });
  owner = await createUserWithClient(service.api);
});
afterAll(async () => {
  await service?.stop();
});

/** The instance's external URL (web_url, _links): the service answers on 127.0.0.1 but names itself localhost. */
const base = () => service.url.replace('127.0.0.1', 'localhost');
const TIMESTAMP = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

const userBasic = (user: { id: number; username: string }) => ({
  id: user.id, username: user.username, name: `User ${user.username}`, state: 'active', locked: false,
  avatar_url: expect.stringContaining('https://www.gravatar.com/avatar/'), web_url: `${base()}/${user.username}`,
});

async function newIssue(client: HttpClient, projectId: number, body: Record<string, unknown> = {}) {
  const res = await client.post(`/projects/${projectId}/issues`, { body: { title: 'An issue', ...body } });
  if (res.status !== 201) throw new Error(`create issue failed: ${res.status} ${res.text}`);
  return res.body;
}

describe('POST /projects/:id/issues', () => {
  it("answers 201 with GitLab's issue entity", async () => {
    const project = await createProject(owner.client);
    const res = await owner.client.post(`/projects/${project.id}/issues`, {
      body: { title: 'Crash on save', description: 'Steps:\n- [x] open\n- [ ] save', assignee_ids: [owner.user.id], due_date: '2030-01-31', confidential: true },
    });
    const api = `${base()}/api/v4/projects/${project.id}`;
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number), iid: 1, project_id: project.id, title: 'Crash on save', description: 'Steps:\n- [x] open\n- [ ] save',
      state: 'opened', created_at: expect.stringMatching(TIMESTAMP), updated_at: expect.stringMatching(TIMESTAMP), closed_at: null,
      closed_by: null, labels: [], milestone: null, assignees: [userBasic(owner.user)], author: userBasic(owner.user), type: 'ISSUE',
      assignee: userBasic(owner.user), user_notes_count: 0, merge_requests_count: 0, upvotes: 0, downvotes: 0, due_date: '2030-01-31',
      confidential: true, discussion_locked: null, issue_type: 'issue', web_url: `${base()}/${project.path_with_namespace}/-/issues/1`,
      time_stats: { time_estimate: 0, total_time_spent: 0, human_time_estimate: null, human_total_time_spent: null },
      task_completion_status: { count: 2, completed_count: 1 }, weight: null, blocking_issues_count: 0, has_tasks: true,
      task_status: '1 of 2 checklist items completed',
      _links: { self: `${api}/issues/1`, notes: `${api}/issues/1/notes`, award_emoji: `${api}/issues/1/award_emoji`, project: api, closed_as_duplicate_of: null },
      references: { short: '#1', relative: '#1', full: `${project.path_with_namespace}#1` },
      severity: 'UNKNOWN', subscribed: true, moved_to_id: null, service_desk_reply_to: null, epic_iid: null, epic: null, iteration: null, health_status: null,
    });
    expect(Object.keys(res.body).slice(0, 8)).toEqual(['id', 'iid', 'project_id', 'title', 'description', 'state', 'created_at', 'updated_at']);
  });

  it('leaves task_status out when the description has no tasks', async () => {
    const project = await createProject(owner.client);
    const issue = await newIssue(owner.client, project.id);
    expect(issue.has_tasks).toBe(false);
    expect('task_status' in issue).toBe(false);
  });

  it('answers 400 for a missing or blank title and creates nothing', async () => {
    const project = await createProject(owner.client);
    expectGitlabError(await owner.client.post(`/projects/${project.id}/issues`, { body: {} }), 400, { error: 'title is missing' });
    expectGitlabError(await owner.client.post(`/projects/${project.id}/issues`, { body: { title: '  ' } }), 400, { message: { title: ["can't be blank"] } });
    expectGitlabError(await owner.client.post(`/projects/${project.id}/issues`, { body: { title: 'x', issue_type: 'epic' } }), 400, { error: 'issue_type does not have a valid value' });
    expectGitlabError(await owner.client.post(`/projects/${project.id}/issues`, { body: { title: 'x', assignee_id: 1, assignee_ids: [1] } }), 400, { error: 'assignee_id, assignee_ids are mutually exclusive' });
    expect((await owner.client.get(`/projects/${project.id}/issues`)).body).toEqual([]);
  });

  it('rejects a description over 1,048,576 characters', async () => {
    const project = await createProject(owner.client);
    const res = await owner.client.post(`/projects/${project.id}/issues`, { body: { title: 'long', description: 'x'.repeat(1_048_577) } });
    expectGitlabError(res, 400, { message: { description: ['is too long (maximum is 1048576 characters)'] } });
  });

  it('allocates iids 1..200 without gaps or repeats under 200 concurrent creations', async () => {
    const project = await createProject(owner.client);
    const created = await Promise.all(Array.from({ length: 200 }, (_, i) => owner.client.post(`/projects/${project.id}/issues`, { body: { title: `Parallel ${i}` } })));
    expect(created.filter((res) => res.status !== 201).map((res) => `${res.status} ${res.text}`)).toEqual([]);
    expect(created.map((res) => res.body.iid).sort((a, b) => a - b)).toEqual(Array.from({ length: 200 }, (_, i) => i + 1));
  });

  it("honours an owner's iid and created_at, answers 409 for a taken iid, and continues after it", async () => {
    const project = await createProject(owner.client);
    const res = await owner.client.post(`/projects/${project.id}/issues`, { body: { title: 'Imported', iid: 50, created_at: '2020-01-02T03:04:05Z' } });
    expect([res.body.iid, res.body.created_at]).toEqual([50, '2020-01-02T03:04:05.000Z']);
    expectGitlabError(await owner.client.post(`/projects/${project.id}/issues`, { body: { title: 'Again', iid: 50 } }), 409, { message: 'Duplicated issue' });
    expect((await newIssue(owner.client, project.id)).iid).toBe(51);
  });

  it("drops a non-member's metadata, iid and dates in a public project, and answers 401 anonymously", async () => {
    const project = await createProject(owner.client, { visibility: 'public' });
    const outsider = await createUserWithClient(service.api);
    const issue = await newIssue(outsider.client, project.id, { assignee_ids: [outsider.user.id], due_date: '2030-01-01', iid: 77, created_at: '2020-01-01T00:00:00Z' });
    expect([issue.iid, issue.assignees, issue.due_date, issue.created_at.startsWith('2020')]).toEqual([1, [], null, false]);
    expectGitlabError(await service.api.as(null).post(`/projects/${project.id}/issues`, { body: { title: 'anon' } }), 401, { message: '401 Unauthorized' });
  });

  it('answers 404 for a private project to a non-member', async () => {
    const project = await createProject(owner.client);
    const outsider = await createUserWithClient(service.api);
    expectGitlabError(await outsider.client.post(`/projects/${project.id}/issues`, { body: { title: 'x' } }), 404, { message: '404 Project Not Found' });
  });
});

describe('GET and PUT /projects/:id/issues/:issue_iid', () => {
  it('reads one issue and answers 404 Not found for a missing iid', async () => {
    const project = await createProject(owner.client);
    const issue = await newIssue(owner.client, project.id);
    const res = await owner.client.get(`/projects/${encodeURIComponent(project.path_with_namespace)}/issues/${issue.iid}`);
    expect([res.status, res.body.id, res.body.references.relative]).toEqual([200, issue.id, '#1']);
    expectGitlabError(await owner.client.get(`/projects/${project.id}/issues/999`), 404, { message: '404 Not found' });
  });

  it('closes and reopens with state_event, recording who closed it', async () => {
    const project = await createProject(owner.client);
    const issue = await newIssue(owner.client, project.id);
    const closed = await owner.client.put(`/projects/${project.id}/issues/${issue.iid}`, { body: { state_event: 'close' } });
    expect([closed.status, closed.body.state, closed.body.closed_by?.id, typeof closed.body.closed_at]).toEqual([200, 'closed', owner.user.id, 'string']);
    const reopened = await owner.client.put(`/projects/${project.id}/issues/${issue.iid}`, { body: { state_event: 'reopen' } });
    expect([reopened.body.state, reopened.body.closed_by, reopened.body.closed_at]).toEqual(['opened', null, null]);
    expectGitlabError(await owner.client.put(`/projects/${project.id}/issues/${issue.iid}`, { body: { state_event: 'merge' } }), 400, { error: 'state_event does not have a valid value' });
  });

  it('updates fields, clears the due date and unassigns with assignee_ids 0', async () => {
    const project = await createProject(owner.client);
    const issue = await newIssue(owner.client, project.id, { assignee_ids: [owner.user.id], due_date: '2030-05-05' });
    const res = await owner.client.put(`/projects/${project.id}/issues/${issue.iid}`, {
      body: { title: 'Renamed', description: 'Now described', due_date: '', assignee_ids: [0], discussion_locked: true, issue_type: 'incident' },
    });
    expect([res.body.title, res.body.description, res.body.due_date, res.body.assignees, res.body.assignee, res.body.discussion_locked, res.body.type])
      .toEqual(['Renamed', 'Now described', null, [], null, true, 'INCIDENT']);
  });

  it('answers 400 when no field is given', async () => {
    const project = await createProject(owner.client);
    const issue = await newIssue(owner.client, project.id);
    const res = await owner.client.put(`/projects/${project.id}/issues/${issue.iid}`, { body: {} });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/are missing, at least one parameter must be provided$/);
  });

  it("lets a Guest edit their own issue but not another's (403)", async () => {
    const project = await createProject(owner.client);
    const guest = await createUserWithClient(service.api);
    await addMember(owner.client, `projects/${project.id}`, guest.user.id, 10);
    const own = await newIssue(guest.client, project.id);
    const other = await newIssue(owner.client, project.id);
    expect((await guest.client.put(`/projects/${project.id}/issues/${own.iid}`, { body: { title: 'Mine' } })).status).toBe(200);
    expectGitlabError(await guest.client.put(`/projects/${project.id}/issues/${other.iid}`, { body: { title: 'Theirs' } }), 403, { message: '403 Forbidden' });
    expect((await owner.client.get(`/projects/${project.id}/issues/${other.iid}`)).body.title).toBe('An issue');
  });
});

describe('DELETE /projects/:id/issues/:issue_iid', () => {
  it('lets Owners delete, answers 403 to a Maintainer and 404 Issue Not Found for a missing iid', async () => {
    const project = await createProject(owner.client);
    const maintainer = await createUserWithClient(service.api);
    await addMember(owner.client, `projects/${project.id}`, maintainer.user.id, 40);
    const issue = await newIssue(owner.client, project.id);
    expectGitlabError(await maintainer.client.delete(`/projects/${project.id}/issues/${issue.iid}`), 403, { message: '403 Forbidden' });
    expect((await owner.client.delete(`/projects/${project.id}/issues/${issue.iid}`)).status).toBe(204);
    expectGitlabError(await owner.client.get(`/projects/${project.id}/issues/${issue.iid}`), 404, { message: '404 Not found' });
    expectGitlabError(await owner.client.delete(`/projects/${project.id}/issues/${issue.iid}`), 404, { message: '404 Issue Not Found' });
    expect((await newIssue(owner.client, project.id)).iid).toBe(2);
  });
});

describe('subscriptions', () => {
  it('subscribes and unsubscribes with 201, and answers 304 when nothing changes', async () => {
    const project = await createProject(owner.client, { visibility: 'public' });
    const issue = await newIssue(owner.client, project.id);
    const reader = await createUserWithClient(service.api);
    expect((await reader.client.get(`/projects/${project.id}/issues/${issue.iid}`)).body.subscribed).toBe(false);
    const subscribed = await reader.client.post(`/projects/${project.id}/issues/${issue.iid}/subscribe`);
    expect([subscribed.status, subscribed.body.iid, subscribed.body.subscribed]).toEqual([201, issue.iid, true]);
    const again = await reader.client.post(`/projects/${project.id}/issues/${issue.iid}/subscribe`);
    expect([again.status, again.text]).toEqual([304, '']);
    const unsubscribed = await owner.client.post(`/projects/${project.id}/issues/${issue.iid}/unsubscribe`);
    expect([unsubscribed.status, unsubscribed.body.subscribed]).toEqual([201, false]);
    expect((await owner.client.post(`/projects/${project.id}/issues/${issue.iid}/unsubscribe`)).status).toBe(304);
    expect((await reader.client.get(`/projects/${project.id}/issues/${issue.iid}`)).body.subscribed).toBe(true);
  });
});

describe('time tracking', () => {
  it('sets, adds, subtracts and resets time in GitLab units (8h days, 5d weeks)', async () => {
    const project = await createProject(owner.client);
    const issue = await newIssue(owner.client, project.id);
    const base = `/projects/${project.id}/issues/${issue.iid}`;
    const estimate = await owner.client.post(`${base}/time_estimate`, { body: { duration: '3h30m' } });
    expect({ status: estimate.status, body: estimate.body }).toEqual({
      status: 200, body: { time_estimate: 12600, total_time_spent: 0, human_time_estimate: '3h 30m', human_total_time_spent: null },
    });
    const spent = await owner.client.post(`${base}/add_spent_time`, { body: { duration: '1w 1d' } });
    expect([spent.status, spent.body.total_time_spent, spent.body.human_total_time_spent]).toEqual([201, 48 * 3600, '1w 1d']);
    const less = await owner.client.post(`${base}/add_spent_time`, { body: { duration: '-1h' } });
    expect(less.body.human_total_time_spent).toBe('1w 7h');
    expectGitlabError(await owner.client.post(`${base}/add_spent_time`, { body: { duration: '-100h' } }), 400, { message: { time_spent: ['Time to subtract exceeds the total time spent'] } });
    expectGitlabError(await owner.client.post(`${base}/time_estimate`, { body: { duration: 'soon' } }), 400, { message: { time_estimate: ['must have a valid format and be greater than or equal to zero.'] } });
    expect((await owner.client.post(`${base}/reset_spent_time`)).body.total_time_spent).toBe(0);
    expect((await owner.client.post(`${base}/reset_time_estimate`)).body).toEqual({ time_estimate: 0, total_time_spent: 0, human_time_estimate: null, human_total_time_spent: null });
    expect((await owner.client.get(`${base}/time_stats`)).body.time_estimate).toBe(0);
    expect((await owner.client.get(base)).body.time_stats.total_time_spent).toBe(0);
  });

  it('answers 403 to a Guest', async () => {
    const project = await createProject(owner.client);
    const guest = await createUserWithClient(service.api);
    await addMember(owner.client, `projects/${project.id}`, guest.user.id, 10);
    const issue = await newIssue(guest.client, project.id);
    expectGitlabError(await guest.client.post(`/projects/${project.id}/issues/${issue.iid}/time_estimate`, { body: { duration: '1h' } }), 403, { message: '403 Forbidden' });
  });
});
