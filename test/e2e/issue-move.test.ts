import { expectGitlabError } from '../support/expectations';
import { addMember, createGroup, createProject, createUserWithClient } from '../support/factories';
import { HttpClient } from '../support/http-client';
import { startTestService, type TestService } from '../support/service';

let service: TestService;
let owner: Awaited<ReturnType<typeof createUserWithClient>>;
let helper: Awaited<ReturnType<typeof createUserWithClient>>;
let outsider: Awaited<ReturnType<typeof createUserWithClient>>;

beforeAll(async () => {
  service = await startTestService();
  [owner, helper, outsider] = await Promise.all([createUserWithClient(service.api), createUserWithClient(service.api), createUserWithClient(service.api)]);
}, 60_000);
afterAll(async () => {
  await service?.stop();
});

const base = () => service.url.replace('127.0.0.1', 'localhost');
const move = (client: HttpClient, projectId: number, iid: number, toProjectId: unknown) =>
  client.post(`/projects/${projectId}/issues/${iid}/move`, { body: { to_project_id: toProjectId } });

describe('POST /projects/:id/issues/:issue_iid/move', () => {
  it('creates the issue in the target project with its next iid and closes the old one', async () => {
    const group = await createGroup(owner.client);
    const source = await createProject(owner.client, { namespace_id: group.id });
    const target = await createProject(owner.client, { namespace_id: group.id });
    await owner.client.post(`/projects/${target.id}/issues`, { body: { title: 'Already here' } });
    for (const project of [source, target]) await owner.client.post(`/projects/${project.id}/labels`, { body: { name: 'bug', color: '#ff0000' } });
    await owner.client.post(`/projects/${source.id}/labels`, { body: { name: 'source-only', color: '#00ff00' } });
    await addMember(owner.client, `projects/${source.id}`, helper.user.id, 30);
    const issue = (await owner.client.post(`/projects/${source.id}/issues`, {
      body: { title: 'Wandering', description: 'Details', labels: 'bug,source-only', assignee_ids: [owner.user.id, helper.user.id], due_date: '2031-02-03', weight: 3 },
    })).body;
    await helper.client.post(`/projects/${source.id}/issues/${issue.iid}/notes`, { body: { body: 'A comment' } });
    await helper.client.post(`/projects/${source.id}/issues/${issue.iid}/award_emoji`, { body: { name: 'thumbsup' } });

    const res = await move(owner.client, source.id, issue.iid, target.id);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      iid: 2, project_id: target.id, title: 'Wandering', description: 'Details', state: 'opened', labels: ['bug'],
      assignees: [expect.objectContaining({ id: owner.user.id })], author: expect.objectContaining({ id: owner.user.id }),
      due_date: '2031-02-03', weight: 3, upvotes: 1, user_notes_count: 1, moved_to_id: null,
      web_url: `${base()}/${target.path_with_namespace}/-/issues/2`,
      // Presented as seen from the project the request named (GitLab passes `project: user_project`).
      references: { short: '#2', relative: `${target.path}#2`, full: `${target.path_with_namespace}#2` },
    });
    expect(res.body.id).not.toBe(issue.id);

    const old = (await owner.client.get(`/projects/${source.id}/issues/${issue.iid}`)).body;
    expect([old.state, old.moved_to_id, old.closed_by?.id]).toEqual(['closed', res.body.id, owner.user.id]);
    const oldNotes = (await owner.client.get(`/projects/${source.id}/issues/${issue.iid}/notes?sort=asc`)).body;
    expect(oldNotes.map((note: { body: string; system: boolean }) => [note.body, note.system])).toEqual([
      ['A comment', false], [`moved to ${target.path}#2`, true],
    ]);
    const newNotes = (await owner.client.get(`/projects/${target.id}/issues/2/notes?sort=asc`)).body;
    expect(newNotes.map((note: { body: string; system: boolean; author: { id: number } }) => [note.body, note.system, note.author.id])).toEqual([
      ['A comment', false, helper.user.id], [`moved from ${source.path}#${issue.iid}`, true, owner.user.id],
    ]);
    const awards = (await owner.client.get(`/projects/${target.id}/issues/2/award_emoji`)).body;
    expect(awards.map((award: { name: string; user: { id: number } }) => [award.name, award.user.id])).toEqual([['thumbsup', helper.user.id]]);
    // A system note takes no emoji.
    const systemNote = newNotes[1];
    expectGitlabError(await owner.client.post(`/projects/${target.id}/issues/2/notes/${systemNote.id}/award_emoji`, { body: { name: 'eyes' } }), 404, {
      message: '404 Award Emoji Awardable cannot be awarded emoji Not Found',
    });
  });

  it('refuses the same project, a moved issue and missing targets with GitLab\'s errors', async () => {
    const source = await createProject(owner.client);
    const target = await createProject(owner.client);
    const issue = (await owner.client.post(`/projects/${source.id}/issues`, { body: { title: 'Stay' } })).body;
    expectGitlabError(await move(owner.client, source.id, issue.iid, source.id), 400, { message: 'Cannot move issue to project it originates from!' });
    expectGitlabError(await move(owner.client, source.id, issue.iid, 999999999), 404, { message: '404 Project Not Found' });
    expectGitlabError(await move(owner.client, source.id, issue.iid + 10, target.id), 404, { message: '404 Issue Not Found' });
    expectGitlabError(await owner.client.post(`/projects/${source.id}/issues/${issue.iid}/move`), 400, { error: 'to_project_id is missing' });
    expectGitlabError(await move(owner.client, source.id, issue.iid, 'abc'), 400, { error: 'to_project_id is invalid' });
    expect((await move(owner.client, source.id, issue.iid, target.id)).status).toBe(201);
    expectGitlabError(await move(owner.client, source.id, issue.iid, target.id), 400, { message: 'Cannot move issue due to insufficient permissions!' });
  });

  it('needs Reporter in both projects', async () => {
    const source = await createProject(owner.client);
    const target = await createProject(owner.client);
    const elsewhere = await createProject(outsider.client);
    await addMember(owner.client, `projects/${source.id}`, helper.user.id, 10);
    await addMember(owner.client, `projects/${target.id}`, helper.user.id, 20);
    const issue = (await owner.client.post(`/projects/${source.id}/issues`, { body: { title: 'Guarded' } })).body;
    const insufficient = { message: 'Cannot move issue due to insufficient permissions!' };
    // A Guest of the source project.
    expectGitlabError(await move(helper.client, source.id, issue.iid, target.id), 400, insufficient);
    // A project the owner cannot even see exists, but is not theirs to move into.
    expectGitlabError(await move(owner.client, source.id, issue.iid, elsewhere.id), 400, insufficient);
    expectGitlabError(await move(outsider.client, source.id, issue.iid, elsewhere.id), 404, { message: '404 Project Not Found' });
    expectGitlabError(await move(new HttpClient(`${service.url}/api/v4`, null), source.id, issue.iid, target.id), 401, { message: '401 Unauthorized' });
    const still = (await owner.client.get(`/projects/${source.id}/issues/${issue.iid}`)).body;
    expect([still.state, still.moved_to_id]).toEqual(['opened', null]);
    expect((await owner.client.get(`/projects/${target.id}/issues`)).body).toEqual([]);
  });

  it('keeps a closed issue closed and drops assignees who cannot see the target', async () => {
    const source = await createProject(owner.client);
    const target = await createProject(owner.client);
    await addMember(owner.client, `projects/${source.id}`, helper.user.id, 20);
    const issue = (await owner.client.post(`/projects/${source.id}/issues`, { body: { title: 'Done already', assignee_ids: [helper.user.id] } })).body;
    await owner.client.put(`/projects/${source.id}/issues/${issue.iid}`, { body: { state_event: 'close' } });
    const res = await move(owner.client, source.id, issue.iid, target.id);
    expect([res.status, res.body.state, res.body.assignees, res.body.iid]).toEqual([201, 'closed', [], 1]);
    expect(res.body.references.relative).toBe(`${target.path}#1`);
  });
});
