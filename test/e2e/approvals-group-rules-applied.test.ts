import { addMember, createGroup, createProject, createUserWithClient } from '../support/factories';
import { commitFile, openMergeRequest } from '../support/merge-requests';
import { startTestService, type TestService } from '../support/service';

type User = Awaited<ReturnType<typeof createUserWithClient>>;
let service: TestService;
let owner: User;
let developer: User;
let reviewer: User;
let outsider: User;

beforeAll(async () => {
  service = await startTestService();
  const users = [];
  for (let i = 0; i < 4; i++) users.push(await createUserWithClient(service.api));
  [owner, developer, reviewer, outsider] = users;
}, 90_000);
afterAll(async () => {
  await service?.stop();
});

// Each case builds two groups, a subgroup, a project and three branches before its first request.
const SLOW_SETUP = 60_000;
const userBasic = (u: User) => expect.objectContaining({ id: u.user.id, username: u.user.username });
const names = (rules: Array<{ name: string }>) => rules.map((rule) => rule.name);

/**
 * A project in a subgroup of a root group whose rule names `reviewer`, another group with a rule of
 * its own, and a `feature` branch with one commit; `main` is protected, `dev` is not.
 */
async function projectUnderGroupRule() {
  const root = await createGroup(owner.client, { visibility: 'private' });
  const sub = await createGroup(owner.client, { visibility: 'private', parent_id: root.id });
  const other = await createGroup(owner.client, { visibility: 'private' });
  await addMember(owner.client, `groups/${root.id}`, developer.user.id, 30);
  await addMember(owner.client, `groups/${root.id}`, reviewer.user.id, 30);
  await addMember(owner.client, `groups/${other.id}`, outsider.user.id, 30);
  const rule = await owner.client.post(`/groups/${root.id}/approval_rules`, { body: { name: 'Group QA', approvals_required: 1, user_ids: [reviewer.user.id] } });
  await owner.client.post(`/groups/${other.id}/approval_rules`, { body: { name: 'Elsewhere', approvals_required: 1, user_ids: [outsider.user.id] } });
  const project = await createProject(owner.client, { namespace_id: sub.id, initialize_with_readme: true });
  await commitFile(owner.client, project.id, 'dev', { path: 'dev.txt', content: 'dev\n' }, 'main');
  await commitFile(developer.client, project.id, 'feature', { path: 'a.txt', content: 'a\n' }, 'main');
  return { root, project, rule: rule.body };
}

describe('group approval rules in merge request approval states', () => {
  it("applies the rules of the project's groups and their ancestors to merge requests into protected branches", async () => {
    const { project, rule } = await projectUnderGroupRule();
    const mr = await openMergeRequest(developer.client, project.id, { source_branch: 'feature' });
    const base = `/projects/${project.id}/merge_requests/${mr.iid}`;
    const state = await developer.client.get(`${base}/approval_state`);
    expect(state.status).toBe(200);
    expect(state.body).toEqual({
      approval_rules_overwritten: false,
      rules: [{
        id: rule.id, name: 'Group QA', rule_type: 'regular', report_type: null, eligible_approvers: [userBasic(reviewer)], approvals_required: 1,
        users: [userBasic(reviewer)], groups: [], contains_hidden_groups: false, section: null, source_rule: null, overridden: false,
        code_owner: false, approved_by: [], approved: false,
      }],
    });
    expect((await developer.client.get(`${base}/approvals`)).body).toMatchObject({
      approved: false, approvals_required: 1, approvals_left: 1, has_approval_rules: true, suggested_approvers: [userBasic(reviewer)],
      approval_rules_left: [{ id: rule.id, name: 'Group QA', rule_type: 'regular', report_type: null }],
    });
    expect((await developer.client.get(base)).body.detailed_merge_status).toBe('not_approved');
    expect((await reviewer.client.post(`${base}/approve`)).status).toBe(201);
    expect((await developer.client.get(`${base}/approval_state`)).body.rules[0]).toMatchObject({ approved: true, approved_by: [userBasic(reviewer)] });
    expect((await developer.client.get(base)).body.detailed_merge_status).toBe('mergeable');
  }, SLOW_SETUP);

  it('leaves merge requests into unprotected branches, and those with rules of their own, to those rules', async () => {
    const { project } = await projectUnderGroupRule();
    const intoDev = await openMergeRequest(developer.client, project.id, { source_branch: 'feature', target_branch: 'dev' });
    const devState = await developer.client.get(`/projects/${project.id}/merge_requests/${intoDev.iid}/approval_state`);
    expect(devState.body).toEqual({ approval_rules_overwritten: false, rules: [] });
    await commitFile(developer.client, project.id, 'other', { path: 'o.txt', content: 'o\n' }, 'main');
    const own = await openMergeRequest(developer.client, project.id, {
      source_branch: 'other', approval_rules_attributes: [{ name: 'Mine', approvals_required: 1, user_ids: [reviewer.user.id] }],
    });
    const ownState = await developer.client.get(`/projects/${project.id}/merge_requests/${own.iid}/approval_state`);
    expect(ownState.body.approval_rules_overwritten).toBe(true);
    expect(names(ownState.body.rules)).toEqual(['Mine']);
  }, SLOW_SETUP);

  it('puts the any-approver rule first, then project rules, then group rules', async () => {
    const { root, project } = await projectUnderGroupRule();
    await owner.client.post(`/groups/${root.id}/approval_rules`, { body: { name: 'Group anyone', approvals_required: 1 } });
    await owner.client.post(`/projects/${project.id}/approval_rules`, { body: { name: 'Project QA', approvals_required: 1, user_ids: [reviewer.user.id] } });
    const mr = await openMergeRequest(developer.client, project.id, { source_branch: 'feature' });
    const state = await developer.client.get(`/projects/${project.id}/merge_requests/${mr.iid}/approval_state`);
    expect(names(state.body.rules)).toEqual(['Group anyone', 'Project QA', 'Group QA']);
    expect(state.body.rules[0]).toMatchObject({ rule_type: 'any_approver', eligible_approvers: [], approvals_required: 1 });
  }, SLOW_SETUP);
});
