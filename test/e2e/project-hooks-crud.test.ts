import { buildWorld, type Role, type World } from '../support/collaboration-world';
import { expectGitlabError } from '../support/expectations';
import { createProject, createProjectHook, createUserWithClient } from '../support/factories';
import type { HttpClient } from '../support/http-client';
import { startTestService, type TestService } from '../support/service';

let service: TestService;
let owner: { client: HttpClient };
let world: World;
let worldHookId: number;

// A public address literal: valid for GitLab's URL rules without DNS. Nothing here triggers an
// event these hooks listen to, so nothing is ever sent there.
const URL_A = 'http://203.0.113.10/hook';
const URL_B = 'https://203.0.113.11/other';

const FLAGS = [
  'push_events', 'issues_events', 'confidential_issues_events', 'merge_requests_events', 'tag_push_events', 'note_events',
  'confidential_note_events', 'job_events', 'pipeline_events', 'wiki_page_events', 'deployment_events', 'feature_flag_events',
  'releases_events', 'milestone_events', 'emoji_events', 'resource_access_token_events', 'resource_deploy_token_events',
];

beforeAll(async () => {
  service = await startTestService();
  owner = await createUserWithClient(service.api);
  world = await buildWorld(service.api);
  worldHookId = (await createProjectHook(world.clients.owner, world.privateProject.id, { url: URL_A })).id;
});
afterAll(async () => {
  await service?.stop();
});

/** Entities::ProjectHook of a hook with default settings, with `overrides`, in GitLab's key order. */
const hookBody = (projectId: number, overrides: Record<string, unknown> = {}) => ({
  id: expect.any(Number),
  url: URL_A,
  name: null,
  description: null,
  created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
  push_events: true,
  tag_push_events: false,
  merge_requests_events: false,
  repository_update_events: false,
  enable_ssl_verification: true,
  alert_status: 'executable',
  disabled_until: null,
  url_variables: [],
  push_events_branch_filter: null,
  branch_filter_strategy: 'wildcard',
  custom_webhook_template: null,
  custom_headers: [],
  project_id: projectId,
  issues_events: false,
  confidential_issues_events: false,
  note_events: false,
  confidential_note_events: false,
  pipeline_events: false,
  wiki_page_events: false,
  deployment_events: false,
  feature_flag_events: false,
  job_events: false,
  releases_events: false,
  milestone_events: false,
  emoji_events: false,
  resource_access_token_events: false,
  resource_deploy_token_events: false,
  vulnerability_events: false,
  ...overrides,
});

describe('POST /projects/:id/hooks', () => {
  it('creates a hook with GitLab defaults, keys in Entities::ProjectHook order', async () => {
    const project = await createProject(owner.client);
    const res = await owner.client.post(`/projects/${project.id}/hooks`, { body: { url: URL_A } });
    expect({ status: res.status, body: res.body }).toEqual({ status: 201, body: hookBody(project.id) });
    expect(Object.keys(res.body)).toEqual(Object.keys(hookBody(project.id)));
  });

  it('takes every setting, keeps the token and variable and header values secret', async () => {
    const project = await createProject(owner.client);
    const all = Object.fromEntries(FLAGS.map((flag) => [flag, true]));
    const res = await owner.client.post(`/projects/${encodeURIComponent(project.path_with_namespace)}/hooks`, {
      body: {
        url: 'http://203.0.113.10/{path}', ...all, enable_ssl_verification: false, token: 'secret', name: 'Ops', description: 'Notifies ops',
        push_events_branch_filter: '^release/.*', branch_filter_strategy: 'regex', custom_webhook_template: '{"kind":"{{event_name}}"}',
        url_variables: [{ key: 'path', value: 'hook' }], custom_headers: [{ key: 'X-Custom', value: 'v1' }],
      },
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual(hookBody(project.id, {
      ...all, url: 'http://203.0.113.10/{path}', enable_ssl_verification: false, name: 'Ops', description: 'Notifies ops',
      push_events_branch_filter: '^release/.*', branch_filter_strategy: 'regex', custom_webhook_template: '{"kind":"{{event_name}}"}',
      url_variables: [{ key: 'path' }], custom_headers: [{ key: 'X-Custom' }],
    }));
    expect(res.text).not.toContain('secret');
    expect(res.text).not.toContain('v1');
  });

  it.each([
    [{}, 400, { error: 'url is missing' }],
    [{ url: URL_A, member_events: 'maybe' }, 201, null],
    [{ url: URL_A, branch_filter_strategy: 'bla' }, 400, { error: 'branch_filter_strategy does not have a valid value' }],
    [{ url: URL_A, push_events: 'maybe' }, 400, { error: 'push_events is invalid' }],
    [{ url: URL_A, token: 'foo\nbar' }, 422, { error: 'Token is invalid' }],
    [{ url: URL_A, push_events_branch_filter: '~badbranchname/' }, 422, { error: 'Invalid branch filter given' }],
    [{ url: 'ftp://example.com' }, 422, { error: 'Invalid url given' }],
  ])('answers %j with %i', async (body, status, error) => {
    const project = await createProject(owner.client);
    const res = await owner.client.post(`/projects/${project.id}/hooks`, { body });
    // Group-only settings are not project hook params: Grape drops them.
    if (error === null) expect({ status: res.status, member_events: res.body.member_events }).toEqual({ status, member_events: undefined });
    else expectGitlabError(res, status, error);
  });
});

describe('GET /projects/:id/hooks', () => {
  it('lists the project hooks in id order with offset pagination', async () => {
    const project = await createProject(owner.client);
    const first = await createProjectHook(owner.client, project.id, { url: URL_A });
    const second = await createProjectHook(owner.client, project.id, { url: URL_B, push_events: false });
    await createProjectHook(owner.client, (await createProject(owner.client)).id, { url: URL_A });
    const res = await owner.client.get(`/projects/${project.id}/hooks`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([hookBody(project.id, { id: first.id }), hookBody(project.id, { id: second.id, url: URL_B, push_events: false })]);
    expect(res.headers.get('x-total')).toBe('2');
    const paged = await owner.client.get(`/projects/${project.id}/hooks?per_page=1&page=2`);
    expect(paged.body.map((hook: any) => hook.id)).toEqual([second.id]);
  });

  it('answers one hook, and 404 for a hook of another project, a group hook or none', async () => {
    const project = await createProject(owner.client);
    const hook = await createProjectHook(owner.client, project.id, { url: URL_A, name: 'One' });
    const other = await createProjectHook(owner.client, (await createProject(owner.client)).id, { url: URL_A });
    expect((await owner.client.get(`/projects/${project.id}/hooks/${hook.id}`)).body).toEqual(hookBody(project.id, { id: hook.id, name: 'One' }));
    expectGitlabError(await owner.client.get(`/projects/${project.id}/hooks/${other.id}`), 404, { message: '404 Not found' });
    expectGitlabError(await owner.client.get(`/groups/${world.group.id}/hooks/${hook.id}`), 404, { message: '404 Group Not Found' });
    expectGitlabError(await world.clients.owner.get(`/groups/${world.group.id}/hooks/${worldHookId}`), 404, { message: '404 Not found' });
    expectGitlabError(await owner.client.get(`/projects/${project.id}/hooks/999999`), 404, { message: '404 Not found' });
    expectGitlabError(await owner.client.get(`/projects/${project.id}/hooks/abc`), 400, { error: 'hook_id is invalid' });
    expectGitlabError(await owner.client.get('/projects/999999/hooks'), 404, { message: '404 Project Not Found' });
  });
});

describe('PUT and DELETE /projects/:id/hooks/:hook_id', () => {
  it('changes only the given settings, and resets the custom headers with the URL', async () => {
    const project = await createProject(owner.client);
    const hook = await createProjectHook(owner.client, project.id, { url: URL_A, note_events: true, custom_headers: [{ key: 'Authorization', value: 'x' }] });
    const res = await owner.client.put(`/projects/${project.id}/hooks/${hook.id}`, { body: { url: URL_A, name: 'Renamed', job_events: true } });
    expect({ status: res.status, body: res.body }).toEqual({
      status: 200,
      body: hookBody(project.id, { id: hook.id, name: 'Renamed', job_events: true, note_events: true, custom_headers: [{ key: 'Authorization' }] }),
    });
    const moved = await owner.client.put(`/projects/${project.id}/hooks/${hook.id}`, { body: { url: URL_B } });
    expect(moved.body).toMatchObject({ url: URL_B, custom_headers: [] });
    expectGitlabError(await owner.client.put(`/projects/${project.id}/hooks/${hook.id}`, { body: {} }), 400, { error: 'url is missing' });
    expectGitlabError(await owner.client.put(`/projects/${project.id}/hooks/999999`, { body: { url: URL_A } }), 404, { message: '404 Not found' });
  });

  it('deletes the hook; deleting it again is 404', async () => {
    const project = await createProject(owner.client);
    const hook = await createProjectHook(owner.client, project.id, { url: URL_A });
    const res = await owner.client.delete(`/projects/${project.id}/hooks/${hook.id}`);
    expect({ status: res.status, text: res.text }).toEqual({ status: 204, text: '' });
    expectGitlabError(await owner.client.delete(`/projects/${project.id}/hooks/${hook.id}`), 404, { message: '404 Not found' });
    expect((await owner.client.get(`/projects/${project.id}/hooks`)).body).toEqual([]);
  });
});

describe('POST /projects/:id/hooks/:hook_id/test/:trigger', () => {
  it('validates the trigger and answers 422 for triggers without data (TestHooks::ProjectService)', async () => {
    const project = await createProject(owner.client);
    const hook = await createProjectHook(owner.client, project.id, { url: URL_A });
    const test = `/projects/${project.id}/hooks/${hook.id}/test`;
    expectGitlabError(await owner.client.post(`${test}/xyz`), 400, { error: 'trigger does not have a valid value' });
    expectGitlabError(await owner.client.post(`${test}/member_events`), 400, { error: 'trigger does not have a valid value' });
    expectGitlabError(await owner.client.post(`${test}/push_events`), 422, { message: 'Ensure the project has commits.' });
    expectGitlabError(await owner.client.post(`${test}/issues_events`), 422, { message: 'Ensure the project has issues.' });
    expectGitlabError(await owner.client.post(`${test}/deployment_events`), 422, { message: 'Testing not available for this hook' });
    expectGitlabError(await owner.client.post(`/projects/${project.id}/hooks/999999/test/push_events`), 404, { message: '404 Not found' });
  });
});

type Call = [method: 'get' | 'post' | 'put' | 'delete', path: (projectId: number) => string, body?: Record<string, unknown>];

const CALLS: Record<string, Call> = {
  'GET hooks': ['get', (p) => `/projects/${p}/hooks`],
  'GET hook': ['get', (p) => `/projects/${p}/hooks/${worldHookId}`],
  'POST hooks': ['post', (p) => `/projects/${p}/hooks`, { url: URL_A }],
  'PUT hook': ['put', (p) => `/projects/${p}/hooks/${worldHookId}`, { url: URL_A, name: 'changed' }],
  'DELETE hook': ['delete', (p) => `/projects/${p}/hooks/${worldHookId}`],
  'POST test': ['post', (p) => `/projects/${p}/hooks/${worldHookId}/test/push_events`],
  'GET events': ['get', (p) => `/projects/${p}/hooks/${worldHookId}/events`],
  'POST resend': ['post', (p) => `/projects/${p}/hooks/${worldHookId}/events/1/resend`],
};

const call = (role: Role, [method, path, body]: Call) => world.clients[role][method](path(world.privateProject.id), body ? { body } : {});

describe.each(Object.entries(CALLS))('access to %s', (_name, route) => {
  it('answers 401 to anonymous callers and 404 to a non-member of the private project', async () => {
    expectGitlabError(await call('anonymous', route), 401, { message: '401 Unauthorized' });
    expectGitlabError(await call('non_member', route), 404, { message: '404 Project Not Found' });
  });

  it.each(['guest', 'reporter', 'developer'] as const)('answers 403 to a %s', async (role) => {
    expectGitlabError(await call(role, route), 403, { message: '403 Forbidden' });
  });
});

describe('Maintainers, Owners and administrators', () => {
  it.each(['maintainer', 'owner', 'admin'] as const)('manage the hooks as %s', async (role) => {
    const client = world.clients[role];
    const base = `/projects/${world.privateProject.id}/hooks`;
    const created = await client.post(base, { body: { url: URL_A } });
    expect(created.status).toBe(201);
    expect((await client.get(base)).status).toBe(200);
    expect((await client.put(`${base}/${created.body.id}`, { body: { url: URL_A, name: 'x' } })).body.name).toBe('x');
    expect((await client.get(`${base}/${created.body.id}/events`)).body).toEqual([]);
    expect((await client.delete(`${base}/${created.body.id}`)).status).toBe(204);
  });
});
