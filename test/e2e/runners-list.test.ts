import type { HttpClient } from '../support/http-client';
import { addMember, createGroup, createProject, createUserWithClient, type CreatedGroup, type CreatedProject } from '../support/factories';
import { startTestService, type TestService } from '../support/service';
import { expectGitlabError } from '../support/expectations';
import { createRunner } from '../support/runners';
import { ageRunner, idsOf, verifyRunner } from '../support/runners-api';

/** GET /runners and GET /runners/all (lib/api/ci/runners.rb): who sees which runners, and every filter. */
let service: TestService;
let group: CreatedGroup;
let project: CreatedProject;
let otherProject: CreatedProject;
let maintainer: HttpClient;
let developer: HttpClient;
let owner: HttpClient;
const r: Record<string, { id: number; token: string }> = {};

beforeAll(async () => {
  service = await startTestService();
  const { api } = service;
  group = await createGroup(api);
  project = await createProject(api, { namespace_id: group.id, visibility: 'private' });
  otherProject = await createProject(api, { visibility: 'private' });
  const m = await createUserWithClient(api);
  const d = await createUserWithClient(api);
  const o = await createUserWithClient(api);
  [maintainer, developer, owner] = [m.client, d.client, o.client];
  await addMember(api, `projects/${project.id}`, m.user.id, 40);
  await addMember(api, `projects/${project.id}`, d.user.id, 30);
  await addMember(api, `groups/${group.id}`, o.user.id, 50);
  r.instance = await createRunner(api, { runner_type: 'instance_type', tag_list: 'linux,docker' });
  r.group = await createRunner(api, { runner_type: 'group_type', group_id: group.id, paused: true, tag_list: 'linux' });
  r.project = await createRunner(api, { runner_type: 'project_type', project_id: project.id, tag_list: 'docker' });
  r.other = await createRunner(api, { runner_type: 'project_type', project_id: otherProject.id });
  r.stale = await createRunner(api, { runner_type: 'instance_type' });
  await verifyRunner(api, r.instance.token, { version: '16.11.2' });
  await verifyRunner(api, r.project.token, { version: '17.0.0' });
  await verifyRunner(api, r.other.token, { version: '16.1.0' });
  await ageRunner(service, r.other.id, { contactedHoursAgo: 3 });
  await ageRunner(service, r.stale.id, { createdHoursAgo: 24 * 8 });
}, 120_000);
afterAll(async () => service?.stop());

it('lists the runners of projects the caller maintains and groups they own, as Entities::Ci::Runner', async () => {
  const res = await maintainer.get('/runners');
  expect(res.status).toBe(200);
  expect(res.headers.get('x-total')).toBe('1');
  expect(res.body).toEqual([{
    id: r.project.id, description: null, ip_address: null, active: true, paused: false, is_shared: false, runner_type: 'project_type',
    name: null, online: true, created_by: expect.objectContaining({ id: 1, username: 'root' }), created_at: expect.any(String),
    status: 'online', job_execution_status: 'idle',
  }]);
  expect(Object.keys(res.body[0])).toEqual(['id', 'description', 'ip_address', 'active', 'paused', 'is_shared', 'runner_type', 'name',
    'online', 'created_by', 'created_at', 'status', 'job_execution_status']);
  // The group's Owner manages its group runner and, through the group, its project's runner.
  expect(idsOf(await owner.get('/runners'))).toEqual([r.group.id, r.project.id]);
  expect(idsOf(await developer.get('/runners'))).toEqual([]);
});

it('keeps GET /runners/all for administrators', async () => {
  expect(idsOf(await service.api.get('/runners/all'))).toEqual([r.instance.id, r.group.id, r.project.id, r.other.id, r.stale.id]);
  expectGitlabError(await maintainer.get('/runners/all'), 403, { message: '403 Forbidden' });
  expectGitlabError(await service.api.as(null).get('/runners'), 401, { message: '401 Unauthorized' });
});

it.each([
  ['type=instance_type', () => [r.instance.id, r.stale.id]],
  ['type=group_type', () => [r.group.id]],
  ['type=project_type', () => [r.project.id, r.other.id]],
  ['scope=shared', () => [r.instance.id, r.stale.id]],
  ['scope=specific', () => [r.group.id, r.project.id, r.other.id]],
  ['scope=paused', () => [r.group.id]],
  ['scope=active', () => [r.instance.id, r.project.id, r.other.id, r.stale.id]],
  ['status=online', () => [r.instance.id, r.project.id]],
  ['status=offline', () => [r.other.id]],
  ['status=never_contacted', () => [r.group.id, r.stale.id]],
  ['status=stale', () => [r.stale.id]],
  ['status=paused', () => [r.group.id]],
  ['paused=true', () => [r.group.id]],
  ['paused=false', () => [r.instance.id, r.project.id, r.other.id, r.stale.id]],
  ['tag_list=linux,docker', () => [r.instance.id]],
  ['tag_list[]=docker', () => [r.instance.id, r.project.id]],
  ['version_prefix=16.', () => [r.instance.id, r.other.id]],
  ['version_prefix=16.11', () => [r.instance.id]],
  ['type=project_type&status=online', () => [r.project.id]],
])('filters GET /runners/all by %s', async (query, expected) => {
  expect(idsOf(await service.api.get(`/runners/all?${query}`))).toEqual(expected());
});

it('filters the owned runners too', async () => {
  expect(idsOf(await owner.get('/runners?type=group_type'))).toEqual([r.group.id]);
  expect(idsOf(await owner.get('/runners?scope=active'))).toEqual([r.project.id]);
  expect(idsOf(await owner.get('/runners?tag_list=docker&status=online'))).toEqual([r.project.id]);
});

it("answers GitLab's 400s for bad scopes, types, statuses and version prefixes", async () => {
  expectGitlabError(await owner.get('/runners?scope=shared'), 400, { message: 'Scope contains invalid value' });
  expectGitlabError(await owner.get('/runners?scope=bogus'), 400, { error: 'scope does not have a valid value' });
  expectGitlabError(await service.api.get('/runners/all?type=bogus'), 400, { error: 'type does not have a valid value' });
  expectGitlabError(await service.api.get('/runners/all?status=bogus'), 400, { error: 'status does not have a valid value' });
  expectGitlabError(await service.api.get('/runners/all?version_prefix=abc'), 400, { error: 'version_prefix is invalid' });
});

it('paginates with GitLab headers', async () => {
  const res = await service.api.get('/runners/all?per_page=2&page=2');
  expect(idsOf(res)).toEqual([r.project.id, r.other.id]);
  expect(res.headers.get('x-total')).toBe('5');
  expect(res.headers.get('x-next-page')).toBe('3');
});
