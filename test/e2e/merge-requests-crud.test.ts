import { eventually, expectGitlabError } from '../support/expectations';
import { addMember, createProject, createUserWithClient } from '../support/factories';
import { commitFile, openMergeRequest } from '../support/merge-requests';
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

const base = () => service.url.replace('127.0.0.1', 'localhost');
const TIMESTAMP = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
const SHA = /^[0-9a-f]{40}$/;

const userBasic = (user: { id: number; username: string }) => ({
  id: user.id, username: user.username, name: `User ${user.username}`, state: 'active', locked: false,
  avatar_url: expect.any(String), web_url: `${base()}/${user.username}`,
});

/** A project with `main` (a README) and `feature` one commit ahead. */
async function projectWithFeature() {
  const project = await createProject(owner.client, { initialize_with_readme: true });
  const commit = await commitFile(owner.client, project.id, 'feature', { path: 'feature.txt', content: 'new\n' }, 'main');
  return { project, commit };
}

describe('POST /projects/:id/merge_requests', () => {
  it("answers 201 with GitLab's merge request entity", async () => {
    const { project, commit } = await projectWithFeature();
    const res = await owner.client.post(`/projects/${project.id}/merge_requests`, {
      body: { source_branch: 'feature', target_branch: 'main', title: 'Add feature', description: '- [ ] test it', assignee_ids: [owner.user.id], remove_source_branch: true },
    });
    expect(res.status).toBe(201);
    const web = `${base()}/${project.path_with_namespace}/-/merge_requests/1`;
    expect(res.body).toEqual({
      id: expect.any(Number), iid: 1, project_id: project.id, title: 'Add feature', description: '- [ ] test it', state: 'opened',
      created_at: expect.stringMatching(TIMESTAMP), updated_at: expect.stringMatching(TIMESTAMP), merged_by: null, merge_user: null, merged_at: null,
      closed_by: null, closed_at: null, target_branch: 'main', source_branch: 'feature', user_notes_count: 0, upvotes: 0, downvotes: 0,
      author: userBasic(owner.user), assignees: [userBasic(owner.user)], assignee: userBasic(owner.user), reviewers: [],
      source_project_id: project.id, target_project_id: project.id, labels: [], draft: false, imported: false, imported_from: 'none',
      work_in_progress: false, milestone: null, merge_when_pipeline_succeeds: false, merge_status: 'can_be_merged', detailed_merge_status: 'mergeable',
      merge_after: null, sha: commit.id, merge_commit_sha: null, squash_commit_sha: null, discussion_locked: null, should_remove_source_branch: null,
      force_remove_source_branch: true, prepared_at: expect.stringMatching(TIMESTAMP), reference: '!1',
      references: { short: '!1', relative: '!1', full: `${project.path_with_namespace}!1` }, web_url: web,
      time_stats: { time_estimate: 0, total_time_spent: 0, human_time_estimate: null, human_total_time_spent: null },
      squash: false, squash_on_merge: false, task_completion_status: { count: 1, completed_count: 0 }, has_conflicts: false,
      blocking_discussions_resolved: true, approvals_before_merge: null, subscribed: true, changes_count: '1', latest_build_started_at: null,
      latest_build_finished_at: null, first_deployed_to_production_at: null, pipeline: null, head_pipeline: null,
      diff_refs: { base_sha: expect.stringMatching(SHA), head_sha: commit.id, start_sha: expect.stringMatching(SHA) }, merge_error: null,
      user: { can_merge: true },
    });
    expect(res.body.diff_refs.base_sha).toBe(res.body.diff_refs.start_sha);
  });

  it('rejects missing params, the same branch on both sides and a second open merge request', async () => {
    const { project } = await projectWithFeature();
    expectGitlabError(await owner.client.post(`/projects/${project.id}/merge_requests`, { body: { source_branch: 'feature', target_branch: 'main' } }), 400, { error: 'title is missing' });
    const same = await owner.client.post(`/projects/${project.id}/merge_requests`, { body: { source_branch: 'main', target_branch: 'main', title: 'x' } });
    expectGitlabError(same, 409, { message: ["You can't use same project/branch for source and target"] });
    await openMergeRequest(owner.client, project.id, { source_branch: 'feature' });
    const again = await owner.client.post(`/projects/${project.id}/merge_requests`, { body: { source_branch: 'feature', target_branch: 'main', title: 'again' } });
    expectGitlabError(again, 409, { message: ['Another open merge request already exists for this source branch: !1'] });
    const missing = await owner.client.post(`/projects/${project.id}/merge_requests`, { body: { source_branch: 'nope', target_branch: 'main', title: 'x' } });
    expectGitlabError(missing, 422, { message: ['Source branch "nope" does not exist'] });
    const long = await owner.client.post(`/projects/${project.id}/merge_requests`, { body: { source_branch: 'feature', target_branch: 'main', title: 'x', description: 'a'.repeat(1_048_577) } });
    expectGitlabError(long, 400, { message: { description: ['is too long (maximum is 1048576 characters)'] } });
    const list = await owner.client.get(`/projects/${project.id}/merge_requests`);
    expect(list.body.map((mr: { iid: number }) => mr.iid)).toEqual([1]);
  });

  it('lets Developers open merge requests but not Reporters, and hides private projects from non-members', async () => {
    const { project } = await projectWithFeature();
    const reporter = await createUserWithClient(service.api);
    const stranger = await createUserWithClient(service.api);
    await addMember(owner.client, `projects/${project.id}`, reporter.user.id, 20);
    const denied = await reporter.client.post(`/projects/${project.id}/merge_requests`, { body: { source_branch: 'feature', target_branch: 'main', title: 'x' } });
    expectGitlabError(denied, 403, { message: '403 Forbidden' });
    const hidden = await stranger.client.post(`/projects/${project.id}/merge_requests`, { body: { source_branch: 'feature', target_branch: 'main', title: 'x' } });
    expectGitlabError(hidden, 404, { message: '404 Project Not Found' });
    const anonymous = await service.api.as(null).post(`/projects/${project.id}/merge_requests`, { body: { source_branch: 'feature', target_branch: 'main', title: 'x' } });
    expectGitlabError(anonymous, 401, { message: '401 Unauthorized' });
  });
});

describe('GET and PUT /projects/:id/merge_requests/:merge_request_iid', () => {
  it('reads one merge request, 404 for an unknown iid or a non-member of a private project', async () => {
    const { project } = await projectWithFeature();
    const mr = await openMergeRequest(owner.client, project.id, { source_branch: 'feature' });
    const res = await owner.client.get(`/projects/${project.id}/merge_requests/${mr.iid}?include_diverged_commits_count=true`);
    expect(res.status).toBe(200);
    expect(res.body.diverged_commits_count).toBe(0);
    expect(res.body.id).toBe(mr.id);
    expectGitlabError(await owner.client.get(`/projects/${project.id}/merge_requests/99`), 404, { message: '404 Not found' });
    const stranger = await createUserWithClient(service.api);
    expectGitlabError(await stranger.client.get(`/projects/${project.id}/merge_requests/${mr.iid}`), 404, { message: '404 Project Not Found' });
  });

  it('updates fields, labels and reviewers, closes and reopens', async () => {
    const { project } = await projectWithFeature();
    const mr = await openMergeRequest(owner.client, project.id, { source_branch: 'feature', labels: 'bug' });
    const updated = await owner.client.put(`/projects/${project.id}/merge_requests/${mr.iid}`, {
      body: { title: 'Draft: rework', add_labels: 'ui', remove_labels: 'bug', reviewer_ids: [owner.user.id], discussion_locked: true },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      title: 'Draft: rework', labels: ['ui'], draft: true, work_in_progress: true, detailed_merge_status: 'draft_status',
      reviewers: [userBasic(owner.user)], discussion_locked: true,
    });
    const cleared = await owner.client.put(`/projects/${project.id}/merge_requests/${mr.iid}`, { body: { reviewer_ids: '', labels: '' } });
    expect(cleared.body).toMatchObject({ reviewers: [], labels: [] });
    const closed = await owner.client.put(`/projects/${project.id}/merge_requests/${mr.iid}`, { body: { state_event: 'close' } });
    expect(closed.body).toMatchObject({ state: 'closed', closed_by: userBasic(owner.user), closed_at: expect.stringMatching(TIMESTAMP), detailed_merge_status: 'not_open' });
    const reopened = await owner.client.put(`/projects/${project.id}/merge_requests/${mr.iid}`, { body: { state_event: 'reopen' } });
    expect(reopened.body).toMatchObject({ state: 'opened', closed_by: null, closed_at: null });
  });

  it('rejects an empty update, an invalid state_event and a blank title', async () => {
    const { project } = await projectWithFeature();
    const mr = await openMergeRequest(owner.client, project.id, { source_branch: 'feature' });
    const path = `/projects/${project.id}/merge_requests/${mr.iid}`;
    const empty = await owner.client.put(path, { body: {} });
    expect(empty.status).toBe(400);
    expect(empty.body.error).toMatch(/^assignee_id, assignee_ids, reviewer_ids, .* are missing, at least one parameter must be provided$/);
    expectGitlabError(await owner.client.put(path, { body: { state_event: 'merge' } }), 400, { error: 'state_event does not have a valid value' });
    expectGitlabError(await owner.client.put(path, { body: { title: ' ' } }), 400, { message: { title: ["can't be blank"] } });
    const unchanged = await owner.client.get(path);
    expect(unchanged.body.title).toBe('A change');
  });
});

describe('pushes to a merge request\'s branches', () => {
  it('reload its diff: lists show the new head and the changed files', async () => {
    const { project } = await projectWithFeature();
    const mr = await openMergeRequest(owner.client, project.id, { source_branch: 'feature' });
    const next = await commitFile(owner.client, project.id, 'feature', { path: 'second.txt', content: 'two\n' });
    const listed = await eventually(async () => {
      const [item] = (await owner.client.get(`/projects/${project.id}/merge_requests?iids[]=${mr.iid}`)).body;
      return item.sha === next.id ? item : undefined;
    }, 15_000);
    expect(listed).toMatchObject({ sha: next.id, merge_status: 'can_be_merged' });
    const changes = await owner.client.get(`/projects/${project.id}/merge_requests/${mr.iid}/changes`);
    expect(changes.body.changes.map((d: { new_path: string }) => d.new_path)).toEqual(['feature.txt', 'second.txt']);
  });
});

describe('counts next to merge requests', () => {
  it('counts open merge requests per label and open issues per project', async () => {
    const { project } = await projectWithFeature();
    await openMergeRequest(owner.client, project.id, { source_branch: 'feature', labels: 'counted' });
    await owner.client.post(`/projects/${project.id}/issues`, { body: { title: 'open one' } });
    await owner.client.post(`/projects/${project.id}/issues`, { body: { title: 'secret', confidential: true } });
    const labels = await owner.client.get(`/projects/${project.id}/labels?with_counts=true`);
    expect(labels.body.find((label: { name: string }) => label.name === 'counted')).toMatchObject({ open_merge_requests_count: 1, open_issues_count: 0 });
    expect((await owner.client.get(`/projects/${project.id}`)).body.open_issues_count).toBe(2);
    await owner.client.put(`/projects/${project.id}`, { body: { visibility: 'public' } });
    const guest = await createUserWithClient(service.api);
    expect((await guest.client.get(`/projects/${project.id}`)).body.open_issues_count).toBe(1);
  });
});

describe('DELETE /projects/:id/merge_requests/:merge_request_iid', () => {
  it('is for owners only', async () => {
    const { project } = await projectWithFeature();
    const mr = await openMergeRequest(owner.client, project.id, { source_branch: 'feature' });
    const developer = await createUserWithClient(service.api);
    await addMember(owner.client, `projects/${project.id}`, developer.user.id, 30);
    expectGitlabError(await developer.client.delete(`/projects/${project.id}/merge_requests/${mr.iid}`), 403, { message: '403 Forbidden' });
    expect((await owner.client.delete(`/projects/${project.id}/merge_requests/${mr.iid}`)).status).toBe(204);
    expectGitlabError(await owner.client.get(`/projects/${project.id}/merge_requests/${mr.iid}`), 404, { message: '404 Not found' });
  });
});
