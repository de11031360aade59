import { createGroup, createProject, type CreatedGroup, type CreatedProject } from '../support/factories';
import { startTestService, type TestService } from '../support/service';
import { expectGitlabError } from '../support/expectations';

/** POST /runners with a registration token (reference §1.1): which runner each token makes, and the refusals. */
let service: TestService;
let group: CreatedGroup;
let project: CreatedProject;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  service = await startTestService();
  const { api } = service;
  group = await createGroup(api);
  project = await createProject(api, { namespace_id: group.id });
  tokens.instance = (await api.post('/runners/reset_registration_token')).body.token;
  tokens.project = (await api.post(`/projects/${project.id}/runners/reset_registration_token`)).body.token;
  tokens.group = (await api.post(`/groups/${group.id}/runners/reset_registration_token`)).body.token;
}, 120_000);
afterAll(async () => service?.stop());

const register = (body: Record<string, unknown>) => service.api.as(null).post('/runners', { body: { info: { name: 'gitlab-runner', version: '17.0.0' }, ...body } });

async function setSettings(body: Record<string, unknown>): Promise<void> {
  expect((await service.api.put('/application/settings', { body })).status).toBe(200);
}

it('registers an instance runner with the instance token: 201 RunnerRegistrationDetails; the token authenticates', async () => {
  const res = await register({ token: tokens.instance, description: 'legacy', tag_list: 'a,b', active: false, maximum_timeout: 3600, maintainer_note: 'old' });
  expect(res.status).toBe(201);
  expect(res.body).toEqual({ id: expect.any(Number), token: expect.any(String), token_expires_at: null });
  expect(res.body.token).not.toMatch(/^glrt-/);
  const runner = (await service.api.get(`/runners/${res.body.id}`)).body;
  expect(runner).toMatchObject({ runner_type: 'instance_type', description: 'legacy', tag_list: ['a', 'b'], paused: true, maximum_timeout: 3600, maintenance_note: 'old' });
  expect(runner).not.toHaveProperty('created_by');
  expect((await service.api.as(null).post('/runners/verify', { body: { token: res.body.token } })).status).toBe(200);
});

it("registers project and group runners with their scope's token", async () => {
  const projectRunner = await register({ token: tokens.project });
  expect(projectRunner.status).toBe(201);
  expect((await service.api.get(`/runners/${projectRunner.body.id}`)).body).toMatchObject({ runner_type: 'project_type', projects: [{ id: project.id }] });
  const groupRunner = await register({ token: tokens.group, paused: true });
  expect(groupRunner.status).toBe(201);
  expect((await service.api.get(`/runners/${groupRunner.body.id}`)).body).toMatchObject({ runner_type: 'group_type', paused: true, groups: [{ id: group.id }] });
});

it('refuses unknown and reset tokens, and bad params', async () => {
  expectGitlabError(await register({ token: 'GR1348941nope' }), 403, { message: '403 Forbidden - invalid token supplied' });
  const old = tokens.project;
  tokens.project = (await service.api.post(`/projects/${project.id}/runners/reset_registration_token`)).body.token;
  expectGitlabError(await register({ token: old }), 403, { message: '403 Forbidden - invalid token supplied' });
  expectGitlabError(await register({}), 400, { error: 'token is missing' });
  expectGitlabError(await register({ token: tokens.instance, active: true, paused: false }), 400, { error: 'active, paused are mutually exclusive' });
  expectGitlabError(await register({ token: tokens.instance, maximum_timeout: 60 }), 400, { message: { maximum_timeout: ['needs to be at least 10 minutes'] } });
  expect((await service.api.get('/runners/all?per_page=100')).body).toHaveLength(3);
});

it('follows valid_runner_registrars and allow_runner_registration_token', async () => {
  await setSettings({ valid_runner_registrars: ['group'] });
  expectGitlabError(await register({ token: tokens.project }), 403, { message: '403 Forbidden - invalid token supplied' });
  expect((await register({ token: tokens.group })).status).toBe(201);
  await setSettings({ allow_runner_registration_token: false });
  expectGitlabError(await register({ token: tokens.instance }), 410, { message: '410 Gone - runner registration disallowed' });
  expectGitlabError(await register({ token: 'GR1348941nope' }), 410, { message: '410 Gone - runner registration disallowed' });
  await setSettings({ allow_runner_registration_token: true, valid_runner_registrars: ['project', 'group'] });
  expect((await register({ token: tokens.project })).status).toBe(201);
});
