import { expectGitlabError } from '../support/expectations';
import { addMember, createProject, createUserWithClient } from '../support/factories';
import { HttpClient } from '../support/http-client';
import { commitFile, openMergeRequest } from '../support/merge-requests';
import { startTestService, type TestService } from '../support/service';

let service: TestService;
let owner: Awaited<ReturnType<typeof createUserWithClient>>;
let dev: Awaited<ReturnType<typeof createUserWithClient>>;
let reviewer: Awaited<ReturnType<typeof createUserWithClient>>;
let reporter: Awaited<ReturnType<typeof createUserWithClient>>;
let stranger: Awaited<ReturnType<typeof createUserWithClient>>;

beforeAll(async () => {
  service = await startTestService();
  owner = await createUserWithClient(service.api);
  dev = await createUserWithClient(service.api);
  reviewer = await createUserWithClient(service.api);
  reporter = await createUserWithClient(service.api);
  stranger = await createUserWithClient(service.api);
}, 60_000);
afterAll(async () => {
  await service?.stop();
});

const ids = (users: Array<{ id: number }>) => users.map((user) => user.id);

/** A private project with members, labels, a milestone and an open merge request from `feature`. */
async function setUp(mergeRequest: Record<string, unknown> = {}) {
  const project = await createProject(owner.client, { initialize_with_readme: true });
  await addMember(owner.client, `projects/${project.id}`, dev.user.id, 30);
  await addMember(owner.client, `projects/${project.id}`, reviewer.user.id, 30);
  await addMember(owner.client, `projects/${project.id}`, reporter.user.id, 20);
  for (const name of ['bug', 'needs review']) {
    expect((await owner.client.post(`/projects/${project.id}/labels`, { body: { name, color: '#ff0000' } })).status).toBe(201);
  }
  const milestone = (await owner.client.post(`/projects/${project.id}/milestones`, { body: { title: 'v1' } })).body;
  await commitFile(owner.client, project.id, 'feature', { path: 'f.txt', content: 'x\n' }, 'main');
  const mr = await openMergeRequest(owner.client, project.id, { source_branch: 'feature', title: 'Add f', ...mergeRequest });
  const path = `/projects/${project.id}/merge_requests/${mr.iid}`;
  return { project, mr, milestone, path, notes: `${path}/notes` };
}

describe('quick actions in merge request notes', () => {
  it('answers 202 with commands_changes and summary for a body of commands only, and stores no note', async () => {
    const { path, notes } = await setUp();
    const res = await owner.client.post(notes, { body: { body: '/close\n/estimate 2h' } });
    expect({ status: res.status, body: res.body }).toEqual({
      status: 202, body: { commands_changes: { state_event: 'close', time_estimate: 7200 }, summary: ['Closed this merge request.', 'Set time estimate to 2h.'] },
    });
    const after = (await owner.client.get(path)).body;
    expect([after.state, after.closed_by?.id, after.time_stats.time_estimate, after.user_notes_count]).toEqual(['closed', owner.user.id, 7200, 0]);
    expect((await owner.client.get(`${notes}?activity_filter=only_comments`)).body).toEqual([]);
  });

  it('applies metadata commands and keeps the remaining text as the note (201)', async () => {
    const { path, notes, milestone } = await setUp();
    const body = `Looks good.\n/assign @${dev.user.username}\n/assign_reviewer @${reviewer.user.username}\n/label ~bug ~"needs review"\n/milestone %v1\n/spend 1h\n/draft`;
    const res = await owner.client.post(notes, { body: { body } });
    expect(res.status).toBe(201);
    expect([res.body.body, res.body.noteable_type, res.body.system]).toEqual(['Looks good.', 'MergeRequest', false]);
    const labels = (await owner.client.get(`/projects/${res.body.project_id}/labels`)).body as Array<{ id: number; name: string }>;
    const labelId = (name: string) => labels.find((found) => found.name === name)!.id;
    expect(res.body.commands_changes).toEqual({
      assignee_ids: [dev.user.id], reviewer_ids: [reviewer.user.id], add_label_ids: [labelId('bug'), labelId('needs review')], milestone_id: milestone.id,
      spend_time: { duration: 3600, user_id: owner.user.id }, wip_event: 'draft',
    });
    const after = (await owner.client.get(path)).body;
    expect([ids(after.assignees), ids(after.reviewers), after.labels, after.milestone.id, after.time_stats.total_time_spent, after.draft, after.title])
      .toEqual([[dev.user.id], [reviewer.user.id], ['bug', 'needs review'], milestone.id, 3600, true, 'Draft: Add f']);
    expect(after.user_notes_count).toBe(1);
  });

  it('reports each command as GitLab words it', async () => {
    const { notes } = await setUp({ title: 'Draft: Add f', assignee_ids: [dev.user.id], reviewer_ids: [reviewer.user.id], labels: 'bug' });
    const res = await owner.client.post(notes, {
      body: { body: `/ready\n/title Add f properly\n/unassign\n/unassign_reviewer @${reviewer.user.username}\n/relabel ~"needs review"\n/lock` },
    });
    expect([res.status, res.body.summary]).toEqual([202, [
      'Marked this merge request as ready.', 'Changed the title to "Add f properly".', `Removed assignee @${dev.user.username}.`,
      `Removed reviewer @${reviewer.user.username}.`, 'Replaced all labels with ~"needs review" label.', 'Locked the discussion.',
    ]]);
    expect(res.body.commands_changes).toMatchObject({ wip_event: 'ready', title: 'Add f properly', assignee_ids: [], reviewer_ids: [], discussion_locked: true });
    const more = await owner.client.post(notes, { body: { body: '/unlabel\n/unlock\n/remove_estimate\n/remove_time_spent' } });
    expect([more.status, more.body.summary]).toEqual([202, ['Removed all labels.', 'Unlocked the discussion.', 'Removed time estimate.', 'Removed spent time.']]);
    const mr = (await owner.client.get(notes.replace(/\/notes$/, ''))).body;
    expect([mr.title, mr.draft, mr.assignees, mr.reviewers, mr.labels, mr.discussion_locked]).toEqual(['Add f properly', false, [], [], [], false]);
  });

  it('leaves commands the caller may not run, unknown labels and milestones in the text', async () => {
    const { path, notes } = await setUp();
    const res = await reporter.client.post(notes, { body: { body: '/close\n/label ~bug' } });
    expect([res.status, res.body.body, res.body.commands_changes]).toEqual([201, '/close\n/label ~bug', {}]);
    const unknown = await owner.client.post(notes, { body: { body: '/label ~nope\n/milestone %nope\n/reopen' } });
    expect([unknown.status, unknown.body.body, unknown.body.commands_changes]).toEqual([201, '/label ~nope\n/milestone %nope\n/reopen', {}]);
    const after = (await owner.client.get(path)).body;
    expect([after.state, after.labels, after.milestone]).toEqual(['opened', [], null]);
    expect((await owner.client.get(`/projects/${after.project_id}/labels`)).body.map((label: { name: string }) => label.name)).toEqual(['bug', 'needs review']);
  });

  it('approves and unapproves through the approval service', async () => {
    const { path, notes } = await setUp();
    const approve = await dev.client.post(notes, { body: { body: '/approve' } });
    expect([approve.status, approve.body]).toEqual([202, { commands_changes: {}, summary: ['Approved the current merge request.'] }]);
    expect((await owner.client.get(`${path}/approvals`)).body.approved_by.map((entry: { user: { id: number } }) => entry.user.id)).toEqual([dev.user.id]);
    // Approved already: /approve is no command for dev any more.
    expect((await dev.client.post(notes, { body: { body: '/approve' } })).status).toBe(201);
    const unapprove = await dev.client.post(notes, { body: { body: '/unapprove' } });
    expect([unapprove.status, unapprove.body.summary]).toEqual([202, ['Unapproved the current merge request.']]);
    expect((await owner.client.get(`${path}/approvals`)).body.approved_by).toEqual([]);
  });

  it('merges through the merge service with the head sha the note names', async () => {
    const { path, notes, mr } = await setUp();
    const res = await owner.client.post(notes, { body: { body: '/merge', merge_request_diff_head_sha: mr.sha } });
    expect([res.status, res.body]).toEqual([202, { commands_changes: { merge: mr.sha }, summary: ['Merged this merge request.'] }]);
    const after = (await owner.client.get(path)).body;
    expect([after.state, after.merge_user.id]).toEqual(['merged', owner.user.id]);
    // Merged: nothing left to merge, the command stays text.
    const again = await owner.client.post(notes, { body: { body: '/merge' } });
    expect([again.status, again.body.body]).toEqual([201, '/merge']);
  });

  it('does not merge without the head sha, as GitLab refuses such a merge', async () => {
    const { path, notes } = await setUp();
    const res = await owner.client.post(notes, { body: { body: '/merge' } });
    expect([res.status, res.body.commands_changes]).toEqual([202, { merge: null }]);
    expect((await owner.client.get(path)).body.state).toBe('opened');
  });

  it('answers 400 for a blank body, 401 anonymously and 404 to a non-member of a private project', async () => {
    const { path, notes } = await setUp();
    expectGitlabError(await owner.client.post(notes, { body: {} }), 400, { error: 'body is missing' });
    expectGitlabError(await owner.client.post(notes, { body: { body: '  ' } }), 400, { message: `400 Bad request - Note {:note=>["can't be blank"]}` });
    expectGitlabError(await new HttpClient(`${service.url}/api/v4`, null).post(notes, { body: { body: '/close' } }), 401, { message: '401 Unauthorized' });
    expectGitlabError(await stranger.client.post(notes, { body: { body: '/close' } }), 404, { message: '404 Project Not Found' });
    expect((await owner.client.get(path)).body.state).toBe('opened');
  });
});
