import { expectGitlabError } from '../support/expectations';
import { addMember, createProject, createUserWithClient } from '../support/factories';
import { commitFile, openMergeRequest } from '../support/merge-requests';
import { startTestService, type TestService } from '../support/service';

type User = Awaited<ReturnType<typeof createUserWithClient>>;
let service: TestService;
let owner: User;
let developer: User;
let reviewer: User;
let second: User;
let stranger: User;
const warnings: string[] = [];
const onWarning = (warning: Error) => warnings.push(warning.message);

beforeAll(async () => {
  service = await startTestService();
  const users = [];
  // One after another, so their ids grow in this order (lists of approvers are ordered by user id).
  for (let i = 0; i < 5; i++) users.push(await createUserWithClient(service.api));
  [owner, developer, reviewer, second, stranger] = users;
  process.on('warning', onWarning);
}, 90_000);
afterAll(async () => {
  process.off('warning', onWarning);
  await service?.stop();
});

const userBasic = (u: User) => expect.objectContaining({ id: u.user.id, username: u.user.username });
const names = (rules: Array<{ name: string }>) => rules.map((rule) => rule.name);

/** A private project with a rule for every branch and one for `release/*`, and a `feature` branch to merge. */
async function projectWithRules(settings: Record<string, unknown> = {}) {
  const project = await createProject(owner.client, { initialize_with_readme: true, visibility: 'private' });
  for (const user of [developer, reviewer, second]) await addMember(owner.client, `projects/${project.id}`, user.user.id, 30);
  if (Object.keys(settings).length) await owner.client.post(`/projects/${project.id}/approvals`, { body: settings });
  const release = await owner.client.post(`/projects/${project.id}/protected_branches`, { body: { name: 'release/*' } });
  const everywhere = await owner.client.post(`/projects/${project.id}/approval_rules`, { body: { name: 'Reviewers', approvals_required: 1, user_ids: [reviewer.user.id] } });
  const releases = await owner.client.post(`/projects/${project.id}/approval_rules`, {
    body: { name: 'Release', approvals_required: 2, user_ids: [reviewer.user.id], protected_branch_ids: [release.body.id] },
  });
  await commitFile(developer.client, project.id, 'feature', { path: 'a.txt', content: 'a\n' }, 'main');
  return { project, everywhere: everywhere.body, releases: releases.body };
}

describe('merge request rules copied from project rules (approval_rules_attributes)', () => {
  it('copies the chosen rules and the ones for other protected branches, with source_rule and overridden', async () => {
    const { project, everywhere, releases } = await projectWithRules();
    const mr = await openMergeRequest(developer.client, project.id, {
      source_branch: 'feature',
      approval_rules_attributes: [{
        approval_project_rule_id: everywhere.id, name: 'Reviewers', approvals_required: 2, user_ids: [reviewer.user.id, second.user.id, stranger.user.id],
      }],
    });
    const base = `/projects/${project.id}/merge_requests/${mr.iid}`;
    const own = await developer.client.get(`${base}/approval_rules`);
    expect(own.status).toBe(200);
    expect(names(own.body)).toEqual(['Reviewers', 'Release']);
    expect(Object.keys(own.body[0])).toEqual(['id', 'name', 'rule_type', 'report_type', 'eligible_approvers', 'approvals_required', 'users', 'groups',
      'contains_hidden_groups', 'section', 'source_rule', 'overridden']);
    // The stranger is no member of the project, so ParamsFilteringService drops them.
    expect(own.body[0]).toMatchObject({
      rule_type: 'regular', approvals_required: 2, users: [userBasic(reviewer), userBasic(second)], section: null,
      source_rule: { approvals_required: 1 }, overridden: true,
    });
    expect(own.body[0].id).not.toBe(everywhere.id);
    expect(own.body[1]).toMatchObject({ approvals_required: 2, users: [userBasic(reviewer)], source_rule: { approvals_required: 2 }, overridden: false });
    expect(own.body[1].id).not.toBe(releases.id);

    // Only the rules for the target branch (`main`) take part; the `release/*` copy waits for a retarget.
    const state = await developer.client.get(`${base}/approval_state`);
    expect(state.body.approval_rules_overwritten).toBe(true);
    expect(state.body.rules).toEqual([expect.objectContaining({
      id: own.body[0].id, name: 'Reviewers', source_rule: { approvals_required: 1 }, overridden: true, section: null, code_owner: false,
      eligible_approvers: [userBasic(reviewer), userBasic(second)], approved_by: [], approved: false,
    })]);
    await commitFile(owner.client, project.id, 'release/1', { path: 'r.txt', content: 'r\n' }, 'main');
    expect((await developer.client.put(base, { body: { target_branch: 'release/1' } })).status).toBe(200);
    expect(names((await developer.client.get(`${base}/approval_state`)).body.rules)).toEqual(['Reviewers', 'Release']);
  });

  it('answers from the project rules when a merge request has none, and runs no queries over each other in its transaction', async () => {
    const { project, everywhere } = await projectWithRules();
    const mr = await openMergeRequest(developer.client, project.id, { source_branch: 'feature' });
    const base = `/projects/${project.id}/merge_requests/${mr.iid}`;
    expect((await developer.client.get(`${base}/approval_rules`)).body).toEqual([]);
    const state = await developer.client.get(`${base}/approval_state`);
    expect(state.body.approval_rules_overwritten).toBe(false);
    expect(state.body.rules).toEqual([expect.objectContaining({ id: everywhere.id, name: 'Reviewers', source_rule: null, overridden: false })]);
    expect(warnings.filter((message) => message.includes('already executing a query'))).toEqual([]);
  });

  it('drops approval_rules_attributes where the project forbids overriding its rules', async () => {
    const { project } = await projectWithRules({ disable_overriding_approvers_per_merge_request: true });
    const attributes = [{ name: 'Mine', approvals_required: 1, user_ids: [second.user.id] }];
    const mr = await openMergeRequest(developer.client, project.id, { source_branch: 'feature', approval_rules_attributes: attributes });
    const base = `/projects/${project.id}/merge_requests/${mr.iid}`;
    expect((await developer.client.put(base, { body: { approval_rules_attributes: attributes } })).status).toBe(200);
    expect((await developer.client.get(`${base}/approval_rules`)).body).toEqual([]);
    const state = await developer.client.get(`${base}/approval_state`);
    expect(state.body).toMatchObject({ approval_rules_overwritten: false, rules: [expect.objectContaining({ name: 'Reviewers' })] });
  });

  it('changes a rule by id and resets to the project rules through PUT', async () => {
    const { project } = await projectWithRules();
    const mr = await openMergeRequest(developer.client, project.id, {
      source_branch: 'feature', approval_rules_attributes: [{ name: 'Own', approvals_required: 1, user_ids: [second.user.id] }],
    });
    const base = `/projects/${project.id}/merge_requests/${mr.iid}`;
    const [own] = (await developer.client.get(`${base}/approval_rules`)).body;
    expect(own).toMatchObject({ name: 'Own', source_rule: null, overridden: false, users: [userBasic(second)] });
    expect((await developer.client.get(base)).body.detailed_merge_status).toBe('not_approved');
    await developer.client.put(base, { body: { approval_rules_attributes: [{ id: own.id, approvals_required: 0 }] } });
    expect((await developer.client.get(`${base}/approval_rules`)).body[0]).toMatchObject({ id: own.id, name: 'Own', approvals_required: 0, users: [userBasic(second)] });
    expect((await developer.client.get(base)).body.detailed_merge_status).toBe('mergeable');
    await developer.client.put(base, { body: { reset_approval_rules_to_defaults: true } });
    expect((await developer.client.get(`${base}/approval_rules`)).body).toEqual([]);
    expect((await developer.client.get(`${base}/approval_state`)).body).toMatchObject({
      approval_rules_overwritten: false, rules: [expect.objectContaining({ name: 'Reviewers', source_rule: null })],
    });
  });

  it('refuses invalid rules with nothing written, an unknown rule id with 404, and strangers with 404', async () => {
    const { project } = await projectWithRules();
    const create = (approval_rules_attributes: unknown[]) => developer.client.post(`/projects/${project.id}/merge_requests`, {
      body: { source_branch: 'feature', target_branch: 'main', title: 'Rules', approval_rules_attributes },
    });
    expectGitlabError(await create([{ name: ' ', approvals_required: 1, user_ids: [reviewer.user.id] }]), 400, { message: { 'approval_rules.name': ["can't be blank"] } });
    expectGitlabError(await create([{ name: 'A', approvals_required: 1 }, { name: 'A', approvals_required: 2 }]), 400, { message: { 'approval_rules.name': ['has already been taken'] } });
    expectGitlabError(await create([{ name: 'A', approvals_required: -1 }]), 400, { message: { 'approval_rules.approvals_required': ['must be greater than or equal to 0'] } });
    expectGitlabError(await create([{ name: 'A', approvals_required: 'many' }]), 400, { error: 'approval_rules_attributes is invalid' });
    expect((await developer.client.get(`/projects/${project.id}/merge_requests`)).body).toEqual([]);
    const mr = await openMergeRequest(developer.client, project.id, { source_branch: 'feature' });
    const base = `/projects/${project.id}/merge_requests/${mr.iid}`;
    expectGitlabError(await developer.client.put(base, { body: { approval_rules_attributes: [{ id: 999999, approvals_required: 0 }] } }), 404, { message: '404 Not found' });
    expectGitlabError(await stranger.client.put(base, { body: { approval_rules_attributes: [{ name: 'X', approvals_required: 0 }] } }), 404, { message: '404 Project Not Found' });
  });
});
