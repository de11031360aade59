import type { HttpClient } from '../support/http-client';
import { addMember, createGroup, createProject, createUserWithClient, type CreatedGroup, type CreatedProject } from '../support/factories';
import { startTestService, type TestService } from '../support/service';
import { expectGitlabError } from '../support/expectations';
import { createRunner } from '../support/runners';
import { idsOf, verifyRunner } from '../support/runners-api';

/** GET/POST /projects/:id/runners, DELETE /projects/:id/runners/:runner_id. */
let service: TestService;
let group: CreatedGroup;
let subgroup: CreatedGroup;
let project: CreatedProject;
let target: CreatedProject;
let maintainer: HttpClient;
let developer: HttpClient;
let stranger: HttpClient;
const r: Record<string, { id: number; token: string }> = {};

beforeAll(async () => {
  service = await startTestService();
  const { api } = service;
  group = await createGroup(api);
  subgroup = await createGroup(api, { parent_id: group.id });
  project = await createProject(api, { namespace_id: subgroup.id, visibility: 'private' });
  target = await createProject(api, { visibility: 'private' });
  const m = await createUserWithClient(api);
  const d = await createUserWithClient(api);
  const s = await createUserWithClient(api);
  [maintainer, developer, stranger] = [m.client, d.client, s.client];
  for (const p of [project, target]) await addMember(api, `projects/${p.id}`, m.user.id, 40);
  await addMember(api, `projects/${project.id}`, d.user.id, 30);
  r.instance = await createRunner(api, { runner_type: 'instance_type' });
  r.topGroup = await createRunner(api, { runner_type: 'group_type', group_id: group.id });
  r.subgroup = await createRunner(api, { runner_type: 'group_type', group_id: subgroup.id, paused: true });
  r.own = await createRunner(maintainer, { runner_type: 'project_type', project_id: project.id, tag_list: 'gpu' });
  r.locked = await createRunner(maintainer, { runner_type: 'project_type', project_id: project.id, locked: true });
  r.foreign = await createRunner(api, { runner_type: 'project_type', project_id: target.id });
  r.unrelated = await createRunner(api, { runner_type: 'group_type', group_id: (await createGroup(api)).id });
  await verifyRunner(api, r.own.token, { version: '17.1.0' });
}, 120_000);
afterAll(async () => service?.stop());

it("lists the project's runners, its ancestor groups' and the instance's", async () => {
  expect(idsOf(await maintainer.get(`/projects/${project.id}/runners`))).toEqual([r.instance.id, r.topGroup.id, r.subgroup.id, r.own.id, r.locked.id]);
  expect(idsOf(await maintainer.get(`/projects/${encodeURIComponent(target.path_with_namespace)}/runners`))).toEqual([r.instance.id, r.foreign.id]);
});

it.each([
  ['type=group_type', () => [r.topGroup.id, r.subgroup.id]],
  ['scope=specific', () => [r.topGroup.id, r.subgroup.id, r.own.id, r.locked.id]],
  ['paused=true', () => [r.subgroup.id]],
  ['status=online', () => [r.own.id]],
  ['tag_list=gpu', () => [r.own.id]],
  ['version_prefix=17', () => [r.own.id]],
])('filters project runners by %s', async (query, expected) => {
  expect(idsOf(await maintainer.get(`/projects/${project.id}/runners?${query}`))).toEqual(expected());
});

it('needs Maintainer: 403 for a Developer, 404 for a non-member of a private project', async () => {
  expectGitlabError(await developer.get(`/projects/${project.id}/runners`), 403, { message: '403 Forbidden' });
  expectGitlabError(await stranger.get(`/projects/${project.id}/runners`), 404, { message: '404 Project Not Found' });
  expectGitlabError(await maintainer.get(`/projects/${project.id}/runners?status=bogus`), 400, { error: 'status does not have a valid value' });
});

it('enables a project runner for another project and disables it again', async () => {
  const enabled = await maintainer.post(`/projects/${target.id}/runners`, { body: { runner_id: r.own.id } });
  expect(enabled.status).toBe(201);
  expect(enabled.body).toMatchObject({ id: r.own.id, runner_type: 'project_type', is_shared: false, online: true });
  expect(idsOf(await maintainer.get(`/projects/${target.id}/runners`))).toContain(r.own.id);
  expectGitlabError(await maintainer.post(`/projects/${target.id}/runners`, { body: { runner_id: r.own.id } }), 400,
    { message: 'Assign to Validation failed: Runner has already been taken - runner_error' });
  const disabled = await maintainer.delete(`/projects/${target.id}/runners/${r.own.id}`);
  expect(disabled.status).toBe(204);
  expect(idsOf(await maintainer.get(`/projects/${target.id}/runners`))).not.toContain(r.own.id);
  expectGitlabError(await maintainer.delete(`/projects/${target.id}/runners/${r.own.id}`), 404, { message: '404 Runner Not Found' });
});

it('refuses the last project of a runner (delete the runner instead), and locked runners to non-administrators', async () => {
  const single = await createRunner(maintainer, { runner_type: 'project_type', project_id: target.id });
  expectGitlabError(await maintainer.delete(`/projects/${target.id}/runners/${single.id}`), 403,
    { message: '403 Forbidden - Only one project associated with the runner. Please remove the runner instead' });
  expectGitlabError(await maintainer.delete(`/projects/${project.id}/runners/${r.locked.id}`), 403,
    { message: '403 Forbidden - User not allowed to assign runner' });
  expectGitlabError(await developer.delete(`/projects/${project.id}/runners/${r.own.id}`), 403, { message: '403 Forbidden' });
  expectGitlabError(await stranger.delete(`/projects/${project.id}/runners/${r.own.id}`), 404, { message: '404 Project Not Found' });
});

it("refuses group runners, locked runners and runners the caller doesn't manage", async () => {
  expectGitlabError(await maintainer.post(`/projects/${target.id}/runners`, { body: { runner_id: r.topGroup.id } }), 403, { message: '403 Forbidden - Runner is a group runner' });
  expectGitlabError(await maintainer.post(`/projects/${target.id}/runners`, { body: { runner_id: r.locked.id } }), 403, { message: '403 Forbidden - Runner is locked' });
  expectGitlabError(await maintainer.post(`/projects/${project.id}/runners`, { body: { runner_id: r.unrelated.id } }), 403, { message: '403 Forbidden - Runner is a group runner' });
  const other = await createRunner(service.api, { runner_type: 'project_type', project_id: (await createProject(service.api)).id });
  expectGitlabError(await maintainer.post(`/projects/${target.id}/runners`, { body: { runner_id: other.id } }), 403, { message: '403 Forbidden - No access granted' });
  expectGitlabError(await developer.post(`/projects/${project.id}/runners`, { body: { runner_id: r.own.id } }), 403, { message: '403 Forbidden' });
  expectGitlabError(await maintainer.post(`/projects/${target.id}/runners`, { body: { runner_id: 999999 } }), 404, { message: '404 Runner Not Found' });
  expectGitlabError(await maintainer.post(`/projects/${target.id}/runners`, { body: {} }), 400, { error: 'runner_id is missing' });
  // Administrators may enable even a locked runner.
  expect((await service.api.post(`/projects/${target.id}/runners`, { body: { runner_id: r.locked.id } })).status).toBe(201);
});
