import type { HttpClient } from '../support/http-client';
import { addMember, createGroup, createProject, createUserWithClient, type CreatedGroup, type CreatedProject } from '../support/factories';
import { startTestService, type TestService } from '../support/service';
import { expectGitlabError } from '../support/expectations';
import { commitFiles, pushPipelineOf } from '../support/pipelines';
import { requestJob } from '../support/runners';

/**
 * Legacy registration (reference §1.1): registration tokens reset by administrators, group Owners and project
 * Maintainers, and `POST /runners` turning one into a runner of that scope.
 */
let service: TestService;
let api: HttpClient;
let anonymous: HttpClient;
let group: CreatedGroup;
let project: CreatedProject;
let maintainer: HttpClient;
let developer: HttpClient;

beforeAll(async () => {
  service = await startTestService();
  api = service.api;
  anonymous = api.as(null);
  group = await createGroup(api);
  project = await createProject(api, { namespace_id: group.id, initialize_with_readme: true });
  const m = await createUserWithClient(api);
  const d = await createUserWithClient(api);
  maintainer = m.client;
  developer = d.client;
  await addMember(api, `projects/${project.id}`, m.user.id, 40);
  await addMember(api, `groups/${group.id}`, d.user.id, 30);
}, 120_000);
afterAll(async () => service?.stop());

it('registers an instance runner with the instance token an administrator reset; the previous token stops working', async () => {
  const reset = await api.post('/runners/reset_registration_token');
  expect(reset.status).toBe(201);
  expect(reset.body).toEqual({ token: expect.stringMatching(/^GR1348941/), token_expires_at: null });
  const registered = await anonymous.post('/runners', { body: { token: reset.body.token, description: 'legacy', tag_list: 'a,b', run_untagged: false, info: { version: '17.0.0' } } });
  expect(registered.status).toBe(201);
  expect(registered.body).toEqual({ id: expect.any(Number), token: expect.any(String), token_expires_at: null });
  expect(registered.body.token).not.toMatch(/^glrt-/);
  expect((await anonymous.post('/runners/verify', { body: { token: registered.body.token } })).body.id).toBe(registered.body.id);
  expect((await api.post('/runners/reset_registration_token')).status).toBe(201);
  expectGitlabError(await anonymous.post('/runners', { body: { token: reset.body.token } }), 403, { message: '403 Forbidden' });
  expectGitlabError(await maintainer.post('/runners/reset_registration_token'), 403, { message: '403 Forbidden' });
});

it("registers a project runner with the project's token, which then takes the project's jobs", async () => {
  const reset = await maintainer.post(`/projects/${project.id}/runners/reset_registration_token`);
  expect(reset.status).toBe(201);
  const registered = await anonymous.post('/runners', { body: { token: reset.body.token } });
  expect(registered.status).toBe(201);
  const sha = await commitFiles(api, project.id, { '.gitlab-ci.yml': 'job:\n  script: [x]\n' });
  await pushPipelineOf(api, project.id, sha);
  expect((await requestJob(api, registered.body.token)).body.job_info.project_id).toBe(project.id);
  expectGitlabError(await developer.post(`/projects/${project.id}/runners/reset_registration_token`), 403, { message: '403 Forbidden' });
});

it('resets group tokens for Owners only and honours valid_runner_registrars', async () => {
  expectGitlabError(await developer.post(`/groups/${group.id}/runners/reset_registration_token`), 403, { message: '403 Forbidden' });
  expectGitlabError(await api.post('/groups/999999/runners/reset_registration_token'), 404, { message: '404 Group Not Found' });
  const groupToken = (await api.post(`/groups/${group.id}/runners/reset_registration_token`)).body.token;
  const projectToken = (await api.post(`/projects/${project.id}/runners/reset_registration_token`)).body.token;
  expect((await api.put('/application/settings', { body: { valid_runner_registrars: ['group'] } })).status).toBe(200);
  try {
    expectGitlabError(await anonymous.post('/runners', { body: { token: projectToken } }), 403, { message: '403 Forbidden' });
    expect((await anonymous.post('/runners', { body: { token: groupToken } })).status).toBe(201);
  } finally {
    await api.put('/application/settings', { body: { valid_runner_registrars: ['project', 'group'] } });
  }
});

it('answers 410 while registration tokens are disabled, and Grape errors for bad params', async () => {
  const token = (await api.post('/runners/reset_registration_token')).body.token;
  expectGitlabError(await anonymous.post('/runners', { body: {} }), 400, { error: 'token is missing' });
  expectGitlabError(await anonymous.post('/runners', { body: { token, active: true, paused: false } }), 400, { error: 'active, paused are mutually exclusive' });
  expect((await api.put('/application/settings', { body: { allow_runner_registration_token: false } })).status).toBe(200);
  try {
    expectGitlabError(await anonymous.post('/runners', { body: { token } }), 410, { message: '410 Gone' });
  } finally {
    await api.put('/application/settings', { body: { allow_runner_registration_token: true } });
  }
});
