import { expectGitlabError } from '../support/expectations';
import { createEpic, createIssue, iidsOf } from '../support/epics';
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

async function groupWithProject() {
  const group = await createGroup(owner.client);
  const project = await createProject(owner.client, { namespace_id: group.id });
  return { group, project };
}

describe('POST /groups/:id/epics/:epic_iid/issues/:issue_id', () => {
  it('answers 201 with the EpicIssueLink and shows the epic on the issue', async () => {
    const { group, project } = await groupWithProject();
    const epic = await createEpic(owner.client, group.id, { title: 'Big', due_date_fixed: '2020-01-15', due_date_is_fixed: true });
    const issue = await createIssue(owner.client, project.id);
    const res = await owner.client.post(`/groups/${group.id}/epics/${epic.iid}/issues/${issue.id}`);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      id: expect.any(Number), relative_position: 0,
      epic: { id: epic.id, iid: epic.iid, title: 'Big', reference: `${group.full_path}&${epic.iid}` },
      issue: { id: issue.id, iid: issue.iid, epic_iid: epic.iid },
    });
    expect(Object.keys(res.body)).toEqual(['id', 'relative_position', 'epic', 'issue']);
    const read = await owner.client.get(`/projects/${project.id}/issues/${issue.iid}`);
    expect(read.body.epic_iid).toBe(epic.iid);
    expect(read.body.epic).toEqual({
      id: epic.id, iid: epic.iid, title: 'Big', url: `/groups/${group.full_path}/-/epics/${epic.iid}`, group_id: group.id,
      human_readable_end_date: 'Jan 15, 2020', human_readable_timestamp: '<strong>Past due</strong>',
    });
  });

  it('moves an issue from its previous epic and refuses a second link to the same epic', async () => {
    const { group, project } = await groupWithProject();
    const first = await createEpic(owner.client, group.id);
    const second = await createEpic(owner.client, group.id);
    const issue = await createIssue(owner.client, project.id);
    await owner.client.post(`/groups/${group.id}/epics/${first.iid}/issues/${issue.id}`);
    expectGitlabError(await owner.client.post(`/groups/${group.id}/epics/${first.iid}/issues/${issue.id}`), 409, { message: 'Issue(s) already assigned' });
    expect((await owner.client.post(`/groups/${group.id}/epics/${second.iid}/issues/${issue.id}`)).status).toBe(201);
    expect((await owner.client.get(`/groups/${group.id}/epics/${first.iid}/issues`)).body).toEqual([]);
    expect(iidsOf((await owner.client.get(`/groups/${group.id}/epics/${second.iid}/issues`)).body)).toEqual([issue.iid]);
  });

  it('answers 404 for an unknown issue and for one outside the group', async () => {
    const { group } = await groupWithProject();
    const epic = await createEpic(owner.client, group.id);
    const elsewhere = await createIssue(owner.client, (await createProject(owner.client)).id);
    expectGitlabError(await owner.client.post(`/groups/${group.id}/epics/${epic.iid}/issues/999999`), 404, { message: '404 Not found' });
    expectGitlabError(await owner.client.post(`/groups/${group.id}/epics/${epic.iid}/issues/${elsewhere.id}`), 404,
      { message: 'No matching issue found. Make sure that you are adding a valid issue URL.' });
  });

  it('answers 403 for a Guest', async () => {
    const { group, project } = await groupWithProject();
    const guest = await createUserWithClient(service.api);
    await addMember(owner.client, `groups/${group.id}`, guest.user.id, 10);
    const epic = await createEpic(owner.client, group.id);
    const issue = await createIssue(owner.client, project.id);
    expectGitlabError(await guest.client.post(`/groups/${group.id}/epics/${epic.iid}/issues/${issue.id}`), 403, { message: '403 Forbidden' });
  });
});

describe('GET, PUT and DELETE /groups/:id/epics/:epic_iid/issues', () => {
  it('lists issues in epic order with their link ids, reorders them and removes one', async () => {
    const { group, project } = await groupWithProject();
    const epic = await createEpic(owner.client, group.id);
    const issues = [await createIssue(owner.client, project.id), await createIssue(owner.client, project.id), await createIssue(owner.client, project.id)];
    for (const issue of issues) await owner.client.post(`/groups/${group.id}/epics/${epic.iid}/issues/${issue.id}`);
    const listed = await owner.client.get(`/groups/${group.id}/epics/${epic.iid}/issues`);
    expect(listed.status).toBe(200);
    // Each new link goes first (EpicIssue#move_to_start).
    expect(iidsOf(listed.body)).toEqual([3, 2, 1]);
    expect(listed.body[0]).toMatchObject({ id: issues[2].id, epic_issue_id: expect.any(Number), relative_position: expect.any(Number), epic_iid: epic.iid });
    expect(listed.headers.get('x-total')).toBe('3');
    const links = Object.fromEntries(listed.body.map((issue: { iid: number; epic_issue_id: number }) => [issue.iid, issue.epic_issue_id]));
    const moved = await owner.client.put(`/groups/${group.id}/epics/${epic.iid}/issues/${links[3]}`, { body: { move_before_id: links[1] } });
    expect(moved.status).toBe(200);
    expect(iidsOf(moved.body)).toEqual([2, 1, 3]);
    const front = await owner.client.put(`/groups/${group.id}/epics/${epic.iid}/issues/${links[1]}`, { body: { move_after_id: links[2] } });
    expect(iidsOf(front.body)).toEqual([1, 2, 3]);
    expectGitlabError(await owner.client.put(`/groups/${group.id}/epics/${epic.iid}/issues/${links[1]}`, { body: {} }), 400,
      { message: { error: 'Issue could not be moved!' } });
    const removed = await owner.client.delete(`/groups/${group.id}/epics/${epic.iid}/issues/${links[2]}`);
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ id: links[2], epic: { iid: epic.iid }, issue: { iid: 2 } });
    expect(iidsOf((await owner.client.get(`/groups/${group.id}/epics/${epic.iid}/issues`)).body)).toEqual([1, 3]);
    expectGitlabError(await owner.client.delete(`/groups/${group.id}/epics/${epic.iid}/issues/${links[2]}`), 404, { message: '404 Not found' });
  });
});

describe('issue lists filtered by epic_id', () => {
  it('filters project, group and global issue lists by an epic, None, Any and not[epic_id]', async () => {
    const { group, project } = await groupWithProject();
    const epic = await createEpic(owner.client, group.id);
    const other = await createEpic(owner.client, group.id);
    const [inEpic, inOther, loose] = [await createIssue(owner.client, project.id), await createIssue(owner.client, project.id), await createIssue(owner.client, project.id)];
    await owner.client.post(`/groups/${group.id}/epics/${epic.iid}/issues/${inEpic.id}`);
    await owner.client.post(`/groups/${group.id}/epics/${other.iid}/issues/${inOther.id}`);
    const cases: Array<[string, number[]]> = [
      [`epic_id=${epic.id}`, [inEpic.iid]],
      ['epic_id=None', [loose.iid]],
      ['epic_id=Any', [inOther.iid, inEpic.iid]],
      [`not[epic_id]=${epic.id}`, [loose.iid, inOther.iid]],
    ];
    for (const [query, iids] of cases) {
      expect(iidsOf((await owner.client.get(`/projects/${project.id}/issues?${query}`)).body)).toEqual(iids);
      expect(iidsOf((await owner.client.get(`/groups/${group.id}/issues?${query}`)).body)).toEqual(iids);
      expect(iidsOf((await owner.client.get(`/issues?scope=all&${query}`)).body.filter((issue: { project_id: number }) => issue.project_id === project.id))).toEqual(iids);
    }
    expectGitlabError(await owner.client.get(`/projects/${project.id}/issues?epic_id=some`), 400, { error: 'epic_id should be an integer, none or any' });
    const listed = (await owner.client.get(`/projects/${project.id}/issues?epic_id=${epic.id}`)).body[0];
    expect(listed.epic).toEqual({ id: epic.id, iid: epic.iid, title: epic.title, url: `/groups/${group.full_path}/-/epics/${epic.iid}`, group_id: group.id });
  });
});
