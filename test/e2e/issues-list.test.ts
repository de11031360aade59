import { expectGitlabError } from '../support/expectations';
import { addMember, createGroup, createProject, createUserWithClient } from '../support/factories';
import type { HttpClient } from '../support/http-client';
import { startTestService, type TestService } from '../support/service';

let service: TestService;
let owner: Awaited<ReturnType<typeof createUserWithClient>>;
let other: Awaited<ReturnType<typeof createUserWithClient>>;
let project: { id: number; path_with_namespace: string };
/** The fixture issues by title, each made to be included by some filters and excluded by others. */
const iids: Record<string, number> = {};

async function newIssue(client: HttpClient, projectId: number, body: Record<string, unknown>) {
  const res = await client.post(`/projects/${projectId}/issues`, { body });
  if (res.status !== 201) throw new Error(`create issue failed: ${res.status} ${res.text}`);
  return res.body;
}

const titles = (res: { body: Array<{ title: string }> }) => res.body.map((issue) => issue.title).sort();

beforeAll(async () => {
  service = await startTestService();
  owner = await createUserWithClient(service.api);
  other = await createUserWithClient(service.api);
  project = await createProject(owner.client, { visibility: 'public' });
  await addMember(owner.client, `projects/${project.id}`, other.user.id, 30);
  const fixtures: Array<[HttpClient, Record<string, unknown>]> = [
    [owner.client, { title: 'alpha crash', description: 'the login page', assignee_ids: [other.user.id], due_date: '2000-01-01', issue_type: 'incident' }],
    [owner.client, { title: 'beta feature', description: 'crash reporter wanted', confidential: true }],
    [other.client, { title: 'gamma docs', description: 'typo', assignee_ids: [owner.user.id, other.user.id], due_date: '2999-12-31' }],
    [other.client, { title: 'delta closed', description: 'old' }],
  ];
  for (const [client, body] of fixtures) iids[body.title as string] = (await newIssue(client, project.id, body)).iid;
  await owner.client.put(`/projects/${project.id}/issues/${iids['delta closed']}`, { body: { state_event: 'close' } });
}, 120_000);
afterAll(async () => {
  await service?.stop();
});

describe('GET /projects/:id/issues filters', () => {
  const list = (query: string) => owner.client.get(`/projects/${project.id}/issues?${query}`);

  it.each([
    ['state=opened', ['alpha crash', 'beta feature', 'gamma docs']],
    ['state=closed', ['delta closed']],
    ['search=crash', ['alpha crash', 'beta feature']],
    ['search=crash&in=title', ['alpha crash']],
    ['search=crash&in=description', ['beta feature']],
    ['assignee_id=None', ['beta feature', 'delta closed']],
    ['assignee_id=Any', ['alpha crash', 'gamma docs']],
    ['confidential=true', ['beta feature']],
    ['confidential=false', ['alpha crash', 'delta closed', 'gamma docs']],
    ['issue_type=incident', ['alpha crash']],
    ['due_date=0', ['beta feature', 'delta closed']],
    ['due_date=any', ['alpha crash', 'gamma docs']],
    ['due_date=overdue', ['alpha crash']],
    ['created_after=2999-01-01T00:00:00Z', []],
    ['updated_before=2000-01-01T00:00:00Z', []],
  ])('%s', async (query, expected) => {
    const res = await list(query);
    expect(res.status).toBe(200);
    expect(titles(res)).toEqual(expected);
  });

  it('filters by author, assignee and iids, and negates them with not[...]', async () => {
    expect(titles(await list(`author_id=${other.user.id}`))).toEqual(['delta closed', 'gamma docs']);
    expect(titles(await list(`author_username=${owner.user.username}`))).toEqual(['alpha crash', 'beta feature']);
    expect(titles(await list(`assignee_id=${owner.user.id}`))).toEqual(['gamma docs']);
    expect(titles(await list(`assignee_username[]=${other.user.username}`))).toEqual(['alpha crash', 'gamma docs']);
    expect(titles(await list(`iids[]=${iids['alpha crash']}&iids[]=${iids['gamma docs']}`))).toEqual(['alpha crash', 'gamma docs']);
    expect(titles(await list(`not[author_id]=${other.user.id}`))).toEqual(['alpha crash', 'beta feature']);
    expect(titles(await list(`not[iids][]=${iids['alpha crash']}`))).toEqual(['beta feature', 'delta closed', 'gamma docs']);
    expect(titles(await list(`not[assignee_username][]=${other.user.username}`))).toEqual(['beta feature', 'delta closed']);
    expect(titles(await list('author_username=nobody-has-this-name'))).toEqual([]);
  });

  it('orders by title, due date and creation, both ways', async () => {
    const order = async (query: string) => (await list(query)).body.map((issue: { title: string }) => issue.title);
    expect(await order('order_by=title&sort=asc')).toEqual(['alpha crash', 'beta feature', 'delta closed', 'gamma docs']);
    expect(await order('order_by=due_date&sort=asc')).toEqual(['alpha crash', 'gamma docs', 'delta closed', 'beta feature']);
    expect(await order('order_by=created_at&sort=asc')).toEqual(['alpha crash', 'beta feature', 'gamma docs', 'delta closed']);
    expect(await order('')).toEqual(['delta closed', 'gamma docs', 'beta feature', 'alpha crash']);
  });

  it('paginates with GitLab headers', async () => {
    const res = await list('per_page=3&page=1');
    expect(res.body).toHaveLength(3);
    expect([res.headers.get('x-total'), res.headers.get('x-total-pages'), res.headers.get('x-next-page'), res.headers.get('x-per-page')]).toEqual(['4', '2', '2', '3']);
  });

  it('rejects mutually exclusive pairs and bad values with 400', async () => {
    expectGitlabError(await list(`author_id=1&author_username=x`), 400, { error: 'author_id, author_username are mutually exclusive' });
    expectGitlabError(await list(`assignee_id=1&assignee_username[]=x`), 400, { error: 'assignee_id, assignee_username are mutually exclusive' });
    expectGitlabError(await list('assignee_id=someone'), 400, { error: 'assignee_id should be an integer, none or any' });
    expectGitlabError(await list('order_by=votes'), 400, { error: 'order_by does not have a valid value' });
    expectGitlabError(await list('due_date=someday'), 400, { error: 'due_date does not have a valid value' });
  });
});

describe('who sees which issues', () => {
  it('hides confidential issues from non-members and Guests, shows them to their assignees', async () => {
    const outsider = await createUserWithClient(service.api);
    expect(titles(await outsider.client.get(`/projects/${project.id}/issues`))).toEqual(['alpha crash', 'delta closed', 'gamma docs']);
    expect(titles(await service.api.as(null).get(`/projects/${project.id}/issues`))).toEqual(['alpha crash', 'delta closed', 'gamma docs']);
    expectGitlabError(await outsider.client.get(`/projects/${project.id}/issues/${iids['beta feature']}`), 404, { message: '404 Not found' });
    const guest = await createUserWithClient(service.api);
    await addMember(owner.client, `projects/${project.id}`, guest.user.id, 10);
    const secret = await newIssue(owner.client, project.id, { title: 'zeta secret', confidential: true, assignee_ids: [guest.user.id] });
    expect(titles(await guest.client.get(`/projects/${project.id}/issues?confidential=true`))).toEqual(['zeta secret']);
    expect((await other.client.get(`/projects/${project.id}/issues/${secret.iid}`)).status).toBe(200);
    await owner.client.delete(`/projects/${project.id}/issues/${secret.iid}`);
  });

  it('answers 404 for a private project to a non-member, and an empty list when issues are disabled', async () => {
    const hidden = await createProject(owner.client);
    await newIssue(owner.client, hidden.id, { title: 'hidden' });
    expectGitlabError(await other.client.get(`/projects/${hidden.id}/issues`), 404, { message: '404 Project Not Found' });
    const disabled = await createProject(owner.client, { visibility: 'public' });
    await newIssue(owner.client, disabled.id, { title: 'before disabling' });
    await owner.client.put(`/projects/${disabled.id}`, { body: { issues_access_level: 'disabled' } });
    expect((await other.client.get(`/projects/${disabled.id}/issues`)).body).toEqual([]);
    expectGitlabError(await other.client.post(`/projects/${disabled.id}/issues`, { body: { title: 'x' } }), 403, { message: '403 Forbidden' });
  });
});

describe('GET /groups/:id/issues and GET /issues', () => {
  it("lists a group's and its subgroups' issues with references relative to the group", async () => {
    const group = await createGroup(owner.client);
    const sub = await createGroup(owner.client, { parent_id: group.id });
    const top = await createProject(owner.client, { namespace_id: group.id });
    const deep = await createProject(owner.client, { namespace_id: sub.id });
    await newIssue(owner.client, top.id, { title: 'top issue' });
    await newIssue(owner.client, deep.id, { title: 'deep issue' });
    const res = await owner.client.get(`/groups/${group.id}/issues?order_by=title&sort=asc`);
    expect(res.body.map((issue: { title: string; references: { relative: string } }) => [issue.title, issue.references.relative])).toEqual([
      ['deep issue', `${deep.path_with_namespace}#1`],
      ['top issue', `${top.path}#1`],
    ]);
    expectGitlabError(await other.client.get(`/groups/${group.id}/issues`), 404, { message: '404 Group Not Found' });
  });

  it('defaults to the issues the caller created, and needs a sign-in unless scope=all', async () => {
    const mine = await owner.client.get('/issues?search=crash');
    expect(titles(mine)).toEqual(['alpha crash', 'beta feature']);
    expect(titles(await other.client.get('/issues?scope=assigned_to_me'))).toEqual(['alpha crash', 'gamma docs']);
    expect(titles(await other.client.get('/issues?scope=all&search=crash'))).toEqual(['alpha crash', 'beta feature']);
    expectGitlabError(await service.api.as(null).get('/issues'), 401, { message: '401 Unauthorized' });
    expect(titles(await service.api.as(null).get('/issues?scope=all&search=crash'))).toEqual(['alpha crash']);
  });
});
