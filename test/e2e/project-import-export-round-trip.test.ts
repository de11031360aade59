import { expectGitlabError } from '../support/expectations';
import { addMember, createProject, createUserWithClient, uniqueName } from '../support/factories';
import type { HttpClient } from '../support/http-client';
import { commitFile, openMergeRequest } from '../support/merge-requests';
import { startTestService, type TestService } from '../support/service';
import { archiveEntries, downloadExport, exportProject, uploadImport, waitForImport } from '../support/transfer';

let service: TestService;
let owner: Awaited<ReturnType<typeof createUserWithClient>>;
let dev: Awaited<ReturnType<typeof createUserWithClient>>;

beforeAll(async () => {
  service = await startTestService();
  owner = await createUserWithClient(service.api);
  dev = await createUserWithClient(service.api);
});
afterAll(async () => {
  await service?.stop();
});

async function ok(res: { status: number; text: string; body: any }, status = 201) {
  if (res.status !== status) throw new Error(`expected ${status}, got ${res.status} ${res.text}`);
  return res.body;
}

/** A project with history, a branch, a tag, labels, a milestone, issues with notes, a merge request and a member. */
async function buildSource(client: HttpClient) {
  const project = await createProject(client, { initialize_with_readme: true, description: 'Source project' });
  await addMember(client, `projects/${project.id}`, dev.user.id, 30);
  await commitFile(client, project.id, 'main', { path: 'app.txt', content: 'v1' });
  await commitFile(client, project.id, 'feature', { path: 'feature.txt', content: 'new' }, 'main');
  await ok(await client.post(`/projects/${project.id}/repository/tags`, { body: { tag_name: 'v1.0', ref: 'main', message: 'First' } }));
  await ok(await client.post(`/projects/${project.id}/labels`, { body: { name: 'bug', color: '#d9534f', description: 'Broken' } }));
  await ok(await client.post(`/projects/${project.id}/labels`, { body: { name: 'unused', color: '#428bca' } }));
  const milestone = await ok(await client.post(`/projects/${project.id}/milestones`, { body: { title: 'v1', due_date: '2031-01-31' } }));
  const first = await ok(await client.post(`/projects/${project.id}/issues`, {
    body: { title: 'Crash on save', description: 'Steps', labels: 'bug', milestone_id: milestone.id, created_at: '2020-01-02T03:04:05.000Z' },
  }));
  const second = await ok(await dev.client.post(`/projects/${project.id}/issues`, { body: { title: 'Docs missing' } }));
  await ok(await client.put(`/projects/${project.id}/issues/${second.iid}`, { body: { state_event: 'close' } }), 200);
  await ok(await dev.client.post(`/projects/${project.id}/issues/${first.iid}/notes`, { body: { body: 'I can reproduce it' } }));
  await ok(await client.post(`/projects/${project.id}/issues/${first.iid}/award_emoji`, { body: { name: 'thumbsup' } }));
  const mr = await openMergeRequest(client, project.id, { source_branch: 'feature', title: 'Add feature', labels: 'bug' });
  await ok(await dev.client.post(`/projects/${project.id}/merge_requests/${mr.iid}/notes`, { body: { body: 'Looks good' } }));
  return project;
}

const issueFacts = (issue: any) => ({
  iid: issue.iid, title: issue.title, description: issue.description, state: issue.state, author: issue.author.username,
  created_at: issue.created_at, updated_at: issue.updated_at, closed_at: issue.closed_at, labels: issue.labels, milestone: issue.milestone?.title ?? null,
});
const mrFacts = (mr: any) => ({
  iid: mr.iid, title: mr.title, state: mr.state, author: mr.author.username, source_branch: mr.source_branch, target_branch: mr.target_branch,
  created_at: mr.created_at, labels: mr.labels, sha: mr.sha,
});
const noteFacts = (note: any) => ({ body: note.body, author: note.author.username, created_at: note.created_at, system: note.system });

async function list(client: HttpClient, path: string) {
  return ok(await client.get(path), 200);
}

describe('export and import round trip', () => {
  it('gives back the same project under another path: history, refs, issues, notes, labels, milestones, MRs, members', async () => {
    const source = await buildSource(owner.client);
    const status = await exportProject(owner.client, source.id);
    expect(status.export_status).toBe('finished');
    const { res, bytes } = await downloadExport(owner.client, source.id);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/gzip');
    const entries = await archiveEntries(bytes);
    expect(entries.get('VERSION')?.text).toBe('0.2.4');
    expect([...entries.keys()]).toEqual(expect.arrayContaining([
      'GITLAB_VERSION', 'GITLAB_REVISION', 'tree/project.json', 'tree/project/issues.ndjson', 'tree/project/labels.ndjson',
      'tree/project/milestones.ndjson', 'tree/project/merge_requests.ndjson', 'tree/project/project_members.ndjson', 'project.bundle',
    ]));

    const path = uniqueName('imported');
    const created = await uploadImport(owner.client, bytes, { path });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(Number), description: null, name: path, name_with_namespace: `User ${owner.user.username} / ${path}`, path,
      path_with_namespace: `${owner.user.username}/${path}`, created_at: expect.any(String), import_status: 'scheduled',
      import_type: 'gitlab_project', correlation_id: expect.stringMatching(/^[0-9a-f]{32}$/), failed_relations: [], import_error: null, stats: null,
    });
    const copy = created.body.id;
    const done = await waitForImport(owner.client, copy);
    expect(done).toMatchObject({ import_status: 'finished', failed_relations: [], import_error: null, correlation_id: created.body.correlation_id });

    const sourceIssues = await list(owner.client, `/projects/${source.id}/issues?sort=asc`);
    const copyIssues = await list(owner.client, `/projects/${copy}/issues?sort=asc`);
    expect(copyIssues.map(issueFacts)).toEqual(sourceIssues.map(issueFacts));
    expect(copyIssues.map((i: any) => i.upvotes)).toEqual([1, 0]);
    const sourceNotes = await list(owner.client, `/projects/${source.id}/issues/1/notes?sort=asc`);
    const copyNotes = await list(owner.client, `/projects/${copy}/issues/1/notes?sort=asc`);
    expect(copyNotes.map(noteFacts)).toEqual(sourceNotes.map(noteFacts));

    const sourceMrs = await list(owner.client, `/projects/${source.id}/merge_requests`);
    const copyMrs = await list(owner.client, `/projects/${copy}/merge_requests`);
    expect(copyMrs.map(mrFacts)).toEqual(sourceMrs.map(mrFacts));
    const copyMrNotes = await list(owner.client, `/projects/${copy}/merge_requests/1/notes`);
    expect(copyMrNotes.filter((n: any) => !n.system).map(noteFacts)).toEqual(
      (await list(owner.client, `/projects/${source.id}/merge_requests/1/notes`)).filter((n: any) => !n.system).map(noteFacts));

    const labelFacts = (l: any) => ({ name: l.name, color: l.color, description: l.description });
    expect((await list(owner.client, `/projects/${copy}/labels`)).map(labelFacts)).toEqual((await list(owner.client, `/projects/${source.id}/labels`)).map(labelFacts));
    const milestoneFacts = (m: any) => ({ iid: m.iid, title: m.title, due_date: m.due_date, state: m.state });
    expect((await list(owner.client, `/projects/${copy}/milestones`)).map(milestoneFacts))
      .toEqual((await list(owner.client, `/projects/${source.id}/milestones`)).map(milestoneFacts));
    const members = await list(owner.client, `/projects/${copy}/members`);
    expect(members.map((m: any) => [m.username, m.access_level])).toEqual(expect.arrayContaining([[dev.user.username, 30]]));

    const refFacts = (b: any) => ({ name: b.name, sha: b.commit.id });
    expect((await list(owner.client, `/projects/${copy}/repository/branches`)).map(refFacts))
      .toEqual((await list(owner.client, `/projects/${source.id}/repository/branches`)).map(refFacts));
    expect((await list(owner.client, `/projects/${copy}/repository/tags`)).map(refFacts))
      .toEqual((await list(owner.client, `/projects/${source.id}/repository/tags`)).map(refFacts));
    const project = await list(owner.client, `/projects/${copy}`);
    expect({ default_branch: project.default_branch, description: project.description }).toEqual({ default_branch: 'main', description: 'Source project' });

    // The next issue of the copy continues after the imported iids.
    expect((await ok(await owner.client.post(`/projects/${copy}/issues`, { body: { title: 'After import' } }))).iid).toBe(3);
  });

  it('answers 400 when the path is taken in the namespace, creating nothing', async () => {
    const source = await createProject(owner.client, { initialize_with_readme: true });
    await exportProject(owner.client, source.id);
    const { bytes } = await downloadExport(owner.client, source.id);
    const before = await list(owner.client, `/users/${owner.user.id}/projects?per_page=100`);
    // Projects::CreateService validates the name (defaulting to the path) first, as GitLab's full_messages.first shows.
    expectGitlabError(await uploadImport(owner.client, bytes, { path: source.path }), 400, { message: 'Name has already been taken' });
    expectGitlabError(await uploadImport(owner.client, bytes, { path: source.path, name: uniqueName('other') }), 400, { message: 'Path has already been taken' });
    expect((await list(owner.client, `/users/${owner.user.id}/projects?per_page=100`)).length).toBe(before.length);
  });
});
