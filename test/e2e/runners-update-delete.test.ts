import type { HttpClient } from '../support/http-client';
import { addMember, createProject, createUserWithClient, type CreatedProject } from '../support/factories';
import { startTestService, type TestService } from '../support/service';
import { expectGitlabError } from '../support/expectations';
import { createRunner } from '../support/runners';

/** PUT /runners/:id, DELETE /runners/:id and POST /runners/:id/reset_authentication_token. */
let service: TestService;
let project: CreatedProject;
let secondProject: CreatedProject;
let maintainer: HttpClient;
let developer: HttpClient;

beforeAll(async () => {
  service = await startTestService();
  const { api } = service;
  project = await createProject(api, { visibility: 'private' });
  secondProject = await createProject(api, { visibility: 'private' });
  const m = await createUserWithClient(api);
  const d = await createUserWithClient(api);
  [maintainer, developer] = [m.client, d.client];
  await addMember(api, `projects/${project.id}`, m.user.id, 40);
  await addMember(api, `projects/${secondProject.id}`, m.user.id, 40);
  await addMember(api, `projects/${project.id}`, d.user.id, 30);
}, 120_000);
afterAll(async () => service?.stop());

const projectRunner = () => createRunner(maintainer, { runner_type: 'project_type', project_id: project.id });

it('updates the given attributes and answers RunnerDetails', async () => {
  const runner = await projectRunner();
  const res = await maintainer.put(`/runners/${runner.id}`, { body: {
    description: 'renamed', paused: true, tag_list: 'x, y,x', run_untagged: false, locked: true, access_level: 'ref_protected',
    maximum_timeout: 900, maintenance_note: 'note',
  } });
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({
    id: runner.id, description: 'renamed', paused: true, active: false, tag_list: ['x', 'y'], run_untagged: false, locked: true,
    access_level: 'ref_protected', maximum_timeout: 900, maintenance_note: 'note',
  });
  const again = await maintainer.put(`/runners/${runner.id}`, { body: { active: true } });
  expect(again.body).toMatchObject({ paused: false, active: true, description: 'renamed', tag_list: ['x', 'y'] });
  expect((await maintainer.get(`/runners/${runner.id}`)).body).toMatchObject({ paused: false, description: 'renamed' });
});

it('answers validation errors as render_validation_error! and changes nothing', async () => {
  const runner = await projectRunner();
  expectGitlabError(await maintainer.put(`/runners/${runner.id}`, { body: { maximum_timeout: 60, description: 'x' } }), 400,
    { message: { maximum_timeout: ['needs to be at least 10 minutes'] } });
  expectGitlabError(await maintainer.put(`/runners/${runner.id}`, { body: { run_untagged: false } }), 400,
    { message: { tags_list: ['can not be empty when runner is not allowed to pick untagged jobs'] } });
  expectGitlabError(await maintainer.put(`/runners/${runner.id}`, { body: { maintenance_note: 'n'.repeat(1025) } }), 400,
    { message: { maintenance_note: ['is too long (maximum is 1024 characters)'] } });
  expect((await maintainer.get(`/runners/${runner.id}`)).body.description).toBeNull();
});

it("answers Grape's 400s for missing, exclusive and invalid params", async () => {
  const runner = await projectRunner();
  expectGitlabError(await maintainer.put(`/runners/${runner.id}`, { body: {} }), 400, {
    error: 'description, active, paused, tag_list, run_untagged, locked, access_level, maximum_timeout, maintenance_note are missing, at least one parameter must be provided',
  });
  expectGitlabError(await maintainer.put(`/runners/${runner.id}`, { body: { active: true, paused: true } }), 400, { error: 'active, paused are mutually exclusive' });
  expectGitlabError(await maintainer.put(`/runners/${runner.id}`, { body: { access_level: 'everyone' } }), 400, { error: 'access_level does not have a valid value' });
});

it('refuses Developers, and non-administrators on instance runners', async () => {
  const runner = await projectRunner();
  expectGitlabError(await developer.put(`/runners/${runner.id}`, { body: { paused: true } }), 403, { message: '403 Forbidden - No access granted' });
  expectGitlabError(await developer.delete(`/runners/${runner.id}`), 403, { message: '403 Forbidden - No access granted' });
  expectGitlabError(await developer.post(`/runners/${runner.id}/reset_authentication_token`), 403, { message: '403 Forbidden - No access granted' });
  const instance = await createRunner(service.api, { runner_type: 'instance_type' });
  expectGitlabError(await maintainer.put(`/runners/${instance.id}`, { body: { paused: true } }), 403, { message: '403 Forbidden - No access granted' });
  expectGitlabError(await maintainer.delete(`/runners/${instance.id}`), 403, { message: '403 Forbidden - No access granted' });
  expect((await service.api.put(`/runners/${instance.id}`, { body: { paused: true } })).body.paused).toBe(true);
  expectGitlabError(await service.api.put('/runners/999999', { body: { paused: true } }), 404, { message: '404 Runner Not Found' });
});

it('deletes a runner: 204, then 404; the runner token stops working', async () => {
  const runner = await projectRunner();
  const res = await maintainer.delete(`/runners/${runner.id}`);
  expect(res.status).toBe(204);
  expect(res.text).toBe('');
  expectGitlabError(await maintainer.get(`/runners/${runner.id}`), 404, { message: '404 Runner Not Found' });
  expectGitlabError(await service.api.as(null).post('/runners/verify', { body: { token: runner.token } }), 403, { message: '403 Forbidden' });
  expectGitlabError(await maintainer.delete(`/runners/${runner.id}`), 404, { message: '404 Runner Not Found' });
});

it('keeps a runner of several projects from non-administrators', async () => {
  const runner = await projectRunner();
  expect((await maintainer.post(`/projects/${secondProject.id}/runners`, { body: { runner_id: runner.id } })).status).toBe(201);
  expectGitlabError(await maintainer.delete(`/runners/${runner.id}`), 403, { message: '403 Forbidden - Runner associated with more than one project' });
  expect((await service.api.delete(`/runners/${runner.id}`)).status).toBe(204);
});

it('resets the authentication token: 201 with a new token; the old one is refused', async () => {
  const runner = await projectRunner();
  const res = await maintainer.post(`/runners/${runner.id}/reset_authentication_token`);
  expect(res.status).toBe(201);
  expect(res.body).toEqual({ token: expect.stringMatching(/^glrt-/), token_expires_at: null });
  expect(res.body.token).not.toBe(runner.token);
  expectGitlabError(await service.api.as(null).post('/runners/verify', { body: { token: runner.token } }), 403, { message: '403 Forbidden' });
  expect((await service.api.as(null).post('/runners/verify', { body: { token: res.body.token } })).status).toBe(200);
  expectGitlabError(await maintainer.post('/runners/999999/reset_authentication_token'), 404, { message: '404 Runner Not Found' });
});
