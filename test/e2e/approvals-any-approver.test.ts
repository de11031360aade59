import { expectGitlabError } from '../support/expectations';
import { addMember, createProject, createUserWithClient } from '../support/factories';
import { commitFile, openMergeRequest } from '../support/merge-requests';
import { startTestService, type TestService } from '../support/service';

type User = Awaited<ReturnType<typeof createUserWithClient>>;
let service: TestService;
let owner: User;
let author: User;
let developer: User;
let reporter: User;
let stranger: User;

beforeAll(async () => {
  service = await startTestService();
  const users = [];
  for (let i = 0; i < 5; i++) users.push(await createUserWithClient(service.api));
  [owner, author, developer, reporter, stranger] = users;
}, 90_000);
afterAll(async () => {
  await service?.stop();
});

const userBasic = (u: User) => expect.objectContaining({ id: u.user.id, username: u.user.username });

/** A private project whose "All eligible users" rule wants `required` approvals, and a merge request by `author`. */
async function mergeRequestUnderAnyApprover(required: number) {
  const project = await createProject(owner.client, { initialize_with_readme: true, visibility: 'private' });
  await addMember(owner.client, `projects/${project.id}`, author.user.id, 30);
  await addMember(owner.client, `projects/${project.id}`, developer.user.id, 30);
  await addMember(owner.client, `projects/${project.id}`, reporter.user.id, 20);
  const rule = await owner.client.post(`/projects/${project.id}/approval_rules`, { body: { name: 'All eligible users', approvals_required: required } });
  await commitFile(author.client, project.id, 'feature', { path: 'a.txt', content: 'a\n' }, 'main');
  const mr = await openMergeRequest(author.client, project.id, { source_branch: 'feature' });
  return { project, rule: rule.body, base: `/projects/${project.id}/merge_requests/${mr.iid}` };
}

describe('the any-approver rule ("All eligible users")', () => {
  it('counts any Developer or above, never the author, a Reporter or a stranger', async () => {
    const { rule, base } = await mergeRequestUnderAnyApprover(2);
    expect(rule).toMatchObject({ rule_type: 'any_approver', users: [], groups: [], eligible_approvers: [], approvals_required: 2 });
    expectGitlabError(await author.client.post(`${base}/approve`), 401, { message: '401 Unauthorized' });
    expectGitlabError(await reporter.client.post(`${base}/approve`), 403, { message: '403 Forbidden' });
    expectGitlabError(await stranger.client.post(`${base}/approve`), 404, { message: '404 Project Not Found' });
    expect((await owner.client.get(`${base}/approvals`)).body).toMatchObject({ approved: false, approvals_left: 2, approved_by: [] });

    expect((await developer.client.post(`${base}/approve`)).body).toMatchObject({ approvals_left: 1, approved_by: [{ user: userBasic(developer), approved_at: expect.any(String) }] });
    expect((await owner.client.get(base)).body.detailed_merge_status).toBe('not_approved');
    await owner.client.post(`${base}/approve`);
    const state = await owner.client.get(`${base}/approval_state`);
    expect(state.body.rules).toEqual([expect.objectContaining({
      id: rule.id, name: 'All eligible users', rule_type: 'any_approver', eligible_approvers: [], approved_by: [userBasic(developer), userBasic(owner)], approved: true,
    })]);
    expect((await owner.client.get(base)).body.detailed_merge_status).toBe('mergeable');
  });

  it("counts the author's approval only while authors may approve", async () => {
    const { project, base } = await mergeRequestUnderAnyApprover(1);
    await owner.client.post(`/projects/${project.id}/approvals`, { body: { merge_requests_author_approval: true } });
    expect((await author.client.post(`${base}/approve`)).status).toBe(201);
    expect((await owner.client.get(`${base}/approvals`)).body).toMatchObject({ approved: true, approvals_left: 0 });
    await owner.client.post(`/projects/${project.id}/approvals`, { body: { merge_requests_author_approval: false } });
    // The approval stays on record, but no rule counts it any more.
    const approvals = (await owner.client.get(`${base}/approvals`)).body;
    expect(approvals).toMatchObject({ approved: false, approvals_left: 1, approved_by: [{ user: userBasic(author) }] });
    expect((await owner.client.get(`${base}/approval_state`)).body.rules[0]).toMatchObject({ approved_by: [], approved: false });
    expect((await owner.client.get(base)).body.detailed_merge_status).toBe('not_approved');
  });

  it('is satisfied alongside a regular rule only by approvals that meet both', async () => {
    const { project, base } = await mergeRequestUnderAnyApprover(1);
    await owner.client.post(`/projects/${project.id}/approval_rules`, { body: { name: 'Owners', approvals_required: 1, user_ids: [owner.user.id] } });
    await developer.client.post(`${base}/approve`);
    const state = (await owner.client.get(`${base}/approval_state`)).body;
    expect(state.rules.map((r: { name: string; approved: boolean }) => [r.name, r.approved])).toEqual([['All eligible users', true], ['Owners', false]]);
    expect((await owner.client.get(`${base}/approvals`)).body).toMatchObject({ approvals_required: 2, approvals_left: 1 });
    await owner.client.post(`${base}/approve`);
    expect((await owner.client.get(`${base}/approvals`)).body).toMatchObject({ approved: true, approvals_left: 0 });
  });
});
