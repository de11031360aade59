import { settleJobs } from '../../subgraphs/repository/test/support';
import { eventually } from '../support/expectations';
import { allowLocalWebHooks, createGroup, createGroupHook, createProject, createProjectHook, createUserWithClient } from '../support/factories';
import { HookReceiver } from '../support/hook-receiver';
import { commitFile, openMergeRequest } from '../support/merge-requests';
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

describe('merge request events to hooks', () => {
  it('delivers open, update and merge Merge Request Hooks to project and group hooks with GitLab payloads', async () => {
    const group = await createGroup(owner.client);
    const project = await createProject(owner.client, { namespace_id: group.id, initialize_with_readme: true });
    const head = await commitFile(owner.client, project.id, 'feature', { path: 'f.txt', content: 'f\n' }, 'main');
    await createProjectHook(owner.client, project.id, { url: receiver.url('/mr-project'), push_events: false, merge_requests_events: true });
    await createGroupHook(owner.client, group.id, { url: receiver.url('/mr-group'), push_events: false, merge_requests_events: true });
    const mr = await openMergeRequest(owner.client, project.id, { source_branch: 'feature', title: 'Hooked', labels: 'bug', assignee_ids: [owner.user.id] });
    const [opened] = await received('/mr-project');
    expect(opened.headers['x-gitlab-event']).toBe('Merge Request Hook');
    expect(opened.json).toMatchObject({
      object_kind: 'merge_request', event_type: 'merge_request',
      user: { id: owner.user.id, username: owner.user.username },
      project: { id: project.id, path_with_namespace: project.path_with_namespace },
      object_attributes: {
        id: mr.id, iid: mr.iid, title: 'Hooked', action: 'open', state: 'opened', state_id: 1, author_id: owner.user.id,
        source_branch: 'feature', target_branch: 'main', source_project_id: project.id, target_project_id: project.id,
        assignee_ids: [owner.user.id], reviewer_ids: [], merge_status: 'can_be_merged', detailed_merge_status: 'mergeable', draft: false,
        url: expect.stringMatching(new RegExp(`/${project.path_with_namespace}/-/merge_requests/${mr.iid}$`)),
        last_commit: { id: head.id, title: 'Change f.txt on feature', author: expect.objectContaining({ name: expect.any(String) }) },
        source: expect.objectContaining({ id: project.id }), target: expect.objectContaining({ id: project.id }),
        labels: [expect.objectContaining({ title: 'bug' })],
      },
      labels: [expect.objectContaining({ title: 'bug' })],
      changes: {},
      repository: { name: project.name },
      assignees: [expect.objectContaining({ id: owner.user.id })],
    });
    expect((await received('/mr-group'))[0].headers['x-gitlab-event-uuid']).toBe(opened.headers['x-gitlab-event-uuid']);

    await owner.client.put(`/projects/${project.id}/merge_requests/${mr.iid}`, { body: { title: 'Renamed', reviewer_ids: [owner.user.id] } });
    const updated = (await received('/mr-project', 2))[1].json;
    expect(updated.object_attributes).toMatchObject({ action: 'update', title: 'Renamed', updated_by_id: owner.user.id, reviewer_ids: [owner.user.id] });
    expect(updated.changes).toMatchObject({
      title: { previous: 'Hooked', current: 'Renamed' },
      reviewers: { previous: [], current: [expect.objectContaining({ id: owner.user.id })] },
    });
    expect(updated.reviewers).toEqual([expect.objectContaining({ id: owner.user.id })]);

    await owner.client.put(`/projects/${project.id}/merge_requests/${mr.iid}/merge`);
    const merged = (await received('/mr-project', 3))[2].json;
    expect(merged.object_attributes).toMatchObject({ action: 'merge', state: 'merged', state_id: 3, merge_commit_sha: expect.stringMatching(/^[0-9a-f]{40}$/) });
  });

  it('sends nothing to hooks that did not ask for merge request events', async () => {
    const project = await createProject(owner.client, { initialize_with_readme: true });
    await commitFile(owner.client, project.id, 'feature', { path: 'f.txt', content: 'f\n' }, 'main');
    await createProjectHook(owner.client, project.id, { url: receiver.url('/mr-quiet'), push_events: false, issues_events: true });
    await createProjectHook(owner.client, project.id, { url: receiver.url('/mr-loud'), push_events: false, merge_requests_events: true });
    await openMergeRequest(owner.client, project.id, { source_branch: 'feature' });
    await received('/mr-loud');
    expect(receiver.on('/mr-quiet')).toEqual([]);
  });
});

describe('note events to hooks', () => {
  it('delivers Note Hooks for comments on merge requests and issues, confidential ones to confidential note hooks', async () => {
    const project = await createProject(owner.client, { initialize_with_readme: true });
    await commitFile(owner.client, project.id, 'feature', { path: 'f.txt', content: 'f\n' }, 'main');
    await createProjectHook(owner.client, project.id, { url: receiver.url('/notes'), push_events: false, note_events: true });
    await createProjectHook(owner.client, project.id, { url: receiver.url('/secret-notes'), push_events: false, confidential_note_events: true });
    const mr = await openMergeRequest(owner.client, project.id, { source_branch: 'feature' });
    const note = (await owner.client.post(`/projects/${project.id}/merge_requests/${mr.iid}/notes`, { body: { body: 'Nice' } })).body;
    const [onMr] = await received('/notes');
    expect(onMr.headers['x-gitlab-event']).toBe('Note Hook');
    expect(onMr.json).toMatchObject({
      object_kind: 'note', event_type: 'note', user: { id: owner.user.id }, project_id: project.id, project: { id: project.id },
      object_attributes: {
        id: note.id, note: 'Nice', noteable_type: 'MergeRequest', noteable_id: mr.id, author_id: owner.user.id, project_id: project.id, system: false,
        action: 'create', url: expect.stringMatching(new RegExp(`/-/merge_requests/${mr.iid}#note_${note.id}$`)),
      },
      merge_request: { id: mr.id, iid: mr.iid, source_branch: 'feature', state: 'opened' },
    });
    expect(Object.keys(onMr.json)).toEqual(['object_kind', 'event_type', 'user', 'project_id', 'project', 'object_attributes', 'repository', 'merge_request']);
    expect('action' in onMr.json.merge_request).toBe(false);

    const issue = (await owner.client.post(`/projects/${project.id}/issues`, { body: { title: 'Secret', confidential: true } })).body;
    await owner.client.post(`/projects/${project.id}/issues/${issue.iid}/notes`, { body: { body: 'Psst' } });
    const [secret] = await received('/secret-notes');
    expect(secret.headers['x-gitlab-event']).toBe('Confidential Note Hook');
    expect(secret.json).toMatchObject({ event_type: 'confidential_note', object_attributes: { note: 'Psst', noteable_type: 'Issue' }, issue: { id: issue.id, confidential: true } });
    await owner.client.put(`/projects/${project.id}/merge_requests/${mr.iid}/notes/${note.id}`, { body: { body: 'Very nice' } });
    const edited = (await received('/notes', 2))[1].json;
    expect(edited.object_attributes).toMatchObject({ note: 'Very nice', action: 'update' });
    expect(receiver.on('/notes')).toHaveLength(2);
  });
});
