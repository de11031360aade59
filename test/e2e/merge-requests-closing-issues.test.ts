import { eventually, expectGitlabError } from '../support/expectations';
import { addMember, createProject, createUserWithClient } from '../support/factories';
import { commitFile, openMergeRequest } from '../support/merge-requests';
import { startTestService, type TestService } from '../support/service';

let service: TestService;
let owner: Awaited<ReturnType<typeof createUserWithClient>>;
let dev: Awaited<ReturnType<typeof createUserWithClient>>;
let stranger: Awaited<ReturnType<typeof createUserWithClient>>;

beforeAll(async () => {
  service = await startTestService();
  owner = await createUserWithClient(service.api);
  dev = await createUserWithClient(service.api);
  stranger = await createUserWithClient(service.api);
}, 60_000);
afterAll(async () => {
  await service?.stop();
});

// Closing issues are worked out by reactions to merge request events (from the job queue, after commit).
const REACTION_TEST_TIMEOUT = 90_000;
const within = 40_000;
type Iid = { iid: number };
const iids = (items: Iid[]) => items.map((item) => item.iid);

async function issueIn(projectId: number, title: string) {
  const res = await owner.client.post(`/projects/${projectId}/issues`, { body: { title } });
  expect(res.status).toBe(201);
  return res.body;
}

/** Waits until GET `path` lists exactly the iids `expected`. */
const listed = (client: typeof owner.client, path: string, expected: number[]) => eventually(async () => {
  const res = await client.get(path);
  return JSON.stringify(iids(res.body)) === JSON.stringify(expected) ? res : undefined;
}, within);

const issueState = (projectId: number, iid: number, state: string) => eventually(async () => {
  const issue = (await owner.client.get(`/projects/${projectId}/issues/${iid}`)).body;
  return issue.state === state ? issue : undefined;
}, within);

/** A private project with a README, `dev` as Maintainer (who may merge into `main`), and a `feature` branch whose commit message is `message`. */
async function projectWithFeature(message = 'Add f') {
  const project = await createProject(owner.client, { initialize_with_readme: true });
  await addMember(owner.client, `projects/${project.id}`, dev.user.id, 40);
  const commit = await owner.client.post(`/projects/${project.id}/repository/commits`, {
    body: { branch: 'feature', start_branch: 'main', commit_message: message, actions: [{ action: 'create', file_path: 'f.txt', content: 'x\n' }] },
  });
  expect(commit.status).toBe(201);
  return project;
}

describe('issues closed by a merge request', () => {
  it('lists the issues its title, description and commits close, and closes them when it is merged into the default branch', async () => {
    const project = await projectWithFeature('Add f\n\nFixes #4');
    const [first, second, mentioned] = [await issueIn(project.id, 'one'), await issueIn(project.id, 'two'), await issueIn(project.id, 'three')];
    const fromCommit = await issueIn(project.id, 'four');
    const other = await createProject(owner.client);
    const elsewhere = await issueIn(other.id, 'elsewhere');
    const mr = await openMergeRequest(owner.client, project.id, {
      source_branch: 'feature', title: 'Closes #1',
      description: `Fixes #${second.iid} and resolves ${other.path_with_namespace}#${elsewhere.iid}.\nSee #${mentioned.iid}.`,
    });
    const base = `/projects/${project.id}/merge_requests/${mr.iid}`;
    const res = await listed(owner.client, `${base}/closes_issues`, [first.iid, second.iid, fromCommit.iid, elsewhere.iid]);
    expect([res.status, res.headers.get('x-total')]).toEqual([200, '4']);
    const single = (await owner.client.get(`/projects/${project.id}/issues/${first.iid}`)).body;
    const { has_tasks, _links, references, severity, subscribed, moved_to_id, service_desk_reply_to, epic_iid, epic, iteration, health_status, ...basic } = single;
    expect(res.body[0]).toEqual({ ...basic, merge_requests_count: 1 });
    expect(Object.keys(res.body[0])).toEqual(Object.keys(basic));
    const closedBy = await owner.client.get(`/projects/${project.id}/issues/${first.iid}/closed_by`);
    expect([closedBy.status, closedBy.body.map((item: { id: number }) => item.id), closedBy.body[0].references]).toEqual([200, [mr.id], mr.references]);
    expect((await owner.client.get(`/projects/${project.id}/issues/${mentioned.iid}/closed_by`)).body).toEqual([]);

    expect((await owner.client.put(`${base}/merge`)).status).toBe(200);
    for (const issue of [first, second, fromCommit]) {
      const closed = await issueState(project.id, issue.iid, 'closed');
      expect(closed.closed_by.id).toBe(owner.user.id);
    }
    const crossProject = await eventually(async () => {
      const found = (await owner.client.get(`/projects/${other.id}/issues/${elsewhere.iid}`)).body;
      return found.state === 'closed' ? found : undefined;
    }, within);
    expect(crossProject.closed_by.id).toBe(owner.user.id);
    expect((await owner.client.get(`/projects/${project.id}/issues/${mentioned.iid}`)).body.state).toBe('opened');
    // Closed issues have no closing merge requests to show any more.
    expect((await owner.client.get(`/projects/${project.id}/issues/${first.iid}/closed_by`)).body).toEqual([]);
  }, REACTION_TEST_TIMEOUT);

  it('refreshes the list when the description changes', async () => {
    const project = await projectWithFeature();
    const [first, second] = [await issueIn(project.id, 'one'), await issueIn(project.id, 'two')];
    const mr = await openMergeRequest(owner.client, project.id, { source_branch: 'feature', description: `Closes #${first.iid}` });
    const base = `/projects/${project.id}/merge_requests/${mr.iid}`;
    await listed(owner.client, `${base}/closes_issues`, [first.iid]);
    expect((await owner.client.put(base, { body: { description: `Closes #${second.iid}` } })).status).toBe(200);
    await listed(owner.client, `${base}/closes_issues`, [second.iid]);
    expect((await owner.client.get(`/projects/${project.id}/issues/${first.iid}`)).body.merge_requests_count).toBe(0);
  }, REACTION_TEST_TIMEOUT);

  it("closes only issues the merge user may update, and shows only issues the caller may read", async () => {
    const project = await projectWithFeature();
    const mine = await issueIn(project.id, 'mine');
    const publicProject = await createProject(owner.client, { visibility: 'public' });
    await addMember(owner.client, `projects/${publicProject.id}`, dev.user.id, 10);
    const notDevs = await issueIn(publicProject.id, 'not for dev to close');
    const secretProject = await createProject(owner.client);
    const secret = await issueIn(secretProject.id, 'secret');
    const mr = await openMergeRequest(dev.client, project.id, {
      source_branch: 'feature',
      description: `Closes #${mine.iid}, ${publicProject.path_with_namespace}#${notDevs.iid} and ${secretProject.path_with_namespace}#${secret.iid}`,
    });
    const base = `/projects/${project.id}/merge_requests/${mr.iid}`;
    // Written by dev: the secret project's issue is no closing issue of theirs.
    await listed(dev.client, `${base}/closes_issues`, [mine.iid, notDevs.iid]);
    expect((await dev.client.put(`${base}/merge`)).status).toBe(200);
    expect((await issueState(project.id, mine.iid, 'closed')).closed_by.id).toBe(dev.user.id);
    // One reaction closes them all in one transaction: `mine` closed, it is done. A Guest may not close another's issue.
    expect((await owner.client.get(`/projects/${publicProject.id}/issues/${notDevs.iid}`)).body.state).toBe('opened');
    expect((await owner.client.get(`/projects/${secretProject.id}/issues/${secret.iid}`)).body.state).toBe('opened');
  }, REACTION_TEST_TIMEOUT);

  it('closes nothing when merged into another branch than the default one', async () => {
    const project = await projectWithFeature();
    const issue = await issueIn(project.id, 'stays open');
    await commitFile(owner.client, project.id, 'develop', { path: 'd.txt', content: 'd\n' }, 'main');
    const mr = await openMergeRequest(owner.client, project.id, { source_branch: 'feature', target_branch: 'develop', description: `Closes #${issue.iid}` });
    expect((await owner.client.put(`/projects/${project.id}/merge_requests/${mr.iid}/merge`)).status).toBe(200);
    // A later merge into the default branch that closes another issue shows the reactions ran past the first merge.
    const marker = await issueIn(project.id, 'marker');
    const later = await openMergeRequest(owner.client, project.id, { source_branch: 'develop', description: `Closes #${marker.iid}` });
    await listed(owner.client, `/projects/${project.id}/merge_requests/${later.iid}/closes_issues`, [marker.iid]);
    expect((await owner.client.put(`/projects/${project.id}/merge_requests/${later.iid}/merge`)).status).toBe(200);
    await issueState(project.id, marker.iid, 'closed');
    expect((await owner.client.get(`/projects/${project.id}/issues/${issue.iid}`)).body.state).toBe('opened');
    expect((await owner.client.get(`/projects/${project.id}/merge_requests/${mr.iid}/closes_issues`)).body).toEqual([]);
  }, REACTION_TEST_TIMEOUT);

  it('answers 404 to a non-member of a private project and for unknown merge requests and issues', async () => {
    const project = await projectWithFeature();
    const mr = await openMergeRequest(owner.client, project.id, { source_branch: 'feature' });
    const issue = await issueIn(project.id, 'x');
    expectGitlabError(await stranger.client.get(`/projects/${project.id}/merge_requests/${mr.iid}/closes_issues`), 404, { message: '404 Project Not Found' });
    expectGitlabError(await stranger.client.get(`/projects/${project.id}/issues/${issue.iid}/closed_by`), 404, { message: '404 Project Not Found' });
    expectGitlabError(await owner.client.get(`/projects/${project.id}/merge_requests/${mr.iid + 9}/closes_issues`), 404, { message: '404 Not found' });
    expectGitlabError(await owner.client.get(`/projects/${project.id}/issues/${issue.iid + 9}/closed_by`), 404, { message: '404 Not found' });
    expectGitlabError(await owner.client.get(`/projects/${project.id}/issues/x/closed_by`), 400, { error: 'issue_iid is invalid' });
  });
});
