import { expectGitlabError } from '../support/expectations';
import { createGroup, createGroupHook, createUserWithClient } from '../support/factories';
import type { HttpClient } from '../support/http-client';
import { startTestService, type TestService } from '../support/service';

let service: TestService;
let owner: { client: HttpClient };

// A public address literal: valid for GitLab's URL rules without DNS. Nothing here triggers an
// event these hooks listen to, so nothing is ever sent there.
const URL_A = 'http://203.0.113.10/hook';
const URL_B = 'https://203.0.113.11/other';

const FLAGS = [
  'push_events', 'issues_events', 'confidential_issues_events', 'merge_requests_events', 'tag_push_events', 'note_events',
  'confidential_note_events', 'job_events', 'pipeline_events', 'wiki_page_events', 'deployment_events', 'feature_flag_events',
  'releases_events', 'subgroup_events', 'member_events', 'emoji_events', 'project_events', 'resource_access_token_events',
];

beforeAll(async () => {
  service = await startTestService();
  owner = await createUserWithClient(service.api);
});
afterAll(async () => {
  await service?.stop();
});

/** Entities::GroupHook of a hook with default settings, with `overrides`. */
const hookBody = (groupId: number, overrides: Record<string, unknown> = {}) => ({
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
  group_id: groupId,
  issues_events: false,
  confidential_issues_events: false,
  note_events: false,
  confidential_note_events: false,
  pipeline_events: false,
  wiki_page_events: false,
  job_events: false,
  deployment_events: false,
  feature_flag_events: false,
  releases_events: false,
  milestone_events: false,
  subgroup_events: false,
  emoji_events: false,
  resource_access_token_events: false,
  member_events: false,
  vulnerability_events: false,
  project_events: false,
  ...overrides,
});

describe('POST /groups/:id/hooks', () => {
  it('creates a hook with GitLab defaults', async () => {
    const group = await createGroup(owner.client);
    const res = await owner.client.post(`/groups/${group.id}/hooks`, { body: { url: URL_A } });
    expect({ status: res.status, body: res.body }).toEqual({ status: 201, body: hookBody(group.id) });
  });

  it('takes every setting, keeps the token and variable and header values secret', async () => {
    const group = await createGroup(owner.client);
    const all = Object.fromEntries(FLAGS.map((flag) => [flag, true]));
    const res = await owner.client.post(`/groups/${group.id}/hooks`, {
      body: {
        url: 'http://203.0.113.10/{path}', ...all, enable_ssl_verification: false, token: 'secret', name: 'Ops', description: 'Notifies ops',
        push_events_branch_filter: '^release/.*', branch_filter_strategy: 'regex', custom_webhook_template: '{"kind":"{{event_name}}"}',
        url_variables: [{ key: 'path', value: 'hook' }], custom_headers: [{ key: 'X-Custom', value: 'v1' }, { key: 'Authorization', value: 'x' }],
      },
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual(hookBody(group.id, {
      ...all, url: 'http://203.0.113.10/{path}', enable_ssl_verification: false, name: 'Ops', description: 'Notifies ops',
      push_events_branch_filter: '^release/.*', branch_filter_strategy: 'regex', custom_webhook_template: '{"kind":"{{event_name}}"}',
      url_variables: [{ key: 'path' }], custom_headers: [{ key: 'X-Custom' }, { key: 'Authorization' }],
    }));
    expect(res.text).not.toContain('secret');
    expect(res.text).not.toContain('v1');
  });

  it.each([
    [{}, 400, { error: 'url is missing' }],
    [{ url: URL_A, branch_filter_strategy: 'bla' }, 400, { error: 'branch_filter_strategy does not have a valid value' }],
    [{ url: URL_A, url_variables: [{ key: 'a' }] }, 400, { error: 'url_variables[0][value] is missing' }],
    [{ url: URL_A, token: 'foo\nbar' }, 422, { error: 'Token is invalid' }],
    [{ url: URL_A, push_events_branch_filter: '~badbranchname/' }, 422, { error: 'Invalid branch filter given' }],
    [{ url: URL_A, push_events_branch_filter: '(', branch_filter_strategy: 'regex' }, 422, { error: 'Invalid branch filter given' }],
    [{ url: URL_A, custom_headers: [{ key: 'abc def', value: 'x' }] }, 422, { error: 'Custom headers must be a valid json schema' }],
    [{ url: URL_A, url_variables: [{ key: 'x', value: '' }] }, 422, { error: 'Url variables must be a valid json schema' }],
    [{ url: 'http://203.0.113.10/{missing}' }, 422, { error: 'Invalid url given' }],
  ])('refuses %j', async (body, status, error) => {
    const group = await createGroup(owner.client);
    expectGitlabError(await owner.client.post(`/groups/${group.id}/hooks`, { body }), status, error);
  });

  it('drops the branch filter when every branch is wanted', async () => {
    const group = await createGroup(owner.client);
    const res = await owner.client.post(`/groups/${group.id}/hooks`, { body: { url: URL_A, push_events_branch_filter: 'main', branch_filter_strategy: 'all_branches' } });
    expect(res.body).toMatchObject({ push_events_branch_filter: null, branch_filter_strategy: 'all_branches' });
  });
});

describe('GET /groups/:id/hooks', () => {
  it('lists the group hooks in id order with offset pagination', async () => {
    const group = await createGroup(owner.client);
    const first = await createGroupHook(owner.client, group.id, { url: URL_A });
    const second = await createGroupHook(owner.client, group.id, { url: URL_B, push_events: false });
    await createGroupHook(owner.client, (await createGroup(owner.client)).id, { url: URL_A });
    const res = await owner.client.get(`/groups/${group.id}/hooks`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([hookBody(group.id, { id: first.id }), hookBody(group.id, { id: second.id, url: URL_B, push_events: false })]);
    expect(res.headers.get('x-total')).toBe('2');
    const paged = await owner.client.get(`/groups/${group.id}/hooks?per_page=1&page=2`);
    expect(paged.body.map((hook: any) => hook.id)).toEqual([second.id]);
    expect([paged.headers.get('x-page'), paged.headers.get('x-per-page'), paged.headers.get('x-prev-page'), paged.headers.get('x-next-page')]).toEqual(['2', '1', '1', '']);
  });

  it('answers one hook, and 404 for a hook of another group or none', async () => {
    const group = await createGroup(owner.client);
    const hook = await createGroupHook(owner.client, group.id, { url: URL_A, name: 'One' });
    const other = await createGroupHook(owner.client, (await createGroup(owner.client)).id, { url: URL_A });
    expect((await owner.client.get(`/groups/${group.id}/hooks/${hook.id}`)).body).toEqual(hookBody(group.id, { id: hook.id, name: 'One' }));
    expectGitlabError(await owner.client.get(`/groups/${group.id}/hooks/${other.id}`), 404, { message: '404 Not found' });
    expectGitlabError(await owner.client.get(`/groups/${group.id}/hooks/999999`), 404, { message: '404 Not found' });
    expectGitlabError(await owner.client.get(`/groups/${group.id}/hooks/abc`), 400, { error: 'hook_id is invalid' });
    expectGitlabError(await owner.client.get('/groups/999999/hooks'), 404, { message: '404 Group Not Found' });
  });
});

describe('PUT /groups/:id/hooks/:hook_id', () => {
  it('changes only the given settings', async () => {
    const group = await createGroup(owner.client);
    const hook = await createGroupHook(owner.client, group.id, { url: URL_A, note_events: true, name: 'Before' });
    const res = await owner.client.put(`/groups/${group.id}/hooks/${hook.id}`, {
      body: { url: URL_A, name: 'Updated name', description: 'Updated description', push_events: false, job_events: true, push_events_branch_filter: 'updated-branch-filter' },
    });
    expect({ status: res.status, body: res.body }).toEqual({
      status: 200,
      body: hookBody(group.id, {
        id: hook.id, name: 'Updated name', description: 'Updated description', push_events: false, job_events: true, note_events: true,
        push_events_branch_filter: 'updated-branch-filter',
      }),
    });
  });

  it('merges URL variables and custom headers into the existing ones', async () => {
    const group = await createGroup(owner.client);
    const hook = await createGroupHook(owner.client, group.id, {
      url: URL_A, url_variables: [{ key: 'abc', value: 'some value' }], custom_headers: [{ key: 'abc', value: 'x' }],
    });
    const res = await owner.client.put(`/groups/${group.id}/hooks/${hook.id}`, {
      body: { url: URL_A, url_variables: [{ key: 'def', value: 'other value' }], custom_headers: [{ key: 'def', value: 'y' }] },
    });
    expect(res.body).toMatchObject({ url_variables: [{ key: 'abc' }, { key: 'def' }], custom_headers: [{ key: 'abc' }, { key: 'def' }] });
  });

  it('drops the custom headers when the URL changes (they may be secrets of the old target)', async () => {
    const group = await createGroup(owner.client);
    const hook = await createGroupHook(owner.client, group.id, { url: URL_A, custom_headers: [{ key: 'Authorization', value: 'x' }] });
    const res = await owner.client.put(`/groups/${group.id}/hooks/${hook.id}`, { body: { url: URL_B } });
    expect(res.body).toMatchObject({ url: URL_B, custom_headers: [] });
  });

  it.each([
    [{}, 400, { error: 'url is missing' }],
    [{ url: URL_A, token: 'foo\nbar' }, 422, { message: { token: ['is invalid'] } }],
    [{ url: 'ftp://example.com' }, 422, { error: 'Invalid url given' }],
    [{ url: URL_A, push_events_branch_filter: '~badbranchname/' }, 422, { error: 'Invalid branch filter given' }],
  ])('refuses %j', async (body, status, error) => {
    const group = await createGroup(owner.client);
    const hook = await createGroupHook(owner.client, group.id, { url: URL_A });
    expectGitlabError(await owner.client.put(`/groups/${group.id}/hooks/${hook.id}`, { body }), status, error);
  });

  it('answers 404 for an unknown hook', async () => {
    const group = await createGroup(owner.client);
    expectGitlabError(await owner.client.put(`/groups/${group.id}/hooks/999999`, { body: { url: URL_A } }), 404, { message: '404 Not found' });
  });
});

describe('DELETE /groups/:id/hooks/:hook_id', () => {
  it('deletes the hook; deleting it again is 404, as GitLab answers', async () => {
    const group = await createGroup(owner.client);
    const hook = await createGroupHook(owner.client, group.id, { url: URL_A });
    const res = await owner.client.delete(`/groups/${group.id}/hooks/${hook.id}`);
    expect({ status: res.status, text: res.text }).toEqual({ status: 204, text: '' });
    expectGitlabError(await owner.client.delete(`/groups/${group.id}/hooks/${hook.id}`), 404, { message: '404 Not found' });
    expectGitlabError(await owner.client.get(`/groups/${group.id}/hooks/${hook.id}`), 404, { message: '404 Not found' });
    expect((await owner.client.get(`/groups/${group.id}/hooks`)).body).toEqual([]);
  });
});

describe('POST /groups/:id/hooks/:hook_id/test/:trigger', () => {
  it('validates the trigger and needs a project with commits (TestHooks::GroupService)', async () => {
    const group = await createGroup(owner.client);
    const hook = await createGroupHook(owner.client, group.id, { url: URL_A });
    expectGitlabError(await owner.client.post(`/groups/${group.id}/hooks/${hook.id}/test/xyz`), 400, { error: 'trigger does not have a valid value' });
    expectGitlabError(await owner.client.post(`/groups/${group.id}/hooks/${hook.id}/test/member_events`), 400, { error: 'trigger does not have a valid value' });
    expectGitlabError(await owner.client.post(`/groups/${group.id}/hooks/${hook.id}/test/push_events`), 422, { message: 'Ensure the group has a project with commits.' });
    expectGitlabError(await owner.client.post(`/groups/${group.id}/hooks/999999/test/push_events`), 404, { message: '404 Not found' });
  });
});
