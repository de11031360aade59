import { createIssue } from '../support/epics';
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

describe('/promote in an issue note', () => {
  it('answers 202 for a body of only /promote, makes an epic in the group and closes the issue', async () => {
    const group = await createGroup(owner.client);
    const project = await createProject(owner.client, { namespace_id: group.id });
    await owner.client.post(`/groups/${group.id}/labels`, { body: { name: 'shared', color: '#ff0000' } });
    const issue = await createIssue(owner.client, project.id, { title: 'Grow up', description: 'Becomes an epic', labels: 'shared,local' });
    const res = await owner.client.post(`/projects/${project.id}/issues/${issue.iid}/notes`, { body: { body: '/promote' } });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ commands_changes: { promote_to_epic: true }, summary: ['Promoted issue to an epic.'] });
    const epics = (await owner.client.get(`/groups/${group.id}/epics`)).body;
    expect(epics).toHaveLength(1);
    expect(epics[0]).toMatchObject({ iid: 1, title: 'Grow up', description: 'Becomes an epic', labels: ['shared'], author: { id: owner.user.id } });
    expect((await owner.client.get(`/projects/${project.id}/issues/${issue.iid}`)).body).toMatchObject({ state: 'closed', closed_by: { id: owner.user.id } });
  });

  it('answers 201 with the rest of the note, and offers /promote only once', async () => {
    const group = await createGroup(owner.client);
    const project = await createProject(owner.client, { namespace_id: group.id });
    const issue = await createIssue(owner.client, project.id);
    const res = await owner.client.post(`/projects/${project.id}/issues/${issue.iid}/notes`, { body: { body: 'Time to grow\n/promote' } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ body: 'Time to grow', commands_changes: { promote_to_epic: true } });
    const again = await owner.client.post(`/projects/${project.id}/issues/${issue.iid}/notes`, { body: { body: '/promote' } });
    expect(again.status).toBe(201);
    expect(again.body.body).toBe('/promote');
    expect((await owner.client.get(`/groups/${group.id}/epics`)).body).toHaveLength(1);
  });

  it('is not offered in a personal namespace or to a Guest: the line stays a comment', async () => {
    const personal = await createProject(owner.client);
    const issue = await createIssue(owner.client, personal.id);
    const res = await owner.client.post(`/projects/${personal.id}/issues/${issue.iid}/notes`, { body: { body: '/promote' } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ body: '/promote', commands_changes: {} });
    expect((await owner.client.get(`/projects/${personal.id}/issues/${issue.iid}`)).body.state).toBe('opened');

    const group = await createGroup(owner.client, { visibility: 'public' });
    const project = await createProject(owner.client, { namespace_id: group.id, visibility: 'public' });
    const guest = await createUserWithClient(service.api);
    await addMember(owner.client, `groups/${group.id}`, guest.user.id, 10);
    const other = await createIssue(owner.client, project.id);
    const asGuest = await guest.client.post(`/projects/${project.id}/issues/${other.iid}/notes`, { body: { body: '/promote' } });
    expect(asGuest.status).toBe(201);
    expect((await owner.client.get(`/groups/${group.id}/epics`)).body).toEqual([]);
  });
});
