import { expectGitlabError } from '../support/expectations';
import { addMember, createGroup, createUserWithClient } from '../support/factories';
import { startTestService, type TestService } from '../support/service';

let service: TestService;
let owner: Awaited<ReturnType<typeof createUserWithClient>>;
let maintainer: Awaited<ReturnType<typeof createUserWithClient>>;
let stranger: Awaited<ReturnType<typeof createUserWithClient>>;

beforeAll(async () => {
  service = await startTestService();
  [owner, maintainer, stranger] = await Promise.all([1, 2, 3].map(() => createUserWithClient(service.api)));
}, 90_000);
afterAll(async () => {
  await service?.stop();
});

const userBasic = (u: { user: { id: number; username: string } }) => expect.objectContaining({ id: u.user.id, username: u.user.username });

describe('/groups/:id/approval_rules', () => {
  it('creates, lists and updates group rules as ApprovalRule entities', async () => {
    const group = await createGroup(owner.client, { visibility: 'private' });
    await addMember(owner.client, `groups/${group.id}`, maintainer.user.id, 40);
    const created = await owner.client.post(`/groups/${group.id}/approval_rules`, {
      body: { name: 'Group QA', approvals_required: 2, user_ids: [maintainer.user.id, stranger.user.id], group_ids: [group.id] },
    });
    expect(created.status).toBe(201);
    expect(Object.keys(created.body)).toEqual(['id', 'name', 'rule_type', 'report_type', 'eligible_approvers', 'approvals_required', 'users', 'groups', 'contains_hidden_groups']);
    expect(created.body).toMatchObject({
      name: 'Group QA', rule_type: 'regular', approvals_required: 2, users: [userBasic(maintainer)],
      eligible_approvers: [userBasic(maintainer), userBasic(owner)], groups: [expect.objectContaining({ id: group.id })], contains_hidden_groups: false,
    });
    const list = await owner.client.get(`/groups/${group.id}/approval_rules`);
    expect(list.status).toBe(200);
    expect(list.headers.get('x-total')).toBe('1');
    expect(list.body).toEqual([created.body]);
    const updated = await owner.client.put(`/groups/${group.id}/approval_rules/${created.body.id}`, { body: { name: 'Renamed', group_ids: [] } });
    expect(updated.body).toMatchObject({ name: 'Renamed', groups: [], eligible_approvers: [userBasic(maintainer)], approvals_required: 2 });
    expectGitlabError(await owner.client.put(`/groups/${group.id}/approval_rules/999999`, { body: { name: 'x' } }), 404, { message: '404 Not found' });
  });

  it('is for group Owners: 403 for a Maintainer, 404 for a non-member of a private group', async () => {
    const group = await createGroup(owner.client, { visibility: 'private' });
    await addMember(owner.client, `groups/${group.id}`, maintainer.user.id, 40);
    const body = { name: 'QA', approvals_required: 1 };
    expectGitlabError(await maintainer.client.post(`/groups/${group.id}/approval_rules`, { body }), 403, { message: '403 Forbidden' });
    expectGitlabError(await maintainer.client.get(`/groups/${group.id}/approval_rules`), 403, { message: '403 Forbidden' });
    expectGitlabError(await stranger.client.get(`/groups/${group.id}/approval_rules`), 404, { message: '404 Group Not Found' });
    expectGitlabError(await owner.client.post(`/groups/${group.id}/approval_rules`, { body: { name: 'QA', approvals_required: 1, rule_type: 'bogus' } }),
      400, { error: 'rule_type does not have a valid value' });
  });
});
