import { expectGitlabError } from '../support/expectations';
import { addMember, createProject, createUserWithClient } from '../support/factories';
import { startTestService, type TestService } from '../support/service';

let service: TestService;
let owner: Awaited<ReturnType<typeof createUserWithClient>>;
let developer: Awaited<ReturnType<typeof createUserWithClient>>;
let stranger: Awaited<ReturnType<typeof createUserWithClient>>;

beforeAll(async () => {
  service = await startTestService();
  [owner, developer, stranger] = await Promise.all([createUserWithClient(service.api), createUserWithClient(service.api), createUserWithClient(service.api)]);
}, 90_000);
afterAll(async () => {
  await service?.stop();
});

const DEFAULTS = {
  approvers: [], approver_groups: [], approvals_before_merge: 0, reset_approvals_on_push: true, selective_code_owner_removals: false,
  disable_overriding_approvers_per_merge_request: false, merge_requests_author_approval: false, merge_requests_disable_committers_approval: false,
  require_password_to_approve: false,
};

describe('GET /projects/:id/approvals', () => {
  it("answers GitLab's defaults in GitLab's key order", async () => {
    const project = await createProject(owner.client);
    const res = await owner.client.get(`/projects/${project.id}/approvals`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(DEFAULTS);
    expect(Object.keys(res.body)).toEqual(Object.keys(DEFAULTS));
  });

  it('is readable by a Developer and 404 for a non-member of a private project, 401 anonymously', async () => {
    const project = await createProject(owner.client, { visibility: 'private' });
    await addMember(owner.client, `projects/${project.id}`, developer.user.id, 30);
    expect((await developer.client.get(`/projects/${project.id}/approvals`)).body).toEqual(DEFAULTS);
    expectGitlabError(await stranger.client.get(`/projects/${project.id}/approvals`), 404, { message: '404 Project Not Found' });
    expect((await service.api.as(null).get(`/projects/${project.id}/approvals`)).status).toBe(401);
  });
});

describe('POST /projects/:id/approvals', () => {
  it('changes only the given settings and keeps them', async () => {
    const project = await createProject(owner.client);
    const res = await owner.client.post(`/projects/${project.id}/approvals`, {
      body: { reset_approvals_on_push: false, merge_requests_author_approval: true, require_password_to_approve: true, approvals_before_merge: 2 },
    });
    expect(res.status).toBe(201);
    const expected = { ...DEFAULTS, reset_approvals_on_push: false, merge_requests_author_approval: true, require_password_to_approve: true, approvals_before_merge: 2 };
    expect(res.body).toEqual(expected);
    const selective = await owner.client.post(`/projects/${project.id}/approvals`, { body: { selective_code_owner_removals: true } });
    expect(selective.body).toEqual({ ...expected, selective_code_owner_removals: true });
    expect((await owner.client.get(`/projects/${project.id}/approvals`)).body).toEqual({ ...expected, selective_code_owner_removals: true });
  });

  it('refuses selective code owner removals while approvals reset on push, writing nothing', async () => {
    const project = await createProject(owner.client);
    const res = await owner.client.post(`/projects/${project.id}/approvals`, { body: { selective_code_owner_removals: true, disable_overriding_approvers_per_merge_request: true } });
    expectGitlabError(res, 400, { message: { base: ['selective_code_owner_removals can only be enabled when reset_approvals_on_push is disabled'] } });
    expect((await owner.client.get(`/projects/${project.id}/approvals`)).body).toEqual(DEFAULTS);
    const both = await owner.client.post(`/projects/${project.id}/approvals`, { body: { selective_code_owner_removals: true, reset_approvals_on_push: false } });
    expect(both.body).toMatchObject({ selective_code_owner_removals: true, reset_approvals_on_push: false });
  });

  it('needs a setting, a Maintainer, and a readable project', async () => {
    const project = await createProject(owner.client, { visibility: 'private' });
    await addMember(owner.client, `projects/${project.id}`, developer.user.id, 30);
    expect((await owner.client.post(`/projects/${project.id}/approvals`, { body: {} })).status).toBe(400);
    expectGitlabError(await developer.client.post(`/projects/${project.id}/approvals`, { body: { reset_approvals_on_push: false } }), 403, { message: '403 Forbidden' });
    expectGitlabError(await stranger.client.post(`/projects/${project.id}/approvals`, { body: { reset_approvals_on_push: false } }), 404, { message: '404 Project Not Found' });
  });
});
