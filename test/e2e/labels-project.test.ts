import { expectGitlabError } from '../support/expectations';
import { addMember, createGroup, createProject, createUserWithClient, type CreatedProject } from '../support/factories';
import type { HttpClient } from '../support/http-client';
import { startTestService, type TestService } from '../support/service';

let service: TestService;
let owner: { client: HttpClient; user: { id: number } };

beforeAll(async () => {
  service = await startTestService();
  owner = await createUserWithClient(service.api);
});
afterAll(async () => {
  await service?.stop();
});

/** Entities::ProjectLabel of a project's own label, with `overrides`. */
const projectLabel = (overrides: Record<string, unknown>) => ({
  id: expect.any(Number), name: 'bug', color: '#d9534f', description: null, description_html: '', text_color: '#FFFFFF',
  subscribed: false, priority: null, is_project_label: true, ...overrides,
});

async function createLabel(client: HttpClient, project: CreatedProject, body: Record<string, unknown>) {
  const res = await client.post(`/projects/${project.id}/labels`, { body });
  if (res.status !== 201) throw new Error(`createLabel failed: ${res.status} ${res.text}`);
  return res.body;
}

describe('POST /projects/:id/labels', () => {
  it('creates a label with GitLab defaults and computes its text colour', async () => {
    const project = await createProject(owner.client);
    const res = await owner.client.post(`/projects/${project.id}/labels`, { body: { name: 'bug', color: '#d9534f' } });
    expect({ status: res.status, body: res.body }).toEqual({ status: 201, body: projectLabel({}) });
  });

  it('turns colour names into hex, keeps #RGB, sets priority and escapes the description', async () => {
    const project = await createProject(owner.client);
    const named = await createLabel(owner.client, project, { name: 'light', color: 'Yellow', description: 'a <b>&</b> b', priority: 3 });
    expect(named).toEqual(projectLabel({
      name: 'light', color: '#FFFF00', text_color: '#1F1E24', priority: 3, description: 'a & b', description_html: 'a &amp; b',
    }));
    expect(await createLabel(owner.client, project, { name: 'short', color: '#abc' })).toMatchObject({ color: '#abc', text_color: '#1F1E24' });
  });

  it.each([
    [{ color: '#fff' }, 400, { error: 'name is missing' }],
    [{ name: 'x' }, 400, { error: 'color is missing' }],
    [{ name: 'x', color: 'nope' }, 400, { message: { color: ['must be a valid color code'] } }],
    [{ name: 'a,b', color: '#fff' }, 400, { message: { title: ['is invalid'] } }],
    [{ name: 'x', color: '#fff', priority: 'high' }, 400, { error: 'priority is invalid' }],
  ])('refuses %j', async (body, status, error) => {
    const project = await createProject(owner.client);
    expectGitlabError(await owner.client.post(`/projects/${project.id}/labels`, { body }), status, error);
  });

  it('answers 409 for a title the project already sees, its own or its group\'s', async () => {
    const group = await createGroup(owner.client);
    const project = await createProject(owner.client, { namespace_id: group.id });
    await owner.client.post(`/groups/${group.id}/labels`, { body: { name: 'inherited', color: '#fff' } });
    await createLabel(owner.client, project, { name: 'own', color: '#fff' });
    for (const name of ['own', 'inherited']) {
      expectGitlabError(await owner.client.post(`/projects/${project.id}/labels`, { body: { name, color: '#000' } }), 409, { message: 'Label already exists' });
    }
  });
});

describe('GET /projects/:id/labels', () => {
  it('lists own and ancestor group labels in title order, paginated, with counts on request', async () => {
    const group = await createGroup(owner.client);
    const project = await createProject(owner.client, { namespace_id: group.id });
    const groupLabel = (await owner.client.post(`/groups/${group.id}/labels`, { body: { name: 'b-group', color: '#000000' } })).body;
    const own = await createLabel(owner.client, project, { name: 'a-own', color: '#ffffff' });
    const res = await owner.client.get(`/projects/${project.id}/labels`);
    expect(res.body.map((label: any) => [label.id, label.is_project_label])).toEqual([[own.id, true], [groupLabel.id, false]]);
    expect(res.headers.get('x-total')).toBe('2');
    const counted = await owner.client.get(`/projects/${project.id}/labels?with_counts=true&per_page=1`);
    expect(counted.body).toEqual([projectLabel({
      id: own.id, name: 'a-own', color: '#ffffff', text_color: '#1F1E24', open_issues_count: 0, closed_issues_count: 0, open_merge_requests_count: 0,
    })]);
    expect(Object.keys(counted.body[0])).toEqual([
      'id', 'name', 'color', 'description', 'description_html', 'text_color', 'open_issues_count', 'closed_issues_count',
      'open_merge_requests_count', 'subscribed', 'priority', 'is_project_label',
    ]);
    const searched = await owner.client.get(`/projects/${project.id}/labels?search=grou`);
    expect(searched.body.map((label: any) => label.name)).toEqual(['b-group']);
  });

  it('leaves out labels of groups above the parent group without include_ancestor_groups', async () => {
    const top = await createGroup(owner.client);
    const sub = await createGroup(owner.client, { parent_id: top.id });
    const project = await createProject(owner.client, { namespace_id: sub.id });
    await owner.client.post(`/groups/${top.id}/labels`, { body: { name: 'top', color: '#000' } });
    await owner.client.post(`/groups/${sub.id}/labels`, { body: { name: 'sub', color: '#000' } });
    const names = async (query: string) => (await owner.client.get(`/projects/${project.id}/labels${query}`)).body.map((l: any) => l.name);
    expect(await names('')).toEqual(['sub', 'top']);
    expect(await names('?include_ancestor_groups=false')).toEqual(['sub']);
  });

  it('finds one label by id or by title, 404 otherwise', async () => {
    const project = await createProject(owner.client);
    const label = await createLabel(owner.client, project, { name: 'needs review', color: '#fff' });
    expect((await owner.client.get(`/projects/${project.id}/labels/${label.id}`)).body).toEqual(label);
    expect((await owner.client.get(`/projects/${project.id}/labels/needs%20review`)).body).toEqual(label);
    expectGitlabError(await owner.client.get(`/projects/${project.id}/labels/nothing`), 404, { message: '404 Label Not Found' });
  });
});

describe('PUT and DELETE /projects/:id/labels/:label_id', () => {
  it('renames, recolours and reprioritizes; priority null unprioritizes', async () => {
    const project = await createProject(owner.client);
    const label = await createLabel(owner.client, project, { name: 'bug', color: '#d9534f', priority: 1 });
    const res = await owner.client.put(`/projects/${project.id}/labels/bug`, { body: { new_name: 'defect', color: 'white', priority: 5 } });
    expect({ status: res.status, body: res.body }).toEqual({ status: 200, body: projectLabel({ id: label.id, name: 'defect', color: '#FFFFFF', text_color: '#1F1E24', priority: 5 }) });
    const cleared = await owner.client.put(`/projects/${project.id}/labels/${label.id}`, { body: { priority: null } });
    expect(cleared.body.priority).toBeNull();
  });

  // labels.md: the deprecated `PUT /projects/:id/labels` names the label in the body (python-gitlab's `label.save()`).
  it('updates through the collection path by name or by label_id, exactly one of them', async () => {
    const project = await createProject(owner.client);
    const label = await createLabel(owner.client, project, { name: 'bug', color: '#d9534f' });
    const byName = await owner.client.put(`/projects/${project.id}/labels`, { body: { name: 'bug', description: 'Broken' } });
    expect({ status: byName.status, body: byName.body }).toEqual({
      status: 200, body: projectLabel({ id: label.id, name: 'bug', color: '#d9534f', description: 'Broken', description_html: 'Broken' }),
    });
    const byId = await owner.client.put(`/projects/${project.id}/labels`, { body: { label_id: label.id, new_name: 'defect' } });
    expect(byId.body).toEqual(projectLabel({ id: label.id, name: 'defect', color: '#d9534f', description: 'Broken', description_html: 'Broken' }));
    expectGitlabError(await owner.client.put(`/projects/${project.id}/labels`, { body: { color: '#000' } }), 400,
      { error: 'label_id, name are missing, exactly one parameter must be provided' });
    expectGitlabError(await owner.client.put(`/projects/${project.id}/labels`, { body: { name: 'nothing', color: '#000' } }), 404,
      { message: '404 Label Not Found' });
  });

  it.each([
    [{}, 400, { error: 'new_name, color, description, priority are missing, at least one parameter must be provided' }],
    [{ color: 'bad' }, 400, { message: { color: ['must be a valid color code'] } }],
    [{ new_name: 'taken' }, 400, { message: { title: ['has already been taken'] } }],
  ])('refuses %j', async (body, status, error) => {
    const project = await createProject(owner.client);
    await createLabel(owner.client, project, { name: 'taken', color: '#fff' });
    const label = await createLabel(owner.client, project, { name: 'mine', color: '#fff' });
    expectGitlabError(await owner.client.put(`/projects/${project.id}/labels/${label.id}`, { body }), status, error);
  });

  it('deletes with 204, then the label is gone', async () => {
    const project = await createProject(owner.client);
    const label = await createLabel(owner.client, project, { name: 'gone', color: '#fff' });
    expect((await owner.client.delete(`/projects/${project.id}/labels/${label.id}`)).status).toBe(204);
    expectGitlabError(await owner.client.delete(`/projects/${project.id}/labels/${label.id}`), 404, { message: '404 Label Not Found' });
  });
});

describe('label subscriptions', () => {
  it('subscribes once (then 304) and unsubscribes once (then 304)', async () => {
    const project = await createProject(owner.client);
    const label = await createLabel(owner.client, project, { name: 'watch', color: '#fff' });
    const base = `/projects/${project.id}/labels/${label.id}`;
    const first = await owner.client.post(`${base}/subscribe`);
    expect({ status: first.status, subscribed: first.body.subscribed }).toEqual({ status: 201, subscribed: true });
    expect((await owner.client.post(`${base}/subscribe`)).status).toBe(304);
    expect((await owner.client.get(base)).body.subscribed).toBe(true);
    const off = await owner.client.post(`${base}/unsubscribe`);
    expect({ status: off.status, subscribed: off.body.subscribed }).toEqual({ status: 201, subscribed: false });
    const again = await owner.client.post(`${base}/unsubscribe`);
    expect({ status: again.status, text: again.text }).toEqual({ status: 304, text: '' });
  });
});

describe('label access', () => {
  it('answers 401 anonymously, 404 to outsiders of a private project and 403 to Guests who write', async () => {
    const project = await createProject(owner.client, { visibility: 'private' });
    const label = await createLabel(owner.client, project, { name: 'private', color: '#fff' });
    const [guest, outsider] = await Promise.all([createUserWithClient(service.api), createUserWithClient(service.api)]);
    await addMember(owner.client, `projects/${project.id}`, guest.user.id, 10);
    expectGitlabError(await owner.client.get(`/projects/${project.id}/labels`, { token: null }), 401, { message: '401 Unauthorized' });
    expectGitlabError(await outsider.client.get(`/projects/${project.id}/labels`), 404, { message: '404 Project Not Found' });
    expect((await guest.client.get(`/projects/${project.id}/labels/${label.id}`)).status).toBe(200);
    const forbidden = { message: '403 Forbidden' };
    expectGitlabError(await guest.client.post(`/projects/${project.id}/labels`, { body: { name: 'x', color: '#fff' } }), 403, forbidden);
    expectGitlabError(await guest.client.put(`/projects/${project.id}/labels/${label.id}`, { body: { color: '#000' } }), 403, forbidden);
    expectGitlabError(await guest.client.delete(`/projects/${project.id}/labels/${label.id}`), 403, forbidden);
  });

  it('lets a Reporter manage labels', async () => {
    const project = await createProject(owner.client);
    const reporter = await createUserWithClient(service.api);
    await addMember(owner.client, `projects/${project.id}`, reporter.user.id, 20);
    expect((await reporter.client.post(`/projects/${project.id}/labels`, { body: { name: 'r', color: '#fff' } })).status).toBe(201);
  });
});
