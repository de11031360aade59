import { expectGitlabError } from '../support/expectations';
import { addMember, createProject, createUserWithClient } from '../support/factories';
import { commitFile, openMergeRequest } from '../support/merge-requests';
import { startTestService, type TestService } from '../support/service';

type User = Awaited<ReturnType<typeof createUserWithClient>>;
let service: TestService;
let owner: User;
let developer: User;
let reviewer: User;
let reporter: User;

beforeAll(async () => {
  service = await startTestService();
  const users = [];
  for (let i = 0; i < 4; i++) users.push(await createUserWithClient(service.api));
  [owner, developer, reviewer, reporter] = users;
}, 90_000);
afterAll(async () => {
  await service?.stop();
});

const userBasic = (u: User) => expect.objectContaining({ id: u.user.id, username: u.user.username });

async function mergeRequestWithProjectRule() {
  const project = await createProject(owner.client, { initialize_with_readme: true, visibility: 'private' });
  await addMember(owner.client, `projects/${project.id}`, developer.user.id, 30);
  await addMember(owner.client, `projects/${project.id}`, reviewer.user.id, 30);
  await addMember(owner.client, `projects/${project.id}`, reporter.user.id, 20);
  const source = await owner.client.post(`/projects/${project.id}/approval_rules`, { body: { name: 'Reviewers', approvals_required: 1, user_ids: [reviewer.user.id] } });
  await commitFile(developer.client, project.id, 'feature', { path: 'a.txt', content: 'a\n' }, 'main');
  const mr = await openMergeRequest(developer.client, project.id, { source_branch: 'feature' });
  return { project, source: source.body, base: `/projects/${project.id}/merge_requests/${mr.iid}` };
}

describe('POST …/merge_requests/:iid/approval_rules with approval_project_rule_id', () => {
  it("takes the project rule's name and approvers, and reports overridden once they differ", async () => {
    const { source, base } = await mergeRequestWithProjectRule();
    const created = await developer.client.post(`${base}/approval_rules`, { body: { name: 'Ignored', approvals_required: 1, approval_project_rule_id: source.id } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Reviewers', rule_type: 'regular', users: [userBasic(reviewer)], eligible_approvers: [userBasic(reviewer)], approvals_required: 1,
      section: null, source_rule: { approvals_required: 1 }, overridden: false,
    });
    const changed = await developer.client.put(`${base}/approval_rules/${created.body.id}`, { body: { approvals_required: 2 } });
    expect(changed.body).toMatchObject({ approvals_required: 2, source_rule: { approvals_required: 1 }, overridden: true });
    const state = await developer.client.get(`${base}/approval_state`);
    expect(state.body).toMatchObject({ approval_rules_overwritten: true, rules: [expect.objectContaining({ id: created.body.id, overridden: true })] });
  });

  it('keeps the approvers given, ignores an unknown project rule, and refuses Reporters', async () => {
    const { source, base } = await mergeRequestWithProjectRule();
    const own = await developer.client.post(`${base}/approval_rules`, {
      body: { name: 'Mine', approvals_required: 1, approval_project_rule_id: source.id, user_ids: [developer.user.id] },
    });
    expect(own.body).toMatchObject({ name: 'Reviewers', users: [userBasic(developer)], overridden: true });
    const unknown = await developer.client.post(`${base}/approval_rules`, { body: { name: 'Plain', approvals_required: 0, approval_project_rule_id: 999999 } });
    expect(unknown.body).toMatchObject({ name: 'Plain', rule_type: 'any_approver', source_rule: null, overridden: false });
    expectGitlabError(await reporter.client.post(`${base}/approval_rules`, { body: { name: 'R', approvals_required: 1 } }), 403, { message: '403 Forbidden' });
  });
});
