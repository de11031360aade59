import { expectGitlabError } from '../support/expectations';
import { addMember, createProject, createUserWithClient } from '../support/factories';
import { startTestService, type TestService } from '../support/service';

let service: TestService;
let owner: Awaited<ReturnType<typeof createUserWithClient>>;

beforeAll(async () => {
  service = await startTestService();
  owner = await createUserWithClient(service.api);
});
afterAll(async () => {
  await service?.stop();
});

async function projectWithIssue(visibility = 'private') {
  const project = await createProject(owner.client, { visibility });
  const issue = (await owner.client.post(`/projects/${project.id}/issues`, { body: { title: 'Discuss me' } })).body;
  return { project, issue, notes: `/projects/${project.id}/issues/${issue.iid}/notes` };
}

describe('issue notes', () => {
  it("creates a note with GitLab's entity and counts it on the issue", async () => {
    const { project, issue, notes } = await projectWithIssue();
    const res = await owner.client.post(notes, { body: { body: 'First!' } });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number), type: null, body: 'First!', attachment: null,
      author: expect.objectContaining({ id: owner.user.id, username: owner.user.username }),
      created_at: expect.any(String), updated_at: expect.any(String), system: false, noteable_id: issue.id, noteable_type: 'Issue',
      project_id: project.id, resolvable: false, confidential: false, internal: false, imported: false, imported_from: 'none',
      noteable_iid: issue.iid, commands_changes: {},
    });
    expect((await owner.client.get(`/projects/${project.id}/issues/${issue.iid}`)).body.user_notes_count).toBe(1);
    expect((await owner.client.get(`/projects/${project.id}/issues/${issue.iid}/notes/${res.body.id}`)).body.body).toBe('First!');
  });

  it('lists newest first by default, oldest first with sort=asc, with pagination headers', async () => {
    const { notes } = await projectWithIssue();
    for (const body of ['one', 'two', 'three']) await owner.client.post(notes, { body: { body } });
    const res = await owner.client.get(notes);
    expect(res.body.map((note: { body: string }) => note.body)).toEqual(['three', 'two', 'one']);
    expect(res.headers.get('x-total')).toBe('3');
    expect((await owner.client.get(`${notes}?sort=asc&per_page=2`)).body.map((note: { body: string }) => note.body)).toEqual(['one', 'two']);
  });

  it('runs quick actions: commands only answer 202, mixed bodies keep the text', async () => {
    const { project, issue, notes } = await projectWithIssue();
    const only = await owner.client.post(notes, { body: { body: '/close\n/estimate 2h' } });
    expect({ status: only.status, body: only.body }).toEqual({
      status: 202, body: { commands_changes: { state_event: 'close', time_estimate: 7200 }, summary: ['Closed this issue.', 'Set time estimate to 2h.'] },
    });
    const mixed = await owner.client.post(notes, { body: { body: `Reopening this.\n/reopen\n/assign @${owner.user.username}` } });
    expect([mixed.status, mixed.body.body, mixed.body.commands_changes]).toEqual([201, 'Reopening this.', { state_event: 'reopen', assignee_ids: [owner.user.id] }]);
    const after = (await owner.client.get(`/projects/${project.id}/issues/${issue.iid}`)).body;
    expect([after.state, after.assignees.map((u: { id: number }) => u.id), after.time_stats.time_estimate, after.user_notes_count]).toEqual(['opened', [owner.user.id], 7200, 1]);
  });

  it("leaves a Guest's metadata commands in the text", async () => {
    const { project, issue, notes } = await projectWithIssue();
    const guest = await createUserWithClient(service.api);
    await addMember(owner.client, `projects/${project.id}`, guest.user.id, 10);
    const res = await guest.client.post(notes, { body: { body: '/estimate 1h' } });
    expect([res.status, res.body.body, res.body.commands_changes]).toEqual([201, '/estimate 1h', {}]);
    expect((await owner.client.get(`/projects/${project.id}/issues/${issue.iid}`)).body.time_stats.time_estimate).toBe(0);
  });

  it('updates and deletes: the author and Maintainers may, others get 403', async () => {
    const { project, issue, notes } = await projectWithIssue('public');
    const developer = await createUserWithClient(service.api);
    await addMember(owner.client, `projects/${project.id}`, developer.user.id, 30);
    const note = (await owner.client.post(notes, { body: { body: 'Original' } })).body;
    expectGitlabError(await developer.client.put(`${notes}/${note.id}`, { body: { body: 'Hijacked' } }), 403, { message: '403 Forbidden' });
    expectGitlabError(await developer.client.delete(`${notes}/${note.id}`), 403, { message: '403 Forbidden' });
    const edited = await owner.client.put(`/projects/${project.id}/issues/${issue.iid}/notes/${note.id}`, { body: { body: 'Edited' } });
    expect([edited.status, edited.body.body]).toEqual([200, 'Edited']);
    expect((await owner.client.delete(`/projects/${project.id}/issues/${issue.iid}/notes/${note.id}`)).status).toBe(204);
    expectGitlabError(await owner.client.get(`${notes}/${note.id}`), 404, { message: '404 Note Not Found' });
  });

  it('answers 400 for a blank body, 401 anonymously, 404 to a non-member of a private project, 403 in a locked discussion', async () => {
    const { project, issue, notes } = await projectWithIssue();
    expectGitlabError(await owner.client.post(notes, { body: {} }), 400, { error: 'body is missing' });
    expectGitlabError(await owner.client.post(notes, { body: { body: '  ' } }), 400, { message: `400 Bad request - Note {:note=>["can't be blank"]}` });
    expectGitlabError(await service.api.as(null).get(notes), 401, { message: '401 Unauthorized' });
    const outsider = await createUserWithClient(service.api);
    expectGitlabError(await outsider.client.get(notes), 404, { message: '404 Project Not Found' });
    const guest = await createUserWithClient(service.api);
    await addMember(owner.client, `projects/${project.id}`, guest.user.id, 10);
    await owner.client.put(`/projects/${project.id}/issues/${issue.iid}`, { body: { discussion_locked: true } });
    expectGitlabError(await guest.client.post(notes, { body: { body: 'Let me in' } }), 403, { message: '403 Forbidden' });
    expect((await owner.client.post(notes, { body: { body: 'Maintainers still can' } })).status).toBe(201);
  });
});
