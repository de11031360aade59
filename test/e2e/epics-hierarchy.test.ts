import { expectGitlabError } from '../support/expectations';
import { createEpic, createIssue } from '../support/epics';
import { addMember, createGroup, createProject, createUserWithClient } from '../support/factories';
import { startTestService, type TestService } from '../support/service';

let service: TestService;
let owner: Awaited<ReturnType<typeof createUserWithClient>>;

beforeAll(async () => {
  service = await startTestService();
  owner = await createUserWithClient(service.api);
}, 120_000);
afterAll(async () => {
  await service?.stop();
});

const base = () => service.url.replace('127.0.0.1', 'localhost');
const refuse = (reason: string) => ({ message: { parent: [reason] } });

describe('epic hierarchy', () => {
  it('links a child to a parent in the same group or an ancestor, with parent_iid and the parent link', async () => {
    const top = await createGroup(owner.client);
    const sub = await createGroup(owner.client, { parent_id: top.id });
    const parent = await createEpic(owner.client, top.id, { title: 'Parent' });
    const child = await createEpic(owner.client, sub.id, { title: 'Child', parent_id: parent.id });
    expect(child).toMatchObject({ parent_id: parent.id, parent_iid: parent.iid, _links: { parent: `${base()}/api/v4/groups/${top.id}/epics/${parent.iid}` } });
    const sibling = await createEpic(owner.client, sub.id, { title: 'Sibling' });
    const moved = await owner.client.put(`/groups/${sub.id}/epics/${sibling.iid}`, { body: { parent_id: parent.id } });
    expect(moved.body.parent_id).toBe(parent.id);
    const detached = await owner.client.put(`/groups/${sub.id}/epics/${sibling.iid}`, { body: { parent_id: 0 } });
    expect(detached.body).toMatchObject({ parent_id: null, parent_iid: null });
  });

  it("refuses a parent in a subgroup, itself, a descendant, and an unknown epic with GitLab's texts", async () => {
    const top = await createGroup(owner.client);
    const sub = await createGroup(owner.client, { parent_id: top.id });
    const low = await createEpic(owner.client, sub.id);
    const a = await createEpic(owner.client, top.id);
    const b = await createEpic(owner.client, top.id, { parent_id: a.id });
    const put = (iid: number, parentId: number) => owner.client.put(`/groups/${top.id}/epics/${iid}`, { body: { parent_id: parentId } });
    expectGitlabError(await owner.client.post(`/groups/${top.id}/epics`, { body: { title: 'x', parent_id: low.id } }), 400,
      refuse('This epic cannot be added. An epic must belong to the same group or subgroup as its parent epic.'));
    expectGitlabError(await put(a.iid, a.id), 400, refuse('This epic cannot be added. An epic cannot be added to itself.'));
    expectGitlabError(await put(a.iid, b.id), 400, refuse('This epic cannot be added. It is already an ancestor of the parent epic.'));
    expectGitlabError(await put(a.iid, 999999), 400, refuse('No matching epic found. Make sure that you are adding a valid epic URL.'));
    expect((await owner.client.get(`/groups/${top.id}/epics/${a.iid}`)).body.parent_id).toBeNull();
  });

  it('allows 7 levels and refuses an 8th', async () => {
    const group = await createGroup(owner.client);
    let parent = await createEpic(owner.client, group.id, { title: 'Level 1' });
    for (let level = 2; level <= 7; level++) parent = await createEpic(owner.client, group.id, { title: `Level ${level}`, parent_id: parent.id });
    expectGitlabError(await owner.client.post(`/groups/${group.id}/epics`, { body: { title: 'Level 8', parent_id: parent.id } }), 400,
      refuse('This epic cannot be added. One or more epics would exceed the maximum depth (7) from its most distant ancestor.'));
  });
});

describe('epic start and due dates', () => {
  it("inherits the earliest start and latest due date from its issues' milestones and its children, unless fixed", async () => {
    const group = await createGroup(owner.client);
    const project = await createProject(owner.client, { namespace_id: group.id });
    const early = (await owner.client.post(`/groups/${group.id}/milestones`, { body: { title: 'early', start_date: '2030-01-10', due_date: '2030-02-01' } })).body;
    const late = (await owner.client.post(`/groups/${group.id}/milestones`, { body: { title: 'late', start_date: '2030-03-01', due_date: '2030-06-30' } })).body;
    const parent = await createEpic(owner.client, group.id, { title: 'Parent' });
    const child = await createEpic(owner.client, group.id, { title: 'Child', parent_id: parent.id });
    const first = await createIssue(owner.client, project.id, { milestone_id: early.id });
    const second = await createIssue(owner.client, project.id, { milestone_id: late.id });
    await owner.client.post(`/groups/${group.id}/epics/${parent.iid}/issues/${first.id}`);
    await owner.client.post(`/groups/${group.id}/epics/${child.iid}/issues/${second.id}`);
    const read = async (iid: number) => (await owner.client.get(`/groups/${group.id}/epics/${iid}`)).body;
    expect(await read(child.iid)).toMatchObject({ start_date: '2030-03-01', due_date: '2030-06-30', start_date_from_inherited_source: '2030-03-01' });
    expect(await read(parent.iid)).toMatchObject({
      start_date: '2030-01-10', start_date_from_inherited_source: '2030-01-10', start_date_from_milestones: '2030-01-10', start_date_is_fixed: false,
      due_date: '2030-06-30', end_date: '2030-06-30', due_date_from_inherited_source: '2030-06-30', due_date_is_fixed: false,
    });
    await owner.client.put(`/groups/${group.id}/epics/${child.iid}`, { body: { due_date_is_fixed: true, due_date_fixed: '2031-12-31' } });
    expect(await read(parent.iid)).toMatchObject({ due_date: '2031-12-31' });
    await owner.client.put(`/groups/${group.id}/epics/${parent.iid}`, { body: { start_date_is_fixed: true, start_date_fixed: '2029-05-05' } });
    expect(await read(parent.iid)).toMatchObject({ start_date: '2029-05-05', start_date_fixed: '2029-05-05', start_date_from_inherited_source: '2030-01-10' });
    const listed = (await owner.client.get(`/groups/${group.id}/epics?order_by=title&sort=asc`)).body;
    expect(listed.map((epic: Record<string, unknown>) => [epic.title, epic.start_date, epic.due_date]))
      .toEqual([['Child', '2030-03-01', '2031-12-31'], ['Parent', '2029-05-05', '2031-12-31']]);
  });

  it("shows Guests the dates but not their sources", async () => {
    const group = await createGroup(owner.client);
    const guest = await createUserWithClient(service.api);
    await addMember(owner.client, `groups/${group.id}`, guest.user.id, 10);
    await createEpic(owner.client, group.id, { due_date_fixed: '2030-01-01', due_date_is_fixed: true });
    const res = await guest.client.get(`/groups/${group.id}/epics/1`);
    expect(res.body).toMatchObject({ due_date: '2030-01-01', end_date: '2030-01-01' });
    expect('due_date_from_inherited_source' in res.body).toBe(false);
  });
});
