import { eventually, expectGitlabError } from '../support/expectations';
import {
  addMember, allowLocalWebHooks, createGroup, createGroupHook, createProject, createUser, createUserWithClient, uniqueName, type CreatedGroup,
} from '../support/factories';
import { HookReceiver } from '../support/hook-receiver';
import type { HttpClient } from '../support/http-client';
import { startTestService, type TestService } from '../support/service';

let service: TestService;
let receiver: HookReceiver;
let owner: { user: { id: number; username: string }; client: HttpClient };

const XMLSCHEMA = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
const DELIVERY_DEADLINE = 15_000;

beforeAll(async () => {
  service = await startTestService();
  receiver = await HookReceiver.start();
  await allowLocalWebHooks(service.api);
  owner = await createUserWithClient(service.api);
});
afterAll(async () => {
  await receiver?.close();
  await service?.stop();
});

const received = (path: string, count = 1) =>
  eventually(async () => (receiver.on(path).length >= count ? receiver.on(path) : undefined), DELIVERY_DEADLINE);
const payloads = async (path: string, count: number) => (await received(path, count)).map((request) => request.json);
const subgroupOf = (parent: CreatedGroup) => createGroup(owner.client, { name: uniqueName('sub'), path: uniqueName('sub'), parent_id: parent.id });

describe('subgroup events', () => {
  it('tells the hooks of the parent and its ancestors about a new subgroup and its creator', async () => {
    const root = await createGroup(owner.client);
    const parent = await subgroupOf(root);
    await createGroupHook(owner.client, root.id, { url: receiver.url('/sub-root'), push_events: false, subgroup_events: true, member_events: true });
    const child = await subgroupOf(parent);
    const [created, membership] = await received('/sub-root', 2);
    expect(created.headers['x-gitlab-event']).toBe('Subgroup Hook');
    expect(created.json).toEqual({
      created_at: XMLSCHEMA, updated_at: XMLSCHEMA, event_name: 'subgroup_create',
      name: child.name, path: child.path, full_path: child.full_path, group_id: child.id,
      parent_group_id: parent.id, parent_name: parent.name, parent_path: parent.path, parent_full_path: parent.full_path,
    });
    expect(membership.headers['x-gitlab-event']).toBe('Member Hook');
    expect(membership.json).toMatchObject({ event_name: 'user_add_to_group', group_id: child.id, user_id: owner.user.id, group_access: 'Owner' });
  });

  it('announces the removal of a subgroup with its projects to the hooks above it', async () => {
    const root = await createGroup(owner.client);
    const doomed = await subgroupOf(root);
    const inner = await subgroupOf(doomed);
    const project = await createProject(owner.client, { namespace_id: inner.id });
    await createGroupHook(owner.client, root.id, { url: receiver.url('/sub-gone'), push_events: false, subgroup_events: true, project_events: true });
    await createGroupHook(owner.client, doomed.id, { url: receiver.url('/doomed-own'), subgroup_events: true, project_events: true });
    expect((await owner.client.delete(`/groups/${doomed.id}`)).status).toBe(202);
    const events = await payloads('/sub-gone', 3);
    expect(events.map((event) => [event.event_name, event.group_id ?? event.project_id])).toEqual([
      ['project_destroy', project.id], ['subgroup_destroy', inner.id], ['subgroup_destroy', doomed.id],
    ]);
    expect(events[2]).toMatchObject({ parent_group_id: root.id, full_path: doomed.full_path });
    expect(receiver.on('/doomed-own')).toEqual([]);
  });
});

describe('project events', () => {
  it('sends project_create and project_destroy with the group owners', async () => {
    const group = await createGroup(owner.client, { visibility: 'public' });
    await createGroupHook(owner.client, group.id, { url: receiver.url('/projects'), push_events: false, project_events: true });
    const project = await createProject(owner.client, { namespace_id: group.id, visibility: 'internal' });
    const [created] = await payloads('/projects', 1);
    const expected = (event: string) => ({
      event_name: event, created_at: XMLSCHEMA, updated_at: XMLSCHEMA, name: project.name, path: project.path,
      path_with_namespace: `${group.full_path}/${project.path}`, project_id: project.id, project_namespace_id: group.id,
      owners: [{ name: `User ${owner.user.username}`, email: '[REDACTED]' }], project_visibility: 'internal',
    });
    expect(created).toEqual(expected('project_create'));
    expect(receiver.on('/projects')[0].headers['x-gitlab-event']).toBe('Project Hook');
    expect((await owner.client.delete(`/projects/${project.id}`)).status).toBe(202);
    const [, destroyed] = await payloads('/projects', 2);
    expect(destroyed).toEqual(expected('project_destroy'));
  });
});

describe('member events', () => {
  it('sends updates only when the level or expiry changes, and removals down the hierarchy', async () => {
    const root = await createGroup(owner.client);
    const sub = await subgroupOf(root);
    await createGroupHook(owner.client, root.id, { url: receiver.url('/members'), push_events: false, member_events: true });
    const user = await createUser(service.api);
    await addMember(owner.client, `groups/${root.id}`, user.id, 20);
    await addMember(owner.client, `groups/${sub.id}`, user.id, 30);
    await owner.client.put(`/groups/${root.id}/members/${user.id}`, { body: { access_level: 20 } });
    await owner.client.put(`/groups/${root.id}/members/${user.id}`, { body: { access_level: 20, expires_at: '2031-05-06' } });
    expect((await owner.client.delete(`/groups/${root.id}/members/${user.id}`)).status).toBe(204);
    // The removal below (a job of its own) may already have arrived too: the first four are the direct changes.
    const events = (await payloads('/members', 4)).slice(0, 4);
    expect(events.map((event) => [event.event_name, event.group_id, event.group_access, event.expires_at])).toEqual([
      ['user_add_to_group', root.id, 'Reporter', null],
      ['user_add_to_group', sub.id, 'Developer', null],
      ['user_update_for_group', root.id, 'Reporter', '2031-05-06T00:00:00Z'],
      ['user_remove_from_group', root.id, 'Reporter', '2031-05-06T00:00:00Z'],
    ]);
    const [removedBelow] = await payloads('/members', 5).then((all) => all.slice(4));
    expect(removedBelow).toMatchObject({ event_name: 'user_remove_from_group', group_id: sub.id, user_id: user.id, group_access: 'Developer' });
  });

  it('tells a hook only of changes made after it was added', async () => {
    const group = await createGroup(owner.client);
    const before = await createUser(service.api);
    await addMember(owner.client, `groups/${group.id}`, before.id, 30);
    await createGroupHook(owner.client, group.id, { url: receiver.url('/late'), push_events: false, member_events: true });
    const after = await createUser(service.api);
    await addMember(owner.client, `groups/${group.id}`, after.id, 20);
    await received('/late');
    // The first membership's event is processed after the hook exists; the hook must still not hear it.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(receiver.on('/late').map((request) => request.json.user_id)).toEqual([after.id]);
  });

  it('sends nothing for project memberships or to hooks that did not ask for member events', async () => {
    const group = await createGroup(owner.client);
    await createGroupHook(owner.client, group.id, { url: receiver.url('/quiet'), subgroup_events: true, member_events: false });
    const project = await createProject(owner.client, { namespace_id: group.id });
    await addMember(owner.client, `groups/${group.id}`, (await createUser(service.api)).id, 30);
    await addMember(owner.client, `projects/${project.id}`, (await createUser(service.api)).id, 30);
    await createGroupHook(owner.client, group.id, { url: receiver.url('/marker'), member_events: true });
    await addMember(owner.client, `groups/${group.id}`, (await createUser(service.api)).id, 30);
    await received('/marker');
    expect(receiver.on('/quiet')).toEqual([]);
  });
});

describe('hook settings on delivery', () => {
  it('drops the secret token when the URL changes without a new one', async () => {
    const group = await createGroup(owner.client);
    const hook = await createGroupHook(owner.client, group.id, { url: receiver.url('/token-a'), member_events: true, token: 'first' });
    await owner.client.put(`/groups/${group.id}/hooks/${hook.id}`, { body: { url: receiver.url('/token-b') } });
    await addMember(owner.client, `groups/${group.id}`, (await createUser(service.api)).id, 30);
    const [request] = await received('/token-b');
    expect(request.headers['x-gitlab-token']).toBeUndefined();
    await owner.client.put(`/groups/${group.id}/hooks/${hook.id}`, { body: { url: receiver.url('/token-c'), token: 'second' } });
    await addMember(owner.client, `groups/${group.id}`, (await createUser(service.api)).id, 30);
    expect((await received('/token-c'))[0].headers['x-gitlab-token']).toBe('second');
  });

  it('renders the custom template and sends custom headers, basic auth from the URL and URL variables', async () => {
    const group = await createGroup(owner.client);
    const url = receiver.url('/{segment}').replace('http://', 'http://hook-user:s3cret@');
    await createGroupHook(owner.client, group.id, {
      url, member_events: true, url_variables: [{ key: 'segment', value: 'templated' }], custom_headers: [{ key: 'X-Team', value: 'ops' }],
      custom_webhook_template: '{"event":"{{event_name}}","group":{{group_id}},"who":"{{user_username}}"}',
    });
    const user = await createUser(service.api);
    await addMember(owner.client, `groups/${group.id}`, user.id, 30);
    const [request] = await received('/templated');
    expect(request.json).toEqual({ event: 'user_add_to_group', group: group.id, who: user.username });
    expect(request.headers).toMatchObject({ 'x-team': 'ops', authorization: `Basic ${Buffer.from('hook-user:s3cret').toString('base64')}` });
  });
});

describe('test deliveries', () => {
  it('sends sample data of the first project with commits and answers 201, or 422 with the response body', async () => {
    const group = await createGroup(owner.client);
    // push_events off: the commit below would otherwise deliver a real Push Hook to the same path.
    const hook = await createGroupHook(owner.client, group.id, { url: receiver.url('/test'), push_events: false });
    const project = await createProject(owner.client, { namespace_id: group.id });
    const gql = await fetch(`${service.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'private-token': service.rootToken },
      body: JSON.stringify({ query: 'mutation($p: ID!) { createRepository(projectId: $p) { defaultBranch } }', variables: { p: String(project.id) } }),
    });
    const defaultBranch = (await gql.json()).data.createRepository.defaultBranch;
    const commit = { branch: defaultBranch, commit_message: 'First commit', content: 'hello\n' };
    expect((await service.api.post(`/projects/${project.id}/repository/files/hello.txt`, { body: commit })).status).toBe(201);
    const test = `/groups/${group.id}/hooks/${hook.id}/test`;
    expectGitlabError(await owner.client.post(`${test}/issues_events`), 422, { message: 'Ensure the project has issues.' });
    expectGitlabError(await owner.client.post(`${test}/deployment_events`), 422, { message: 'Testing not available for this hook' });
    const res = await owner.client.post(`${test}/resource_access_token_events`);
    expect({ status: res.status, body: res.body }).toEqual({ status: 201, body: { message: '201 Created' } });
    const [request] = receiver.on('/test');
    const base = `http://localhost:${service.server.port}`;
    const fullPath = `${group.full_path}/${project.path}`;
    expect(request.headers['x-gitlab-event']).toBe('Resource Access Token Hook');
    expect(request.json).toEqual({
      object_kind: 'access_token',
      project: {
        id: project.id, name: project.name, description: null, web_url: `${base}/${fullPath}`, avatar_url: null,
        git_ssh_url: `git@localhost:${fullPath}.git`, git_http_url: `${base}/${fullPath}.git`, namespace: group.name, visibility_level: 0,
        path_with_namespace: fullPath, default_branch: defaultBranch, ci_config_path: null, homepage: `${base}/${fullPath}`,
        url: `git@localhost:${fullPath}.git`, ssh_url: `git@localhost:${fullPath}.git`, http_url: `${base}/${fullPath}.git`,
      },
      object_attributes: {
        user_id: null, created_at: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC$/), id: 1, name: 'pat_for_webhook_event',
        expires_at: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
      },
      event_name: 'expiring_access_token',
    });
    receiver.answerWith('/test', 418);
    expectGitlabError(await owner.client.post(`${test}/resource_access_token_events`), 422, { message: JSON.stringify({ received: false }) });
  });
});
