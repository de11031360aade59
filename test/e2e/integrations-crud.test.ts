import { buildWorld, type Role, type World } from '../support/collaboration-world';
import { expectGitlabError } from '../support/expectations';
import { createProject, createUserWithClient } from '../support/factories';
import type { HttpClient } from '../support/http-client';
import { startTestService, type TestService } from '../support/service';

// Boots and deliveries run on a shared 2-core machine: generous limits, deadlines inside the tests.
jest.setTimeout(90_000);

let service: TestService;
let owner: { client: HttpClient };
let world: World;

// Public address literals: valid for GitLab's public_url rule without DNS; nothing here sends to them.
const WEBHOOK = 'https://203.0.113.10/services/T000/B000/XXXX';
const DATE = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

beforeAll(async () => {
  service = await startTestService();
  owner = await createUserWithClient(service.api);
  world = await buildWorld(service.api);
});
afterAll(async () => {
  await service?.stop();
});

/** Entities::ProjectIntegrationBasic of a new integration (column defaults), in GitLab's key order. */
const basic = (slug: string, title: string, overrides: Record<string, unknown> = {}) => ({
  id: expect.any(Number), title, slug, created_at: expect.stringMatching(DATE), updated_at: expect.stringMatching(DATE), active: true,
  commit_events: true, push_events: true, issues_events: true, incident_events: false, alert_events: true,
  confidential_issues_events: true, merge_requests_events: true, tag_push_events: true, deployment_events: false, note_events: true,
  confidential_note_events: true, pipeline_events: false, wiki_page_events: true, job_events: false, comment_on_event_enabled: true,
  inherited: false, vulnerability_events: false, ...overrides,
});

const SLACK_PROPERTIES = {
  username: null, channel: null, branches_to_be_notified: 'default', notify_only_broken_pipelines: true, push_channel: null,
  issue_channel: null, incident_channel: null, alert_channel: null, confidential_issue_channel: null, merge_request_channel: null,
  note_channel: null, confidential_note_channel: null, tag_push_channel: null, deployment_channel: null, pipeline_channel: null,
  wiki_page_channel: null,
};

describe('PUT /projects/:id/integrations/:slug', () => {
  it('sets up Slack with its defaults, hides the webhook, and keys the record exactly as GitLab', async () => {
    const project = await createProject(owner.client);
    const res = await owner.client.put(`/projects/${project.id}/integrations/slack`, {
      body: { webhook: WEBHOOK, username: 'bot', channel: '#ci', pipeline_events: true, push_events: 'false', unknown: 'dropped' },
    });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual([...Object.keys(basic('slack', '')), 'properties']);
    expect(res.body).toEqual({
      ...basic('slack', 'Slack notifications', { pipeline_events: true, push_events: false }),
      properties: { ...SLACK_PROPERTIES, username: 'bot', channel: '#ci' },
    });
    const read = await owner.client.get(`/projects/${project.id}/integrations/slack`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual(res.body);
    expect(JSON.stringify(read.body)).not.toContain('XXXX');
  });

  it('answers Grape 400s for missing required parameters, per slug', async () => {
    const project = await createProject(owner.client);
    const cases: Array<[string, Record<string, unknown>, string]> = [
      ['slack', { username: 'x' }, 'webhook is missing'],
      ['jenkins', { jenkins_url: 'https://203.0.113.5' }, 'project_name is missing'],
      ['pushover', { api_key: 'k', user_key: 'u', priority: '0', device: '' }, 'sound is missing'],
      ['custom-issue-tracker', { project_url: 'https://203.0.113.5/p' }, 'issues_url is missing, new_issue_url is missing'],
      ['telegram', { token: 't' }, 'room is missing'],
    ];
    for (const [slug, body, error] of cases) {
      const res = await owner.client.put(`/projects/${project.id}/integrations/${slug}`, { body });
      expectGitlabError(res, 400, { error });
    }
    expectGitlabError(await owner.client.get(`/projects/${project.id}/integrations/slack`), 404, { message: '404 Integration Not Found' });
  });

  it('refuses a webhook on the local network while local requests are not allowed, storing nothing', async () => {
    const project = await createProject(owner.client);
    const res = await owner.client.put(`/projects/${project.id}/integrations/microsoft-teams`, { body: { webhook: 'http://127.0.0.1:9/hook' } });
    expectGitlabError(res, 400, { message: '400 Bad Request' });
    expectGitlabError(await owner.client.get(`/projects/${project.id}/integrations/microsoft-teams`), 404, { message: '404 Integration Not Found' });
  });

  it('takes only the flags of events the slug supports (Jenkins: push, merge requests, tag pushes)', async () => {
    const project = await createProject(owner.client);
    const res = await owner.client.put(`/projects/${project.id}/integrations/jenkins`, {
      body: { jenkins_url: 'https://203.0.113.7', project_name: 'app', username: 'ci', password: 'hunter2', merge_requests_events: false, note_events: false },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      ...basic('jenkins', 'Jenkins', { merge_requests_events: false }),
      properties: { jenkins_url: 'https://203.0.113.7', enable_ssl_verification: true, project_name: 'app', username: 'ci' },
    });
  });

  it('keeps values not given on a later update, through the /services alias', async () => {
    const project = await createProject(owner.client);
    await owner.client.put(`/projects/${project.id}/services/hangouts-chat`, { body: { webhook: WEBHOOK, branches_to_be_notified: 'all' } });
    const res = await owner.client.put(`/projects/${project.id}/services/hangouts-chat`, { body: { webhook: WEBHOOK, notify_only_broken_pipelines: false } });
    expect(res.status).toBe(200);
    expect(res.body.title).toBe('Google Chat');
    expect(res.body.properties).toEqual({ branches_to_be_notified: 'all', notify_only_broken_pipelines: false });
  });
});

describe('GET /projects/:id/integrations', () => {
  it('lists the active integrations only, oldest first, without properties', async () => {
    const project = await createProject(owner.client);
    await owner.client.put(`/projects/${project.id}/integrations/discord`, { body: { webhook: WEBHOOK } });
    await owner.client.put(`/projects/${project.id}/integrations/external-wiki`, { body: { external_wiki_url: 'https://203.0.113.8/wiki' } });
    await owner.client.put(`/projects/${project.id}/integrations/asana`, { body: { api_key: 'secret' } });
    await owner.client.delete(`/projects/${project.id}/integrations/external-wiki`);
    const res = await owner.client.get(`/projects/${project.id}/integrations`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([basic('discord', 'Discord Notifications'), basic('asana', 'Asana')]);
    const alias = await owner.client.get(`/projects/${encodeURIComponent(project.path_with_namespace)}/services`);
    expect(alias.body).toEqual(res.body);
  });
});

describe('DELETE /projects/:id/integrations/:slug', () => {
  it('deactivates and resets every setting, keeping the record', async () => {
    const project = await createProject(owner.client);
    await owner.client.put(`/projects/${project.id}/integrations/drone-ci`, { body: { token: 't', drone_url: 'https://203.0.113.9', enable_ssl_verification: false } });
    const res = await owner.client.delete(`/projects/${project.id}/integrations/drone-ci`);
    expect(res.status).toBe(204);
    const read = await owner.client.get(`/projects/${project.id}/services/drone-ci`);
    expect(read.body).toEqual({ ...basic('drone-ci', 'Drone', { active: false }), properties: { drone_url: null, enable_ssl_verification: null } });
    await owner.client.delete(`/projects/${project.id}/services/drone-ci`);
  });

  it('answers GitLab\'s slug validation for a slug it does not know', async () => {
    const project = await createProject(owner.client);
    expectGitlabError(await owner.client.get(`/projects/${project.id}/integrations/nope`), 400, { error: 'slug does not have a valid value' });
    expectGitlabError(await owner.client.delete(`/projects/${project.id}/integrations/nope`), 400, { error: 'slug does not have a valid value' });
    // No PUT route has that path, only GET and DELETE (Grape's 405).
    expectGitlabError(await owner.client.put(`/projects/${project.id}/integrations/nope`, { body: {} }), 405, { error: '405 Not Allowed' });
  });
});

describe('access', () => {
  const expected: Array<[Role, number]> = [
    ['anonymous', 401], ['non_member', 404], ['guest', 403], ['reporter', 403], ['developer', 403], ['maintainer', 200], ['owner', 200], ['admin', 200],
  ];
  it.each(expected)('answers %s on a private project with %i', async (role, status) => {
    const res = await world.clients[role].get(`/projects/${world.privateProject.id}/integrations`);
    expect(res.status).toBe(status);
    if (status === 404) expect(res.body).toEqual({ message: '404 Project Not Found' });
    if (status === 403) expect(res.body).toEqual({ message: '403 Forbidden' });
  });

  it('answers 404 Project Not Found for a project that does not exist, even to an administrator', async () => {
    expectGitlabError(await service.api.get('/projects/999999/integrations/slack'), 404, { message: '404 Project Not Found' });
  });
});
