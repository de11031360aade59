import type { HttpClient } from '../support/http-client';
import { addMember, createGroup, createProject, createUserWithClient, type CreatedGroup, type CreatedProject } from '../support/factories';
import { startTestService, type TestService } from '../support/service';
import { expectGitlabError } from '../support/expectations';
import { createRunner } from '../support/runners';
import { ageRunner, verifyRunner } from '../support/runners-api';

/** GET /runners/:id (RunnerDetails), its status computation and who may read it; GET /runners/:id/managers. */
let service: TestService;
let group: CreatedGroup;
let project: CreatedProject;
let maintainer: HttpClient;
let developer: HttpClient;
let owner: HttpClient;

beforeAll(async () => {
  service = await startTestService();
  const { api } = service;
  group = await createGroup(api);
  project = await createProject(api, { namespace_id: group.id, visibility: 'private' });
  const m = await createUserWithClient(api);
  const d = await createUserWithClient(api);
  const o = await createUserWithClient(api);
  [maintainer, developer, owner] = [m.client, d.client, o.client];
  await addMember(api, `projects/${project.id}`, m.user.id, 40);
  await addMember(api, `projects/${project.id}`, d.user.id, 30);
  await addMember(api, `groups/${group.id}`, o.user.id, 50);
}, 120_000);
afterAll(async () => service?.stop());

it('answers RunnerDetails with the newest manager’s version and platform, projects and note', async () => {
  const runner = await createRunner(maintainer, {
    runner_type: 'project_type', project_id: project.id, description: 'builder', tag_list: 'b,a', locked: true,
    run_untagged: false, maximum_timeout: 3600, access_level: 'ref_protected', maintenance_note: 'rack 4',
  });
  await verifyRunner(service.api, runner.token, { version: '16.0.0', revision: 'old', platform: 'windows', architecture: 'arm64' }, 's_old');
  await verifyRunner(service.api, runner.token, { version: '17.2.1', revision: 'abc123', platform: 'linux', architecture: 'amd64' }, 's_new');
  const res = await maintainer.get(`/runners/${runner.id}`);
  expect(res.status).toBe(200);
  expect(Object.keys(res.body)).toEqual(['id', 'description', 'ip_address', 'active', 'paused', 'is_shared', 'runner_type', 'name', 'online',
    'created_by', 'created_at', 'status', 'job_execution_status', 'tag_list', 'run_untagged', 'locked', 'maximum_timeout', 'access_level',
    'version', 'revision', 'platform', 'architecture', 'contacted_at', 'maintenance_note', 'projects', 'groups']);
  expect(res.body).toMatchObject({
    id: runner.id, description: 'builder', ip_address: null, active: true, paused: false, is_shared: false, runner_type: 'project_type',
    online: true, status: 'online', job_execution_status: 'idle', tag_list: ['b', 'a'], run_untagged: false, locked: true, maximum_timeout: 3600,
    access_level: 'ref_protected', version: '17.2.1', revision: 'abc123', platform: 'linux', architecture: 'amd64', maintenance_note: 'rack 4',
    projects: [{ id: project.id, name: project.name, name_with_namespace: project.name_with_namespace, path: project.path, path_with_namespace: project.path_with_namespace }],
    groups: [],
  });
  expect(res.body.created_by.username).toBe((await maintainer.get('/user')).body.username);
  expect(Date.parse(res.body.contacted_at)).toBeGreaterThan(Date.now() - 60_000);

  const managers = await maintainer.get(`/runners/${runner.id}/managers`);
  expect(managers.status).toBe(200);
  expect(managers.body.map((m: any) => m.system_id)).toEqual(['s_old', 's_new']);
  expect(managers.body[1]).toEqual({
    id: expect.any(Number), system_id: 's_new', version: '17.2.1', revision: 'abc123', platform: 'linux', architecture: 'amd64',
    created_at: expect.any(String), contacted_at: expect.any(String), ip_address: expect.any(String), status: 'online',
  });
});

it.each([
  ['never_contacted before any contact', {}, false, 'never_contacted', false],
  ['offline after 3 hours without contact', { contactedHoursAgo: 3 }, true, 'offline', false],
  ['stale after 8 days without contact', { createdHoursAgo: 24 * 9, contactedHoursAgo: 24 * 8 }, true, 'stale', false],
  ['stale when created 8 days ago and never contacted', { createdHoursAgo: 24 * 8, contactedHoursAgo: null }, false, 'stale', false],
  ['online when contacted just now', {}, true, 'online', true],
])('computes the status: %s', async (_case, times, contact, status, online) => {
  const runner = await createRunner(service.api, { runner_type: 'instance_type' });
  if (contact) await verifyRunner(service.api, runner.token);
  await ageRunner(service, runner.id, times);
  const res = await service.api.get(`/runners/${runner.id}`);
  expect({ status: res.body.status, online: res.body.online }).toEqual({ status, online });
});

it('shows a contacted paused runner as paused', async () => {
  const runner = await createRunner(service.api, { runner_type: 'instance_type', paused: true });
  await verifyRunner(service.api, runner.token);
  const res = await service.api.get(`/runners/${runner.id}`);
  expect(res.body).toMatchObject({ paused: true, active: false, status: 'paused', online: true });
});

it('lets every signed-in user read instance runners, without the maintenance note', async () => {
  const runner = await createRunner(service.api, { runner_type: 'instance_type', maintenance_note: 'secret' });
  const res = await developer.get(`/runners/${runner.id}`);
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({ is_shared: true, runner_type: 'instance_type', maintenance_note: null, projects: [], groups: [] });
  expect((await service.api.get(`/runners/${runner.id}`)).body.maintenance_note).toBe('secret');
  expectGitlabError(await service.api.as(null).get(`/runners/${runner.id}`), 401, { message: '401 Unauthorized' });
});

it('needs the Owner role for group runners and Maintainer for project runners', async () => {
  const groupRunner = await createRunner(owner, { runner_type: 'group_type', group_id: group.id });
  const ownerView = await owner.get(`/runners/${groupRunner.id}`);
  expect(ownerView.status).toBe(200);
  expect(ownerView.body.groups).toEqual([{ id: group.id, web_url: group.web_url, name: group.name }]);
  expectGitlabError(await maintainer.get(`/runners/${groupRunner.id}`), 403, { message: '403 Forbidden - No access granted' });
  const projectRunner = await createRunner(maintainer, { runner_type: 'project_type', project_id: project.id });
  expectGitlabError(await developer.get(`/runners/${projectRunner.id}`), 403, { message: '403 Forbidden - No access granted' });
  expectGitlabError(await developer.get(`/runners/${projectRunner.id}/managers`), 403, { message: '403 Forbidden - No access granted' });
  expect((await owner.get(`/runners/${projectRunner.id}`)).status).toBe(200);
});

it('answers 404 Runner Not Found for an unknown runner', async () => {
  expectGitlabError(await service.api.get('/runners/999999'), 404, { message: '404 Runner Not Found' });
  expectGitlabError(await service.api.get('/runners/999999/managers'), 404, { message: '404 Runner Not Found' });
});
