import type { HttpClient } from '../support/http-client';
import { addMember, createGroup, createProject, createToken, createUserWithClient, type CreatedGroup, type CreatedProject } from '../support/factories';
import { startTestService, type TestService } from '../support/service';
import { expectGitlabError } from '../support/expectations';

/** POST /user/runners (lib/api/user_runners.rb): who may create which runner, and the glrt- token answered once. */
// Pushes, pipelines and pick-ups take their time on a loaded machine.
jest.setTimeout(90_000);

let service: TestService;
let group: CreatedGroup;
let project: CreatedProject;
let maintainer: HttpClient;
let developer: HttpClient;
let owner: HttpClient;

beforeAll(async () => {
  service = await startTestService();
  group = await createGroup(service.api);
  project = await createProject(service.api, { namespace_id: group.id, visibility: 'private' });
  const m = await createUserWithClient(service.api);
  const d = await createUserWithClient(service.api);
  const o = await createUserWithClient(service.api);
  maintainer = m.client;
  developer = d.client;
  owner = o.client;
  await addMember(service.api, `projects/${project.id}`, m.user.id, 40);
  await addMember(service.api, `projects/${project.id}`, d.user.id, 30);
  await addMember(service.api, `groups/${group.id}`, o.user.id, 50);
}, 120_000);
afterAll(async () => service?.stop());

it('creates an instance runner for an administrator: 201 with a glrt- token, verifiable once', async () => {
  const created = await service.api.post('/user/runners', { body: { runner_type: 'instance_type', description: 'shared', tag_list: 'linux, docker' } });
  expect(created.status).toBe(201);
  expect(Object.keys(created.body)).toEqual(['id', 'token', 'token_expires_at']);
  expect(created.body.id).toBeGreaterThan(0);
  expect(created.body.token).toMatch(/^glrt-/);
  expect(created.body.token_expires_at).toBeNull();
  const verified = await service.api.as(null).post('/runners/verify', { body: { token: created.body.token, system_id: 's_0123456789ab', info: { version: '18.0.0' } } });
  expect(verified.status).toBe(200);
  expect(verified.headers.get('content-type')).toBe('application/json');
  expect(verified.body).toEqual({ id: created.body.id, token: created.body.token, token_expires_at: null });
});

it('creates a project runner for a Maintainer and a group runner for an Owner', async () => {
  const projectRunner = await maintainer.post('/user/runners', { body: { runner_type: 'project_type', project_id: project.id } });
  expect(projectRunner.status).toBe(201);
  const groupRunner = await owner.post('/user/runners', { body: { runner_type: 'group_type', group_id: group.id, paused: true } });
  expect(groupRunner.status).toBe(201);
  expect(groupRunner.body.id).toBeGreaterThan(projectRunner.body.id);
});

it.each([
  ['a Developer, for the project', () => developer, { runner_type: 'project_type', project_id: 0 }],
  ['a project Maintainer, for the group', () => maintainer, { runner_type: 'group_type', group_id: 0 }],
  ['a group Owner, for the instance', () => owner, { runner_type: 'instance_type' }],
])('refuses %s with 403 Insufficient permissions', async (_who, client, body: Record<string, unknown>) => {
  const filled = { ...body, ...('project_id' in body ? { project_id: project.id } : {}), ...('group_id' in body ? { group_id: group.id } : {}) };
  expectGitlabError(await client().post('/user/runners', { body: filled }), 403, { message: '403 Forbidden - Insufficient permissions' });
});

it('answers Grape and scope errors as GitLab does', async () => {
  expectGitlabError(await service.api.post('/user/runners', { body: {} }), 400, { error: 'runner_type is missing' });
  expectGitlabError(await service.api.post('/user/runners', { body: { runner_type: 'shared' } }), 400, { error: 'runner_type does not have a valid value' });
  expectGitlabError(await service.api.post('/user/runners', { body: { runner_type: 'group_type' } }), 400, { error: 'group_id is missing' });
  expectGitlabError(await service.api.post('/user/runners', { body: { runner_type: 'project_type' } }), 400, { error: 'project_id is missing' });
  expectGitlabError(await service.api.post('/user/runners', { body: { runner_type: 'project_type', project_id: 999999 } }), 400,
    { message: '400 Bad request - Missing/invalid scope' });
  expectGitlabError(await service.api.post('/user/runners', { body: { runner_type: 'instance_type', maximum_timeout: 60 } }), 400,
    { message: '400 Bad request - Maximum timeout needs to be at least 10 minutes' });
  expectGitlabError(await service.api.as(null).post('/user/runners', { body: { runner_type: 'instance_type' } }), 401, { message: '401 Unauthorized' });
});

it('needs the api or create_runner scope', async () => {
  const readOnly = service.api.as(await createToken(service.api, 1, ['read_api']));
  const refused = await readOnly.post('/user/runners', { body: { runner_type: 'instance_type' } });
  expect(refused.status).toBe(403);
  expect(refused.body.error).toBe('insufficient_scope');
  const createRunner = service.api.as(await createToken(service.api, 1, ['create_runner']));
  expect((await createRunner.post('/user/runners', { body: { runner_type: 'instance_type' } })).status).toBe(201);
});
