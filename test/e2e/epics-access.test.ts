import { expectGitlabError } from '../support/expectations';
import { createEpic, createIssue } from '../support/epics';
import { addMember, createGroup, createProject, createUserWithClient, type CreatedGroup } from '../support/factories';
import type { HttpClient } from '../support/http-client';
import { startTestService, type TestService } from '../support/service';

type Client = Awaited<ReturnType<typeof createUserWithClient>>;
let service: TestService;
let owner: Client;
let guest: Client;
let reporter: Client;
let outsider: Client;
let group: CreatedGroup;
let issueId: number;

beforeAll(async () => {
  service = await startTestService();
  [owner, guest, reporter, outsider] = await Promise.all([1, 2, 3, 4].map(() => createUserWithClient(service.api)));
  group = await createGroup(owner.client, { visibility: 'private' });
  await addMember(owner.client, `groups/${group.id}`, guest.user.id, 10);
  await addMember(owner.client, `groups/${group.id}`, reporter.user.id, 20);
  const project = await createProject(owner.client, { namespace_id: group.id });
  issueId = (await createIssue(owner.client, project.id)).id;
  await createEpic(owner.client, group.id, { title: 'Open' });
  await createEpic(owner.client, group.id, { title: 'Secret', confidential: true });
}, 120_000);
afterAll(async () => {
  await service?.stop();
});

/** Every epic route once, against epic 1 and link 1. */
const requests = (client: HttpClient) => [
  () => client.get(`/groups/${group.id}/epics`),
  () => client.get(`/groups/${group.id}/epics/1`),
  () => client.post(`/groups/${group.id}/epics`, { body: { title: 'x' } }),
  () => client.put(`/groups/${group.id}/epics/1`, { body: { title: 'y' } }),
  () => client.delete(`/groups/${group.id}/epics/1`),
  () => client.get(`/groups/${group.id}/epics/1/issues`),
  () => client.post(`/groups/${group.id}/epics/1/issues/${issueId}`),
  () => client.put(`/groups/${group.id}/epics/1/issues/1`, { body: { move_before_id: 1 } }),
  () => client.delete(`/groups/${group.id}/epics/1/issues/1`),
];

describe('epic access', () => {
  it('answers 401 to anonymous callers on every route', async () => {
    for (const request of requests(owner.client.as(null))) expectGitlabError(await request(), 401, { message: '401 Unauthorized' });
  });

  it('answers 404 Group Not Found to a non-member of a private group on every route', async () => {
    for (const request of requests(outsider.client)) expectGitlabError(await request(), 404, { message: '404 Group Not Found' });
  });

  it('lets a Guest read but not write, and hides confidential epics with 403', async () => {
    expect((await guest.client.get(`/groups/${group.id}/epics/1`)).status).toBe(200);
    expect((await guest.client.get(`/groups/${group.id}/epics/1/issues`)).status).toBe(200);
    expectGitlabError(await guest.client.get(`/groups/${group.id}/epics/2`), 403, { message: '403 Forbidden' });
    expectGitlabError(await guest.client.post(`/groups/${group.id}/epics`, { body: { title: 'x' } }), 403, { message: '403 Forbidden' });
    expectGitlabError(await guest.client.put(`/groups/${group.id}/epics/1`, { body: { title: 'y' } }), 403, { message: '403 Forbidden' });
    expectGitlabError(await guest.client.delete(`/groups/${group.id}/epics/1`), 403, { message: '403 Forbidden' });
  });

  it('lets a Reporter read confidential epics, create and edit, but not delete', async () => {
    expect((await reporter.client.get(`/groups/${group.id}/epics/2`)).status).toBe(200);
    expect((await reporter.client.post(`/groups/${group.id}/epics`, { body: { title: 'By reporter' } })).status).toBe(201);
    expect((await reporter.client.put(`/groups/${group.id}/epics/1`, { body: { description: 'edited' } })).body.description).toBe('edited');
    expectGitlabError(await reporter.client.delete(`/groups/${group.id}/epics/1`), 403, { message: '403 Forbidden' });
  });

  it('lets a signed-in non-member read the epics of a public group, but not create one', async () => {
    const open = await createGroup(owner.client, { visibility: 'public' });
    await createEpic(owner.client, open.id);
    await createEpic(owner.client, open.id, { confidential: true });
    expect((await outsider.client.get(`/groups/${open.id}/epics`)).body).toHaveLength(1);
    expectGitlabError(await outsider.client.post(`/groups/${open.id}/epics`, { body: { title: 'x' } }), 403, { message: '403 Forbidden' });
    expectGitlabError(await outsider.client.get(`/groups/999999/epics`), 404, { message: '404 Group Not Found' });
  });
});

describe('the /groups/:id/-/epics aliases', () => {
  it('answer every epic route like the plain paths', async () => {
    const alias = await createGroup(owner.client);
    const project = await createProject(owner.client, { namespace_id: alias.id });
    const issue = await createIssue(owner.client, project.id);
    const second = await createIssue(owner.client, project.id);
    const created = await owner.client.post(`/groups/${alias.id}/-/epics`, { body: { title: 'Aliased' } });
    expect(created.status).toBe(201);
    expect((await owner.client.get(`/groups/${alias.id}/-/epics`)).body.map((epic: { title: string }) => epic.title)).toEqual(['Aliased']);
    expect((await owner.client.get(`/groups/${alias.id}/-/epics/1`)).body.title).toBe('Aliased');
    expect((await owner.client.put(`/groups/${alias.id}/-/epics/1`, { body: { title: 'Renamed' } })).body.title).toBe('Renamed');
    const link = await owner.client.post(`/groups/${alias.id}/-/epics/1/issues/${issue.id}`);
    expect(link.status).toBe(201);
    const other = (await owner.client.post(`/groups/${alias.id}/epics/1/issues/${second.id}`)).body;
    expect((await owner.client.get(`/groups/${alias.id}/-/epics/1/issues`)).body).toHaveLength(2);
    const moved = await owner.client.put(`/groups/${alias.id}/-/epics/1/issues/${link.body.id}`, { body: { move_after_id: other.id } });
    expect(moved.body.map((entry: { id: number }) => entry.id)).toEqual([issue.id, second.id]);
    expect((await owner.client.delete(`/groups/${alias.id}/-/epics/1/issues/${link.body.id}`)).status).toBe(200);
    expect((await owner.client.delete(`/groups/${alias.id}/-/epics/1`)).status).toBe(204);
  });
});
