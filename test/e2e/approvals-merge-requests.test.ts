import { expectGitlabError } from '../support/expectations';
import { addMember, createProject, createUserWithClient } from '../support/factories';
import { commitFile, openMergeRequest } from '../support/merge-requests';
import { startTestService, type TestService } from '../support/service';

let service: TestService;
let owner: Awaited<ReturnType<typeof createUserWithClient>>;
let developer: Awaited<ReturnType<typeof createUserWithClient>>;
let reviewer: Awaited<ReturnType<typeof createUserWithClient>>;
let stranger: Awaited<ReturnType<typeof createUserWithClient>>;

beforeAll(async () => {
  service = await startTestService();
  [owner, developer, reviewer, stranger] = await createUsersInOrder(4);
}, 90_000);
/** One after another, so their ids grow in this order (lists of members are ordered by user id). */
async function createUsersInOrder(count: number) {
  const users = [];
  for (let i = 0; i < count; i++) users.push(await createUserWithClient(service.api));
  return users;
}

afterAll(async () => {
  await service?.stop();
});

const userBasic = (u: { user: { id: number; username: string } }) => expect.objectContaining({ id: u.user.id, username: u.user.username });

/** A private project where `developer` opens a merge request that `reviewer` (a Developer too) may approve. */
async function mergeRequestToApprove(settings: Record<string, unknown> = {}) {
  const project = await createProject(owner.client, { initialize_with_readme: true, visibility: 'private' });
  await addMember(owner.client, `projects/${project.id}`, developer.user.id, 30);
  await addMember(owner.client, `projects/${project.id}`, reviewer.user.id, 30);
  if (Object.keys(settings).length) await owner.client.post(`/projects/${project.id}/approvals`, { body: settings });
  const commit = await commitFile(developer.client, project.id, 'feature', { path: 'a.txt', content: 'a\n' }, 'main');
  const mr = await openMergeRequest(developer.client, project.id, { source_branch: 'feature', title: 'Add a' });
  return { project, mr, commit, base: `/projects/${project.id}/merge_requests/${mr.iid}` };
}

describe('POST …/approve and …/unapprove, GET …/approvals', () => {
  it('records an approval and answers the ApprovalState entity', async () => {
    const { mr, commit, base } = await mergeRequestToApprove();
    const before = await reviewer.client.get(`${base}/approvals`);
    expect(before.status).toBe(200);
    expect(before.body).toEqual({
      id: mr.id, iid: mr.iid, project_id: mr.project_id, title: 'Add a', description: null, state: 'opened', created_at: mr.created_at,
      updated_at: expect.any(String), merge_status: 'can_be_merged', approved: true, approvals_required: 0, approvals_left: 0,
      require_password_to_approve: false, approved_by: [], suggested_approvers: [], approvers: [], approver_groups: [],
      user_has_approved: false, user_can_approve: true, approval_rules_left: [], has_approval_rules: false,
      merge_request_approvers_available: true, multiple_approval_rules_available: true, invalid_approvers_rules: [],
    });
    const approved = await reviewer.client.post(`${base}/approve`, { body: { sha: commit.id } });
    expect(approved.status).toBe(201);
    expect(approved.body).toMatchObject({
      approved: true, user_has_approved: true, user_can_approve: false,
      approved_by: [{ user: userBasic(reviewer), approved_at: expect.any(String) }],
    });
    expect((await owner.client.get(`${base}/approvals`)).body).toMatchObject({ user_has_approved: false, user_can_approve: true, approved_by: [{ user: userBasic(reviewer) }] });
    const unapproved = await reviewer.client.post(`${base}/unapprove`);
    expect(unapproved.status).toBe(201);
    expect(unapproved.body).toMatchObject({ approved_by: [], user_has_approved: false, user_can_approve: true });
  });

  it('answers 401 for a second approval and 404 for unapproving without an approval', async () => {
    const { base } = await mergeRequestToApprove();
    expect((await reviewer.client.post(`${base}/approve`)).status).toBe(201);
    expectGitlabError(await reviewer.client.post(`${base}/approve`), 401, { message: '401 Unauthorized' });
    expectGitlabError(await owner.client.post(`${base}/unapprove`), 404, { message: '404 Not found' });
  });

  it('refuses a sha that is not the source head with 409, approving nothing', async () => {
    const { base } = await mergeRequestToApprove();
    const res = await reviewer.client.post(`${base}/approve`, { body: { sha: 'f'.repeat(40) } });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/^SHA does not match HEAD of source branch: [0-9a-f]{40}$/);
    expect((await reviewer.client.get(`${base}/approvals`)).body.approved_by).toEqual([]);
  });

  it('keeps the author from approving unless the project allows it', async () => {
    const { project, base } = await mergeRequestToApprove();
    expect((await developer.client.get(`${base}/approvals`)).body.user_can_approve).toBe(false);
    expectGitlabError(await developer.client.post(`${base}/approve`), 401, { message: '401 Unauthorized' });
    await owner.client.post(`/projects/${project.id}/approvals`, { body: { merge_requests_author_approval: true } });
    expect((await developer.client.post(`${base}/approve`)).body).toMatchObject({ user_has_approved: true, approved_by: [{ user: userBasic(developer) }] });
  });

  it('keeps committers from approving where the project forbids it', async () => {
    const project = await createProject(owner.client, { initialize_with_readme: true, visibility: 'private' });
    await addMember(owner.client, `projects/${project.id}`, developer.user.id, 30);
    await addMember(owner.client, `projects/${project.id}`, reviewer.user.id, 30);
    await owner.client.post(`/projects/${project.id}/approvals`, { body: { merge_requests_disable_committers_approval: true } });
    await commitFile(reviewer.client, project.id, 'feature', { path: 'r.txt', content: 'r\n' }, 'main');
    const mr = await openMergeRequest(developer.client, project.id, { source_branch: 'feature', title: 'Reviewed' });
    const base = `/projects/${project.id}/merge_requests/${mr.iid}`;
    expect((await reviewer.client.get(`${base}/approvals`)).body.user_can_approve).toBe(false);
    expectGitlabError(await reviewer.client.post(`${base}/approve`), 401, { message: '401 Unauthorized' });
    expect((await owner.client.post(`${base}/approve`)).status).toBe(201);
    await owner.client.post(`/projects/${project.id}/approvals`, { body: { merge_requests_disable_committers_approval: false } });
    expect((await reviewer.client.post(`${base}/approve`)).status).toBe(201);
  });

  it('is 403 for a Guest, 404 for a non-member of the private project, 401 anonymously', async () => {
    const { project, base } = await mergeRequestToApprove();
    const guest = await createUserWithClient(service.api);
    await addMember(owner.client, `projects/${project.id}`, guest.user.id, 10);
    expectGitlabError(await guest.client.post(`${base}/approve`), 403, { message: '403 Forbidden' });
    expectGitlabError(await stranger.client.post(`${base}/approve`), 404, { message: '404 Project Not Found' });
    expectGitlabError(await stranger.client.get(`${base}/approvals`), 404, { message: '404 Project Not Found' });
    expect((await service.api.as(null).get(`${base}/approvals`)).status).toBe(401);
    expectGitlabError(await reviewer.client.post(`/projects/${project.id}/merge_requests/999/approve`), 404, { message: '404 Not found' });
  });
});
