import { settleJobs } from '../../subgraphs/repository/test/support';
import { eventually } from '../support/expectations';
import { addMember, allowLocalWebHooks, createGroup, createGroupHook, createProject, createProjectHook, createUserWithClient } from '../support/factories';
import { HookReceiver } from '../support/hook-receiver';
import { startTestService, type TestService } from '../support/service';

let service: TestService;
let receiver: HookReceiver;
let owner: Awaited<ReturnType<typeof createUserWithClient>>;

// Deliveries go through three pg-boss jobs (collaboration's outbox relay, the reaction, the delivery).
const DELIVERY_DEADLINE = 15_000;

beforeAll(async () => {
  service = await startTestService();
  receiver = await HookReceiver.start();
  await allowLocalWebHooks(service.api);
  owner = await createUserWithClient(service.api);
});
afterAll(async () => {
  await receiver?.close();
  if (service) await settleJobs(service.server.backend.databaseUrl);
  await service?.stop();
  await new Promise((resolve) => setTimeout(resolve, 2500)); // pg-boss worker loops (see subgraphs/repository/test/support.ts)
});

const received = (hookPath: string, count = 1) =>
  eventually(async () => (receiver.on(hookPath).length >= count ? receiver.on(hookPath) : undefined), DELIVERY_DEADLINE);

describe('issue events to hooks', () => {
  it('delivers open, update and close Issue Hooks to project and group hooks with GitLab payloads', async () => {
    const group = await createGroup(owner.client);
    const project = await createProject(owner.client, { namespace_id: group.id });
    await createProjectHook(owner.client, project.id, { url: receiver.url('/issues-project'), push_events: false, issues_events: true });
    await createGroupHook(owner.client, group.id, { url: receiver.url('/issues-group'), push_events: false, issues_events: true });
    const issue = (await owner.client.post(`/projects/${project.id}/issues`, { body: { title: 'Hooked', labels: 'bug', assignee_ids: [owner.user.id] } })).body;
    const [opened] = await received('/issues-project');
    expect(opened.headers['x-gitlab-event']).toBe('Issue Hook');
    expect(opened.json).toMatchObject({
      object_kind: 'issue', event_type: 'issue',
      user: { id: owner.user.id, username: owner.user.username, name: `User ${owner.user.username}` },
      project: { id: project.id, path_with_namespace: project.path_with_namespace, web_url: expect.stringContaining(project.path_with_namespace) },
      object_attributes: {
        id: issue.id, iid: issue.iid, title: 'Hooked', action: 'open', state: 'opened', state_id: 1, author_id: owner.user.id,
        assignee_ids: [owner.user.id], assignee_id: owner.user.id, project_id: project.id, type: 'Issue',
        url: expect.stringMatching(new RegExp(`/${project.path_with_namespace}/-/issues/${issue.iid}$`)),
        labels: [expect.objectContaining({ title: 'bug', type: 'ProjectLabel', project_id: project.id })],
      },
      labels: [expect.objectContaining({ title: 'bug', color: '#6699cc' })],
      changes: {},
      repository: { name: project.name },
      assignees: [expect.objectContaining({ id: owner.user.id })],
    });
    expect(Object.keys(opened.json)).toEqual(['object_kind', 'event_type', 'user', 'project', 'object_attributes', 'labels', 'changes', 'repository', 'assignees']);
    const [groupOpened] = await received('/issues-group');
    expect(groupOpened.headers['x-gitlab-event-uuid']).toBe(opened.headers['x-gitlab-event-uuid']);

    await owner.client.put(`/projects/${project.id}/issues/${issue.iid}`, { body: { title: 'Renamed', remove_labels: 'bug' } });
    const updated = (await received('/issues-project', 2))[1].json;
    expect(updated.object_attributes).toMatchObject({ action: 'update', title: 'Renamed', updated_by_id: owner.user.id, labels: [] });
    expect(updated.changes).toMatchObject({
      title: { previous: 'Hooked', current: 'Renamed' },
      labels: { previous: [expect.objectContaining({ title: 'bug' })], current: [] },
    });

    await owner.client.post(`/projects/${project.id}/issues/${issue.iid}/notes`, { body: { body: '/close' } });
    const closed = (await received('/issues-project', 3))[2].json;
    expect(closed.object_attributes).toMatchObject({ action: 'close', state: 'closed', state_id: 2 });
    expect(closed.changes.state_id).toEqual({ previous: 1, current: 2 });
  });

  it('sends confidential issues only to hooks that asked for confidential issue events', async () => {
    const project = await createProject(owner.client);
    await createProjectHook(owner.client, project.id, { url: receiver.url('/plain'), push_events: false, issues_events: true });
    await createProjectHook(owner.client, project.id, { url: receiver.url('/secret'), push_events: false, confidential_issues_events: true });
    const member = await createUserWithClient(service.api);
    await addMember(owner.client, `projects/${project.id}`, member.user.id, 30);
    await owner.client.post(`/projects/${project.id}/issues`, { body: { title: 'Quiet', confidential: true } });
    await owner.client.post(`/projects/${project.id}/issues`, { body: { title: 'Loud' } });
    const [secret] = await received('/secret');
    expect([secret.headers['x-gitlab-event'], secret.json.event_type, secret.json.object_attributes.title]).toEqual(['Confidential Issue Hook', 'confidential_issue', 'Quiet']);
    const [plain] = await received('/plain');
    expect(plain.json.object_attributes.title).toBe('Loud');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(receiver.on('/plain').map((request) => request.json.object_attributes.title)).toEqual(['Loud']);
    expect(receiver.on('/secret').map((request) => request.json.object_attributes.title)).toEqual(['Quiet']);
  });
});
