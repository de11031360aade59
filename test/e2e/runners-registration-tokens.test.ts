import type { HttpClient } from '../support/http-client';
import { addMember, createGroup, createProject, createUserWithClient, type CreatedGroup, type CreatedProject } from '../support/factories';
import { startTestService, type TestService } from '../support/service';
import { expectGitlabError } from '../support/expectations';

/** POST /runners/reset_registration_token, /projects/:id/… and /groups/:id/…: 201 ResetTokenResult. */
let service: TestService;
let group: CreatedGroup;
let project: CreatedProject;
let maintainer: HttpClient;
let developer: HttpClient;
let stranger: HttpClient;

beforeAll(async () => {
  service = await startTestService();
  const { api } = service;
  group = await createGroup(api, { visibility: 'private' });
  project = await createProject(api, { namespace_id: group.id, visibility: 'private' });
  const m = await createUserWithClient(api);
  const d = await createUserWithClient(api);
  const s = await createUserWithClient(api);
  [maintainer, developer, stranger] = [m.client, d.client, s.client];
  await addMember(api, `groups/${group.id}`, m.user.id, 40);
  await addMember(api, `projects/${project.id}`, d.user.id, 30);
}, 120_000);
afterAll(async () => service?.stop());

const TOKEN = { token: expect.stringMatching(/^GR1348941/), token_expires_at: null };

it('resets the instance token for administrators only', async () => {
  const first = await service.api.post('/runners/reset_registration_token');
  expect(first.status).toBe(201);
  expect(first.body).toEqual(TOKEN);
  const second = await service.api.post('/runners/reset_registration_token');
  expect(second.body.token).not.toBe(first.body.token);
  expectGitlabError(await maintainer.post('/runners/reset_registration_token'), 403, { message: '403 Forbidden' });
  expectGitlabError(await service.api.as(null).post('/runners/reset_registration_token'), 401, { message: '401 Unauthorized' });
});

it("resets a project's token for its Maintainers", async () => {
  const res = await maintainer.post(`/projects/${project.id}/runners/reset_registration_token`);
  expect(res.status).toBe(201);
  expect(res.body).toEqual(TOKEN);
  expectGitlabError(await developer.post(`/projects/${project.id}/runners/reset_registration_token`), 403, { message: '403 Forbidden' });
  expectGitlabError(await stranger.post(`/projects/${project.id}/runners/reset_registration_token`), 404, { message: '404 Project Not Found' });
});

it("resets a group's token for its Owners", async () => {
  const res = await service.api.post(`/groups/${encodeURIComponent(group.full_path)}/runners/reset_registration_token`);
  expect(res.status).toBe(201);
  expect(res.body).toEqual(TOKEN);
  expectGitlabError(await maintainer.post(`/groups/${group.id}/runners/reset_registration_token`), 403, { message: '403 Forbidden' });
  expectGitlabError(await stranger.post(`/groups/${group.id}/runners/reset_registration_token`), 404, { message: '404 Group Not Found' });
});
