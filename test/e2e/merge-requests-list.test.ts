import { expectGitlabError } from '../support/expectations';
import { addMember, createGroup, createProject, createUserWithClient } from '../support/factories';
import { commitFile, openMergeRequest } from '../support/merge-requests';
import { startTestService, type TestService } from '../support/service';

let service: TestService;
let owner: Awaited<ReturnType<typeof createUserWithClient>>;
let developer: Awaited<ReturnType<typeof createUserWithClient>>;
let group: Awaited<ReturnType<typeof createGroup>>;
let project: Awaited<ReturnType<typeof createProject>>;
const mrs: Record<string, any> = {};

/** One project in a group with four merge requests that differ in every filtered attribute. */
beforeAll(async () => {
  service = await startTestService();
  owner = await createUserWithClient(service.api);
  developer = await createUserWithClient(service.api);
  group = await createGroup(owner.client);
  project = await createProject(owner.client, { namespace_id: group.id, initialize_with_readme: true });
  await addMember(owner.client, `projects/${project.id}`, developer.user.id, 30);
  for (const branch of ['one', 'two', 'three', 'four']) await commitFile(owner.client, project.id, branch, { path: `${branch}.txt`, content: `${branch}\n` }, 'main');
  const milestone = (await owner.client.post(`/projects/${project.id}/milestones`, { body: { title: 'v1' } })).body;
  mrs.one = await openMergeRequest(owner.client, project.id, { source_branch: 'one', title: 'Fix the parser', labels: 'bug,ui', assignee_ids: [developer.user.id], milestone_id: milestone.id });
  mrs.two = await openMergeRequest(developer.client, project.id, { source_branch: 'two', title: 'Draft: new exporter', description: 'parser too', reviewer_ids: [owner.user.id] });
  mrs.three = await openMergeRequest(owner.client, project.id, { source_branch: 'three', title: 'Docs', labels: 'docs' });
  mrs.four = await openMergeRequest(owner.client, project.id, { source_branch: 'four', title: 'Closed one' });
  await owner.client.put(`/projects/${project.id}/merge_requests/${mrs.four.iid}`, { body: { state_event: 'close' } });
});
afterAll(async () => {
  await service?.stop();
});

async function titles(query: string, client = owner.client, path = `/projects/${project.id}/merge_requests`): Promise<string[]> {
  const res = await client.get(`${path}?${query}`);
  if (res.status !== 200) throw new Error(`${query}: ${res.status} ${res.text}`);
  return res.body.map((mr: { title: string }) => mr.title);
}

describe('GET /projects/:id/merge_requests filters', () => {
  it('lists all states newest first by default and filters by state', async () => {
    expect(await titles('')).toEqual(['Closed one', 'Docs', 'Draft: new exporter', 'Fix the parser']);
    expect(await titles('state=opened')).toEqual(['Docs', 'Draft: new exporter', 'Fix the parser']);
    expect(await titles('state=closed')).toEqual(['Closed one']);
    expect(await titles('state=merged')).toEqual([]);
  });

  it('filters by labels, milestone, author, assignee and reviewer, and their negations', async () => {
    expect(await titles('labels=BUG')).toEqual(['Fix the parser']);
    expect(await titles('labels=None')).toEqual(['Closed one', 'Draft: new exporter']);
    expect(await titles('labels=Any&state=opened')).toEqual(['Docs', 'Fix the parser']);
    expect(await titles('not[labels]=bug&state=opened')).toEqual(['Docs', 'Draft: new exporter']);
    expect(await titles('milestone=v1')).toEqual(['Fix the parser']);
    expect(await titles('milestone=None&state=opened')).toEqual(['Docs', 'Draft: new exporter']);
    expect(await titles(`author_id=${developer.user.id}`)).toEqual(['Draft: new exporter']);
    expect(await titles(`author_username=${developer.user.username}`)).toEqual(['Draft: new exporter']);
    expect(await titles(`not[author_id]=${developer.user.id}&state=opened`)).toEqual(['Docs', 'Fix the parser']);
    expect(await titles(`assignee_id=${developer.user.id}`)).toEqual(['Fix the parser']);
    expect(await titles('assignee_id=None&state=opened')).toEqual(['Docs', 'Draft: new exporter']);
    expect(await titles(`assignee_username[]=${developer.user.username}`)).toEqual(['Fix the parser']);
    expect(await titles(`reviewer_id=${owner.user.id}`)).toEqual(['Draft: new exporter']);
    expect(await titles('reviewer_id=Any')).toEqual(['Draft: new exporter']);
    expect(await titles(`reviewer_username=${owner.user.username}`)).toEqual(['Draft: new exporter']);
    expect(await titles(`not[reviewer_id]=${owner.user.id}&state=opened`)).toEqual(['Docs', 'Fix the parser']);
  });

  it('filters by search, branches, draft status, iids and dates, and orders by title', async () => {
    expect(await titles('search=parser')).toEqual(['Draft: new exporter', 'Fix the parser']);
    expect(await titles('search=parser&in=title')).toEqual(['Fix the parser']);
    expect(await titles('source_branch=three')).toEqual(['Docs']);
    expect(await titles('target_branch=main&state=opened')).toEqual(['Docs', 'Draft: new exporter', 'Fix the parser']);
    expect(await titles('wip=yes')).toEqual(['Draft: new exporter']);
    expect(await titles('wip=no&state=opened')).toEqual(['Docs', 'Fix the parser']);
    expect(await titles(`iids[]=${mrs.one.iid}&iids[]=${mrs.three.iid}`)).toEqual(['Docs', 'Fix the parser']);
    expect(await titles('created_after=2999-01-01T00:00:00Z')).toEqual([]);
    expect(await titles('order_by=title&sort=asc')).toEqual(['Closed one', 'Docs', 'Draft: new exporter', 'Fix the parser']);
    expect(await titles('approved_by_ids[]=None&state=opened')).toEqual(['Docs', 'Draft: new exporter', 'Fix the parser']);
    expect(await titles(`approved_by_ids[]=${owner.user.id}`)).toEqual([]);
    expect(await titles('environment=production')).toEqual([]);
  });

  it('answers view=simple with the simple entity', async () => {
    const res = await owner.client.get(`/projects/${project.id}/merge_requests?view=simple&iids[]=${mrs.three.iid}`);
    expect(res.body).toEqual([{
      id: mrs.three.id, iid: mrs.three.iid, project_id: project.id, title: 'Docs', description: null, state: 'opened',
      created_at: mrs.three.created_at, updated_at: mrs.three.updated_at, web_url: mrs.three.web_url,
    }]);
  });

  it('rejects exclusive pairs and more than five approvers', async () => {
    const path = `/projects/${project.id}/merge_requests`;
    expectGitlabError(await owner.client.get(`${path}?author_id=1&author_username=x`), 400, { error: 'author_id, author_username are mutually exclusive' });
    expectGitlabError(await owner.client.get(`${path}?reviewer_id=1&reviewer_username=x`), 400, { error: 'reviewer_id, reviewer_username are mutually exclusive' });
    const six = await owner.client.get(`${path}?approved_by_ids=1,2,3,4,5,6`);
    expect(six.status).toBe(400);
  });
});

describe('GET /merge_requests and /groups/:id/merge_requests', () => {
  it('defaults to the caller\'s own merge requests, takes scopes, and needs a sign-in unless scope=all', async () => {
    expect(await titles('', developer.client, '/merge_requests')).toEqual(['Draft: new exporter']);
    expect(await titles('scope=assigned_to_me', developer.client, '/merge_requests')).toEqual(['Fix the parser']);
    expect(await titles('scope=reviews_for_me', owner.client, '/merge_requests')).toEqual(['Draft: new exporter']);
    expectGitlabError(await service.api.as(null).get('/merge_requests'), 401, { message: '401 Unauthorized' });
    expect(await titles(`scope=all&state=opened&source_branch=one`, owner.client, '/merge_requests')).toEqual(['Fix the parser']);
  });

  it('lists a group\'s merge requests with references relative to the group', async () => {
    const res = await owner.client.get(`/groups/${group.id}/merge_requests?state=opened`);
    expect(res.body.map((mr: { title: string }) => mr.title)).toEqual(['Docs', 'Draft: new exporter', 'Fix the parser']);
    expect(res.body[0].references).toEqual({ short: `!${mrs.three.iid}`, relative: `${project.path}!${mrs.three.iid}`, full: `${project.path_with_namespace}!${mrs.three.iid}` });
    const stranger = await createUserWithClient(service.api);
    expectGitlabError(await stranger.client.get(`/groups/${group.id}/merge_requests`), 404, { message: '404 Group Not Found' });
  });
});
