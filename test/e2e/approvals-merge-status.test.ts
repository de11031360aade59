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

describe('approval rules on merge requests: GET …/approval_state, detailed_merge_status and merge', () => {
  it('blocks the merge until the rule is met, then merges', async () => {
    const { project, base } = await mergeRequestToApprove();
    const rule = await owner.client.post(`/projects/${project.id}/approval_rules`, { body: { name: 'Reviewers', approvals_required: 1, user_ids: [reviewer.user.id] } });
    expect(rule.status).toBe(201);
    expect((await owner.client.get(base)).body.detailed_merge_status).toBe('not_approved');
    const state = await owner.client.get(`${base}/approval_state`);
    expect(state.status).toBe(200);
    expect(state.body).toEqual({
      approval_rules_overwritten: false,
      rules: [expect.objectContaining({
        id: rule.body.id, name: 'Reviewers', rule_type: 'regular', approvals_required: 1, eligible_approvers: [userBasic(reviewer)],
        users: [userBasic(reviewer)], source_rule: null, code_owner: false, approved_by: [], approved: false,
      })],
    });
    const approvals = await owner.client.get(`${base}/approvals`);
    expect(approvals.body).toMatchObject({
      approved: false, approvals_required: 1, approvals_left: 1, suggested_approvers: [userBasic(reviewer)], has_approval_rules: true,
      approval_rules_left: [{ id: rule.body.id, name: 'Reviewers', rule_type: 'regular', report_type: null }],
    });
    expectGitlabError(await owner.client.put(`${base}/merge`), 405, { message: '405 Method Not Allowed' });
    // The owner's approval does not count for a rule that names only the reviewer.
    await owner.client.post(`${base}/approve`);
    expect((await owner.client.get(base)).body.detailed_merge_status).toBe('not_approved');
    await reviewer.client.post(`${base}/approve`);
    const approvedState = await owner.client.get(`${base}/approval_state`);
    expect(approvedState.body.rules[0]).toMatchObject({ approved: true, approved_by: [userBasic(reviewer)] });
    expect((await owner.client.get(base)).body.detailed_merge_status).toBe('mergeable');
    expect((await owner.client.put(`${base}/merge`)).body.state).toBe('merged');
  });

  it('applies a rule limited to protected branches only to merge requests into them', async () => {
    const { project, base } = await mergeRequestToApprove();
    const release = await owner.client.post(`/projects/${project.id}/protected_branches`, { body: { name: 'release/*' } });
    const limited = await owner.client.post(`/projects/${project.id}/approval_rules`, {
      body: { name: 'Release', approvals_required: 1, user_ids: [reviewer.user.id], protected_branch_ids: [release.body.id] },
    });
    expect(limited.body.protected_branches).toEqual([expect.objectContaining({ id: release.body.id, name: 'release/*' })]);
    expect((await owner.client.get(`${base}/approval_state`)).body.rules).toEqual([]);
    expect((await owner.client.get(base)).body.detailed_merge_status).toBe('mergeable');
    // `main` is protected by default, so a rule for all protected branches covers it.
    await owner.client.post(`/projects/${project.id}/approval_rules`, { body: { name: 'Protected', approvals_required: 1, user_ids: [reviewer.user.id], applies_to_all_protected_branches: true } });
    expect((await owner.client.get(`${base}/approval_state`)).body.rules.map((r: { name: string }) => r.name)).toEqual(['Protected']);
    expect((await owner.client.get(base)).body.detailed_merge_status).toBe('not_approved');
  });

  it('resets approvals when the source branch moves', async () => {
    const { project, base } = await mergeRequestToApprove();
    await owner.client.post(`/projects/${project.id}/approval_rules`, { body: { name: 'Anyone', approvals_required: 1 } });
    await reviewer.client.post(`${base}/approve`);
    expect((await owner.client.get(base)).body.detailed_merge_status).toBe('mergeable');
    await commitFile(developer.client, project.id, 'feature', { path: 'b.txt', content: 'b\n' });
    expect((await owner.client.get(base)).body.detailed_merge_status).toBe('not_approved');
    expect((await owner.client.get(`${base}/approvals`)).body).toMatchObject({ approved_by: [], approvals_left: 1 });
  });

  it('lets a merge request have rules of its own, unless the project forbids overriding', async () => {
    const { project, base } = await mergeRequestToApprove();
    await owner.client.post(`/projects/${project.id}/approval_rules`, { body: { name: 'Project rule', approvals_required: 2, user_ids: [reviewer.user.id] } });
    const own = await developer.client.post(`${base}/approval_rules`, { body: { name: 'Mine', approvals_required: 1, user_ids: [reviewer.user.id] } });
    expect(own.status).toBe(201);
    expect(own.body).toMatchObject({ name: 'Mine', rule_type: 'regular', users: [userBasic(reviewer)], source_rule: null });
    expect((await developer.client.get(`${base}/approval_rules`)).body.map((r: { name: string }) => r.name)).toEqual(['Mine']);
    const state = await developer.client.get(`${base}/approval_state`);
    expect(state.body.approval_rules_overwritten).toBe(true);
    expect(state.body.rules.map((r: { name: string }) => r.name)).toEqual(['Mine']);
    const renamed = await developer.client.put(`${base}/approval_rules/${own.body.id}`, { body: { approvals_required: 0 } });
    expect(renamed.body.approvals_required).toBe(0);
    expect((await developer.client.get(base)).body.detailed_merge_status).toBe('mergeable');
    await owner.client.post(`/projects/${project.id}/approvals`, { body: { disable_overriding_approvers_per_merge_request: true } });
    expect((await developer.client.get(`${base}/approval_state`)).body.rules.map((r: { name: string }) => r.name)).toEqual(['Project rule']);
    expectGitlabError(await developer.client.post(`${base}/approval_rules`, { body: { name: 'Other', approvals_required: 1 } }), 403, { message: '403 Forbidden' });
    expectGitlabError(await developer.client.delete(`${base}/approval_rules/${own.body.id}`), 403, { message: '403 Forbidden' });
    await owner.client.post(`/projects/${project.id}/approvals`, { body: { disable_overriding_approvers_per_merge_request: false } });
    expect((await developer.client.delete(`${base}/approval_rules/${own.body.id}`)).status).toBe(204);
    expect((await developer.client.get(`${base}/approval_state`)).body.approval_rules_overwritten).toBe(false);
  });
});
