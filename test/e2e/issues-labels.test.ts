import { addMember, createProject, createUserWithClient } from '../support/factories';
import type { HttpClient } from '../support/http-client';
import { startTestService, type TestService } from '../support/service';

let service: TestService;
let owner: Awaited<ReturnType<typeof createUserWithClient>>;

beforeAll(async () => {
  service = await startTestService();
  owner = await createUserWithClient(service.api);
});
afterAll(async () => {
  await service?.stop();
});

async function post(client: HttpClient, path: string, body: Record<string, unknown>) {
  const res = await client.post(path, { body });
  if (res.status !== 201) throw new Error(`POST ${path} failed: ${res.status} ${res.text}`);
  return res.body;
}

const titles = (res: { body: Array<{ title: string }> }) => res.body.map((issue) => issue.title).sort();

describe('labels and milestones on issues', () => {
  it('creates missing labels by title, attaches a milestone, and shows both', async () => {
    const project = await createProject(owner.client);
    await post(owner.client, `/projects/${project.id}/labels`, { name: 'bug', color: '#FF0000' });
    const milestone = await post(owner.client, `/projects/${project.id}/milestones`, { title: 'v1', due_date: '2099-01-01' });
    const issue = await post(owner.client, `/projects/${project.id}/issues`, { title: 'Labelled', labels: 'bug,needs-triage', milestone_id: milestone.id });
    expect(issue.labels).toEqual(['bug', 'needs-triage']);
    expect(issue.milestone).toEqual(expect.objectContaining({ id: milestone.id, iid: 1, project_id: project.id, title: 'v1', state: 'active' }));
    const created = (await owner.client.get(`/projects/${project.id}/labels/needs-triage`)).body;
    expect([created.color, created.is_project_label]).toEqual(['#6699cc', true]);
    const counted = (await owner.client.get(`/projects/${project.id}/labels?with_counts=true`)).body;
    expect(counted.map((label: Record<string, unknown>) => [label.name, label.open_issues_count, label.closed_issues_count])).toEqual([['bug', 1, 0], ['needs-triage', 1, 0]]);
  });

  it('replaces, adds and removes labels; clears and ignores milestones as GitLab does', async () => {
    const project = await createProject(owner.client);
    const other = await createProject(owner.client);
    const foreign = await post(owner.client, `/projects/${other.id}/milestones`, { title: 'elsewhere' });
    const own = await post(owner.client, `/projects/${project.id}/milestones`, { title: 'here' });
    const issue = await post(owner.client, `/projects/${project.id}/issues`, { title: 'Changing', labels: 'a,b', milestone_id: own.id });
    const path = `/projects/${project.id}/issues/${issue.iid}`;
    expect((await owner.client.put(path, { body: { add_labels: 'c', remove_labels: 'a' } })).body.labels).toEqual(['b', 'c']);
    expect((await owner.client.put(path, { body: { labels: 'z' } })).body.labels).toEqual(['z']);
    expect((await owner.client.put(path, { body: { labels: '' } })).body.labels).toEqual([]);
    expect((await owner.client.put(path, { body: { milestone_id: foreign.id } })).body.milestone).toBeNull();
    expect((await owner.client.put(path, { body: { milestone_id: own.id } })).body.milestone.id).toBe(own.id);
    expect((await owner.client.put(path, { body: { milestone_id: 0 } })).body.milestone).toBeNull();
  });

  it("drops a Guest's labels and milestone and creates no label", async () => {
    const project = await createProject(owner.client, { visibility: 'public' });
    const guest = await createUserWithClient(service.api);
    await addMember(owner.client, `projects/${project.id}`, guest.user.id, 10);
    const milestone = await post(owner.client, `/projects/${project.id}/milestones`, { title: 'm' });
    const issue = await post(guest.client, `/projects/${project.id}/issues`, { title: 'From a guest', labels: 'sneaky', milestone_id: milestone.id });
    expect([issue.labels, issue.milestone]).toEqual([[], null]);
    expect((await owner.client.get(`/projects/${project.id}/labels`)).body).toEqual([]);
  });

  it('filters by labels (all of them, any case, None, Any, not) and milestones (title, None, Any, Upcoming, Started)', async () => {
    const project = await createProject(owner.client);
    const upcoming = await post(owner.client, `/projects/${project.id}/milestones`, { title: 'next', start_date: '2099-01-01', due_date: '2099-12-31' });
    const started = await post(owner.client, `/projects/${project.id}/milestones`, { title: 'now', start_date: '2000-01-01' });
    await post(owner.client, `/projects/${project.id}/issues`, { title: 'both', labels: 'bug,ui', milestone_id: upcoming.id });
    await post(owner.client, `/projects/${project.id}/issues`, { title: 'bug only', labels: 'bug', milestone_id: started.id });
    await post(owner.client, `/projects/${project.id}/issues`, { title: 'bare' });
    const list = (query: string) => owner.client.get(`/projects/${project.id}/issues?${query}`);
    expect(titles(await list('labels=bug,UI'))).toEqual(['both']);
    expect(titles(await list('labels=BUG'))).toEqual(['both', 'bug only']);
    expect(titles(await list('labels=None'))).toEqual(['bare']);
    expect(titles(await list('labels=Any'))).toEqual(['both', 'bug only']);
    expect(titles(await list('not[labels]=ui'))).toEqual(['bare', 'bug only']);
    expect(titles(await list('milestone=next'))).toEqual(['both']);
    expect(titles(await list('milestone=None'))).toEqual(['bare']);
    expect(titles(await list('milestone_id=Any'))).toEqual(['both', 'bug only']);
    expect(titles(await list('milestone_id=Upcoming'))).toEqual(['both']);
    expect(titles(await list('milestone_id=Started'))).toEqual(['bug only']);
    expect(titles(await list('not[milestone]=next'))).toEqual(['bare', 'bug only']);
    expect((await list('milestone=next&milestone_id=Any')).status).toBe(400);
    const details = (await list('labels=ui&with_labels_details=true')).body[0].labels;
    expect(details).toEqual([
      expect.objectContaining({ name: 'bug', color: '#6699cc', text_color: '#FFFFFF' }),
      expect.objectContaining({ name: 'ui', color: '#6699cc', description: null }),
    ]);
    const byDue = (await list('order_by=milestone_due&sort=asc')).body.map((issue: { title: string }) => issue.title);
    // Issues whose milestone has no due date, or that have none, come last, newest first.
    expect(byDue).toEqual(['both', 'bare', 'bug only']);
  });
});
