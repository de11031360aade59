import { addMember, createProject, createUserWithClient } from '../support/factories';
import { commitFile, openMergeRequest } from '../support/merge-requests';
import { startTestService, type TestService } from '../support/service';

let service: TestService;
let owner: Awaited<ReturnType<typeof createUserWithClient>>;
let developer: Awaited<ReturnType<typeof createUserWithClient>>;
let reviewer: Awaited<ReturnType<typeof createUserWithClient>>;
let project: { id: number };
let plain: { id: number };

/**
 * In `project`: "Both" approved by the reviewer and the owner, "Reviewer only" by the reviewer,
 * "Nobody" by no one; a project rule names the reviewer and "Nobody" has its own rule naming the owner.
 * `plain` has one merge request and no rules.
 */
beforeAll(async () => {
  service = await startTestService();
  [owner, developer, reviewer] = await Promise.all([1, 2, 3].map(() => createUserWithClient(service.api)));
  [project, plain] = await Promise.all([1, 2].map(() => createProject(owner.client, { initialize_with_readme: true })));
  for (const target of [project, plain]) {
    await addMember(owner.client, `projects/${target.id}`, developer.user.id, 30);
    await addMember(owner.client, `projects/${target.id}`, reviewer.user.id, 30);
  }
  const open = async (target: { id: number }, branch: string, title: string) => {
    await commitFile(developer.client, target.id, branch, { path: `${branch}.txt`, content: `${branch}\n` }, 'main');
    return openMergeRequest(developer.client, target.id, { source_branch: branch, title });
  };
  const both = await open(project, 'both', 'Both');
  const reviewerOnly = await open(project, 'reviewer', 'Reviewer only');
  const nobody = await open(project, 'nobody', 'Nobody');
  await open(plain, 'plain', 'Plain');
  await owner.client.post(`/projects/${project.id}/approval_rules`, { body: { name: 'Reviewers', approvals_required: 1, user_ids: [reviewer.user.id] } });
  await developer.client.post(`/projects/${project.id}/merge_requests/${nobody.iid}/approval_rules`, { body: { name: 'Owner', approvals_required: 1, user_ids: [owner.user.id] } });
  for (const mr of [both, reviewerOnly]) expect((await reviewer.client.post(`/projects/${project.id}/merge_requests/${mr.iid}/approve`)).status).toBe(201);
  expect((await owner.client.post(`/projects/${project.id}/merge_requests/${both.iid}/approve`)).status).toBe(201);
}, 90_000);
afterAll(async () => {
  await service?.stop();
});

async function titles(query: string, target = project): Promise<string[]> {
  const res = await owner.client.get(`/projects/${target.id}/merge_requests?${query}&order_by=title&sort=asc`);
  expect(res.status).toBe(200);
  return res.body.map((mr: { title: string }) => mr.title);
}

describe('GET /projects/:id/merge_requests approval filters', () => {
  it('approved_by_ids: every named user approved, or None / Any', async () => {
    expect(await titles(`approved_by_ids[]=${reviewer.user.id}`)).toEqual(['Both', 'Reviewer only']);
    expect(await titles(`approved_by_ids[]=${reviewer.user.id}&approved_by_ids[]=${owner.user.id}`)).toEqual(['Both']);
    expect(await titles(`approved_by_ids[]=${developer.user.id}`)).toEqual([]);
    expect(await titles('approved_by_ids[]=None')).toEqual(['Nobody']);
    expect(await titles('approved_by_ids[]=Any')).toEqual(['Both', 'Reviewer only']);
  });

  it('approved_by_usernames: the same by username', async () => {
    expect(await titles(`approved_by_usernames[]=${owner.user.username}`)).toEqual(['Both']);
    expect(await titles(`approved_by_usernames[]=${reviewer.user.username}`)).toEqual(['Both', 'Reviewer only']);
    expect(await titles('approved_by_usernames[]=None')).toEqual(['Nobody']);
    expect(await titles('approved_by_usernames[]=no-such-user')).toEqual([]);
  });

  it('approved=yes|no: whether anyone approved', async () => {
    expect(await titles('approved=yes')).toEqual(['Both', 'Reviewer only']);
    expect(await titles('approved=no')).toEqual(['Nobody']);
    expect(await titles('approved=no', plain)).toEqual(['Plain']);
    expect(await titles('approved=yes', plain)).toEqual([]);
  });

  it('approver_ids: the users that rules (the project\'s or the merge request\'s own) name', async () => {
    expect(await titles(`approver_ids[]=${owner.user.id}`)).toEqual(['Nobody']);
    expect(await titles(`approver_ids[]=${reviewer.user.id}`)).toEqual(['Both', 'Nobody', 'Reviewer only']);
    expect(await titles(`approver_ids[]=${developer.user.id}`)).toEqual([]);
    expect(await titles('approver_ids[]=None')).toEqual([]);
    expect(await titles('approver_ids[]=None', plain)).toEqual(['Plain']);
    expect(await titles('approver_ids[]=Any', plain)).toEqual([]);
  });

  it('refuses more than five approved_by_ids', async () => {
    const res = await owner.client.get(`/projects/${project.id}/merge_requests?approved_by_ids=1,2,3,4,5,6`);
    expect(res.status).toBe(400);
  });
});
