import type { HttpClient } from '../support/http-client';
import { addMember, createGroup, createProject, createUserWithClient, type CreatedGroup, type CreatedProject } from '../support/factories';
import { startTestService, type TestService } from '../support/service';
import { settleJobs } from '../../subgraphs/repository/test/support';
import { expectGitlabError } from '../support/expectations';
import { commitFiles } from '../support/pipelines';
import { startPendingJob } from '../support/runner-pickup';

/** The job-token scope of a target project decides whether another project's job token reaches it (reference §5). */
let service: TestService;
let group: CreatedGroup;
let source: CreatedProject;
let target: CreatedProject;
let anonymous: HttpClient;
let token: string;

beforeAll(async () => {
  service = await startTestService();
  anonymous = service.api.as(null);
  const dev = await createUserWithClient(service.api);
  group = await createGroup(service.api);
  [source, target] = await Promise.all([
    createProject(service.api, { namespace_id: group.id, initialize_with_readme: true, visibility: 'private' }),
    createProject(service.api, { initialize_with_readme: true, visibility: 'private' }),
  ]);
  await addMember(service.api, `projects/${source.id}`, dev.user.id, 30);
  await addMember(service.api, `projects/${target.id}`, dev.user.id, 30);
  await commitFiles(service.api, source.id, { '.gitlab-ci.yml': 'build:\n  script: make\n' });
  const pipeline = await dev.client.post(`/projects/${source.id}/pipeline`, { body: { ref: 'main' } });
  expect(pipeline.status).toBe(201);
  ({ token } = await startPendingJob(service, source.id, 'build'));
}, 120_000);
afterAll(async () => {
  if (service) await settleJobs(service.server.backend.databaseUrl);
  await service?.stop();
  await new Promise((resolve) => setTimeout(resolve, 2500));
});

const withToken = () => ({ headers: { 'job-token': token } });
const denied = () => ({ message: `403 Forbidden - Authentication by CI/CD job token not allowed from ${source.path} to ${target.path}.` });

it('reaches its own project whatever the scope says', async () => {
  expect((await anonymous.get(`/projects/${source.id}/repository/branches`, withToken())).status).toBe(200);
});

it('is refused by a project that limits inbound access and does not list it, on every subgraph and by path', async () => {
  expectGitlabError(await anonymous.get(`/projects/${target.id}/repository/branches`, withToken()), 403, denied());
  expectGitlabError(await anonymous.get(`/projects/${target.id}/repository/tags`, withToken()), 403, denied());
  expectGitlabError(await anonymous.get(`/projects/${target.id}/merge_requests`, withToken()), 403, denied());
  expectGitlabError(await anonymous.get(`/projects/${encodeURIComponent(target.path_with_namespace)}/repository/branches`, withToken()), 403, denied());
});

it('is let in once the target lists the source project, and refused again when it is removed', async () => {
  const allowlist = `/projects/${target.id}/job_token_scope/allowlist`;
  expect((await service.api.post(allowlist, { body: { target_project_id: source.id } })).status).toBe(201);
  const branches = await anonymous.get(`/projects/${target.id}/repository/branches`, withToken());
  expect(branches.status).toBe(200);
  expect(branches.body.map((branch: { name: string }) => branch.name)).toEqual(['main']);
  expect((await anonymous.get(`/projects/${target.id}/merge_requests`, withToken())).status).toBe(200);
  expect((await service.api.delete(`${allowlist}/${source.id}`)).status).toBe(204);
  expectGitlabError(await anonymous.get(`/projects/${target.id}/repository/branches`, withToken()), 403, denied());
});

it("is let in when the target lists the source project's group", async () => {
  const groups = `/projects/${target.id}/job_token_scope/groups_allowlist`;
  const other = await createGroup(service.api);
  await service.api.post(groups, { body: { target_group_id: other.id } });
  expectGitlabError(await anonymous.get(`/projects/${target.id}/repository/branches`, withToken()), 403, denied());
  expect((await service.api.post(groups, { body: { target_group_id: group.id } })).status).toBe(201);
  expect((await anonymous.get(`/projects/${target.id}/repository/branches`, withToken())).status).toBe(200);
  await service.api.delete(`${groups}/${group.id}`);
  expectGitlabError(await anonymous.get(`/projects/${target.id}/repository/branches`, withToken()), 403, denied());
});

it('is let in when the target does not limit inbound access', async () => {
  expect((await service.api.patch(`/projects/${target.id}/job_token_scope`, { body: { enabled: false } })).status).toBe(204);
  expect((await anonymous.get(`/projects/${target.id}/repository/branches`, withToken())).status).toBe(200);
  await service.api.patch(`/projects/${target.id}/job_token_scope`, { body: { enabled: true } });
  expectGitlabError(await anonymous.get(`/projects/${target.id}/repository/branches`, withToken()), 403, denied());
});
