import { expectGitlabError } from '../support/expectations';
import { addMember, createGroup, createProject, createUserWithClient } from '../support/factories';
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

/** A group project with a Developer, and a group of approvers whose member is `reviewer`. */
async function projectWithApprovers() {
  const group = await createGroup(owner.client);
  const project = await createProject(owner.client, { namespace_id: group.id, initialize_with_readme: true, visibility: 'private' });
  await addMember(owner.client, `projects/${project.id}`, developer.user.id, 30);
  const approvers = await createGroup(owner.client, { visibility: 'private' });
  await addMember(owner.client, `groups/${approvers.id}`, reviewer.user.id, 30);
  return { group, project, approvers };
}

describe('POST /projects/:id/approval_rules', () => {
  it('creates a regular rule with users, groups and protected branches, presented as ProjectApprovalRule', async () => {
    const { project, approvers } = await projectWithApprovers();
    const branch = await owner.client.post(`/projects/${project.id}/protected_branches`, { body: { name: 'release/*' } });
    expect(branch.status).toBe(201);
    const res = await owner.client.post(`/projects/${project.id}/approval_rules`, {
      body: { name: 'Security', approvals_required: 2, user_ids: [developer.user.id, stranger.user.id], group_ids: [approvers.id], protected_branch_ids: [branch.body.id, 999999] },
    });
    expect(res.status).toBe(201);
    expect(Object.keys(res.body)).toEqual(['id', 'name', 'rule_type', 'report_type', 'eligible_approvers', 'approvals_required', 'users', 'groups',
      'contains_hidden_groups', 'protected_branches', 'applies_to_all_protected_branches']);
    expect(res.body).toMatchObject({
      name: 'Security', rule_type: 'regular', report_type: null, approvals_required: 2, contains_hidden_groups: false, applies_to_all_protected_branches: false,
      // The stranger is no member of the project: GitLab drops such approvers silently.
      users: [userBasic(developer)],
      // The rule's users, then the members of its groups (the group's creator is its Owner).
      eligible_approvers: [userBasic(developer), userBasic(owner), userBasic(reviewer)],
      groups: [expect.objectContaining({ id: approvers.id, full_path: approvers.full_path })],
      protected_branches: [expect.objectContaining({ id: branch.body.id, name: 'release/*' })],
    });
    const single = await developer.client.get(`/projects/${project.id}/approval_rules/${res.body.id}`);
    expect(single.status).toBe(200);
    // The Developer does not see the private approvers group: GitLab hides it and says so.
    expect(single.body).toEqual({ ...res.body, groups: [], contains_hidden_groups: true });
  });

  it('makes a rule without approvers an any_approver rule, only one per project, and accepts `users`', async () => {
    const { project } = await projectWithApprovers();
    const any = await owner.client.post(`/projects/${project.id}/approval_rules`, { body: { name: 'All Members', approvals_required: 1 } });
    expect(any.body).toMatchObject({ rule_type: 'any_approver', users: [], groups: [], eligible_approvers: [] });
    const second = await owner.client.post(`/projects/${project.id}/approval_rules`, { body: { name: 'Anyone', approvals_required: 1, rule_type: 'any_approver' } });
    expectGitlabError(second, 400, { message: { rule_type: ['any-approver for the project already exists'] } });
    const grape = await owner.client.post(`/projects/${project.id}/approval_rules`, { body: { name: 'Dev', approvals_required: 1, users: [developer.user.id] } });
    expect(grape.body).toMatchObject({ rule_type: 'regular', users: [userBasic(developer)] });
    const named = await owner.client.post(`/projects/${project.id}/approval_rules`, { body: { name: 'By name', approvals_required: 1, usernames: [developer.user.username] } });
    expect(named.body.users).toEqual([userBasic(developer)]);
  });

  it('validates the name and the number of approvals', async () => {
    const { project } = await projectWithApprovers();
    await owner.client.post(`/projects/${project.id}/approval_rules`, { body: { name: 'QA', approvals_required: 1, user_ids: [developer.user.id] } });
    expectGitlabError(await owner.client.post(`/projects/${project.id}/approval_rules`, { body: { name: 'QA', approvals_required: 1, user_ids: [developer.user.id] } }),
      400, { message: { name: ['has already been taken'] } });
    expectGitlabError(await owner.client.post(`/projects/${project.id}/approval_rules`, { body: { name: 'Many', approvals_required: 101, user_ids: [developer.user.id] } }),
      400, { message: { approvals_required: ['must be less than or equal to 100'] } });
    expectGitlabError(await owner.client.post(`/projects/${project.id}/approval_rules`, { body: { approvals_required: 1 } }), 400, { error: 'name is missing' });
    expectGitlabError(await owner.client.post(`/projects/${project.id}/approval_rules`, { body: { name: 'x' } }), 400, { error: 'approvals_required is missing' });
    expect((await owner.client.get(`/projects/${project.id}/approval_rules`)).body.map((r: { name: string }) => r.name)).toEqual(['QA']);
  });

  it('needs a Maintainer: 403 for a Developer, 404 for a non-member of the private project', async () => {
    const { project } = await projectWithApprovers();
    const body = { name: 'QA', approvals_required: 1 };
    expectGitlabError(await developer.client.post(`/projects/${project.id}/approval_rules`, { body }), 403, { message: '403 Forbidden' });
    expectGitlabError(await stranger.client.post(`/projects/${project.id}/approval_rules`, { body }), 404, { message: '404 Project Not Found' });
    expectGitlabError(await stranger.client.get(`/projects/${project.id}/approval_rules`), 404, { message: '404 Project Not Found' });
  });
});

describe('GET, PUT and DELETE /projects/:id/approval_rules/:approval_rule_id', () => {
  it('lists rules with pagination headers, updates and deletes one', async () => {
    const { project } = await projectWithApprovers();
    const first = await owner.client.post(`/projects/${project.id}/approval_rules`, { body: { name: 'One', approvals_required: 1, user_ids: [developer.user.id] } });
    const second = await owner.client.post(`/projects/${project.id}/approval_rules`, { body: { name: 'Two', approvals_required: 1, user_ids: [developer.user.id] } });
    const page = await owner.client.get(`/projects/${project.id}/approval_rules?per_page=1&page=2`);
    expect(page.status).toBe(200);
    expect(page.headers.get('x-total')).toBe('2');
    expect(page.body.map((r: { id: number }) => r.id)).toEqual([second.body.id]);
    const updated = await owner.client.put(`/projects/${project.id}/approval_rules/${first.body.id}`, { body: { name: 'Renamed', approvals_required: 3, user_ids: [] } });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ id: first.body.id, name: 'Renamed', approvals_required: 3, users: [], rule_type: 'regular' });
    expectGitlabError(await developer.client.put(`/projects/${project.id}/approval_rules/${first.body.id}`, { body: { name: 'x' } }), 403, { message: '403 Forbidden' });
    expect((await owner.client.delete(`/projects/${project.id}/approval_rules/${first.body.id}`)).status).toBe(204);
    expectGitlabError(await owner.client.get(`/projects/${project.id}/approval_rules/${first.body.id}`), 404, { message: '404 Not found' });
    expectGitlabError(await owner.client.delete(`/projects/${project.id}/approval_rules/${first.body.id}`), 404, { message: '404 Not found' });
  });
});
