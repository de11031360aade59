import { settleJobs } from '../../subgraphs/repository/test/support';
import { startPendingJob } from '../support/runner-pickup';
import { expectGitlabError } from '../support/expectations';
import { addMember, createProject, createUserWithClient, type CreatedProject } from '../support/factories';
import type { HttpClient } from '../support/http-client';
import { commitFiles, jobStatuses } from '../support/pipelines';
import { startTestService, type TestService } from '../support/service';

let service: TestService;
let project: CreatedProject;
let maintainer: HttpClient;
let maintainerUser: { id: number; username: string };
let otherMaintainer: HttpClient;
let developer: HttpClient;
let outsider: HttpClient;
let anonymous: HttpClient;

const CI = 'build:\n  script: make\nextra:\n  script: more\n  rules:\n    - if: $EXTRA == "yes"\n';

beforeAll(async () => {
  service = await startTestService();
  anonymous = service.api.as(null);
  const [m, m2, d, o] = await Promise.all([1, 2, 3, 4].map(() => createUserWithClient(service.api)));
  project = await createProject(service.api, { visibility: 'private', initialize_with_readme: true });
  await addMember(service.api, `projects/${project.id}`, m.user.id, 40);
  await addMember(service.api, `projects/${project.id}`, m2.user.id, 40);
  await addMember(service.api, `projects/${project.id}`, d.user.id, 30);
  [maintainer, otherMaintainer, developer, outsider] = [m.client, m2.client, d.client, o.client];
  maintainerUser = m.user;
  await commitFiles(service.api, project.id, { '.gitlab-ci.yml': CI });
}, 120_000);
afterAll(async () => {
  if (service) await settleJobs(service.server.backend.databaseUrl);
  await service?.stop();
  await new Promise((resolve) => setTimeout(resolve, 2500));
});

async function newTrigger(description = 'deploy'): Promise<Record<string, any>> {
  const res = await maintainer.post(`/projects/${project.id}/triggers`, { body: { description } });
  expect(res.status).toBe(201);
  return res.body;
}

describe('trigger tokens', () => {
  it('creates a glptt- token shown whole to its owner and cut to 4 characters for everyone else', async () => {
    const trigger = await newTrigger('deploy');
    expect(trigger).toEqual({
      id: expect.any(Number), token: expect.stringMatching(/^glptt-[0-9a-f]{40}$/), description: 'deploy',
      created_at: expect.any(String), updated_at: expect.any(String), last_used: null, expires_at: null,
      owner: expect.objectContaining({ id: maintainerUser.id, username: maintainerUser.username }),
    });
    const short = trigger.token.slice('glptt-'.length, 'glptt-'.length + 4);
    expect((await maintainer.get(`/projects/${project.id}/triggers/${trigger.id}`)).body.token).toBe(trigger.token);
    expect((await otherMaintainer.get(`/projects/${project.id}/triggers/${trigger.id}`)).body.token).toBe(short);
    const list = await service.api.get(`/projects/${project.id}/triggers`);
    expect(list.status).toBe(200);
    expect(list.body.find((t: { id: number }) => t.id === trigger.id).token).toBe(short);
  });

  it('lets only the owner change the description, and Maintainers delete it', async () => {
    const trigger = await newTrigger('before');
    const updated = await maintainer.put(`/projects/${project.id}/triggers/${trigger.id}`, { body: { description: 'after' } });
    expect(updated.status).toBe(200);
    expect(updated.body.description).toBe('after');
    expectGitlabError(await otherMaintainer.put(`/projects/${project.id}/triggers/${trigger.id}`, { body: { description: 'x' } }), 403, {
      message: '403 Forbidden - The current user is not authorized to update the pipeline trigger token',
    });
    expect((await otherMaintainer.delete(`/projects/${project.id}/triggers/${trigger.id}`)).status).toBe(204);
    expectGitlabError(await maintainer.get(`/projects/${project.id}/triggers/${trigger.id}`), 404, { message: '404 Not found' });
  });

  it('is for Maintainers: 403 for a Developer, 404 for non-members, 400 without a description', async () => {
    expectGitlabError(await developer.get(`/projects/${project.id}/triggers`), 403, { message: '403 Forbidden' });
    expectGitlabError(await developer.post(`/projects/${project.id}/triggers`, { body: { description: 'x' } }), 403, { message: '403 Forbidden' });
    expectGitlabError(await outsider.get(`/projects/${project.id}/triggers`), 404, { message: '404 Project Not Found' });
    expectGitlabError(await maintainer.post(`/projects/${project.id}/triggers`, { body: {} }), 400, { error: 'description is missing' });
  });
});

describe('POST /projects/:id/trigger/pipeline', () => {
  it("runs a `trigger` pipeline as the token's owner with the given variables, and records its use", async () => {
    const trigger = await newTrigger();
    const res = await anonymous.post(`/projects/${project.id}/trigger/pipeline`, { form: { token: trigger.token, ref: 'main', 'variables[EXTRA]': 'yes' } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ project_id: project.id, ref: 'main', source: 'trigger', status: 'pending', user: expect.objectContaining({ id: maintainerUser.id }) });
    expect(Object.keys(await jobStatuses(service.api, project.id, res.body.id)).sort()).toEqual(['build', 'extra']);
    const variables = await service.api.get(`/projects/${project.id}/pipelines/${res.body.id}/variables`);
    expect(variables.body).toEqual([{ key: 'EXTRA', variable_type: 'env_var', value: 'yes' }]);
    expect((await maintainer.get(`/projects/${project.id}/triggers/${trigger.id}`)).body.last_used).toEqual(expect.any(String));
  });

  it('answers a bare 404 for unknown tokens and tokens of other projects, and 400s for bad input', async () => {
    const trigger = await newTrigger();
    const other = await createProject(service.api, { initialize_with_readme: true });
    const path = `/projects/${project.id}/trigger/pipeline`;
    expectGitlabError(await anonymous.post(path, { body: { token: 'glptt-unknown', ref: 'main' } }), 404, { message: '404 Not Found' });
    expectGitlabError(await anonymous.post(`/projects/${other.id}/trigger/pipeline`, { body: { token: trigger.token, ref: 'main' } }), 404, { message: '404 Not Found' });
    expectGitlabError(await anonymous.post('/projects/999999999/trigger/pipeline', { body: { token: trigger.token, ref: 'main' } }), 404, { message: '404 Not Found' });
    expectGitlabError(await anonymous.post(path, { body: { token: trigger.token } }), 400, { error: 'ref is missing' });
    expectGitlabError(await anonymous.post(path, { body: { ref: 'main' } }), 400, { error: 'token is missing' });
    expectGitlabError(await anonymous.post(path, { body: { token: trigger.token, ref: 'nope' } }), 400, { message: { base: ['Reference not found'] } });
    expectGitlabError(await anonymous.post(path, { body: { token: trigger.token, ref: 'main', variables: { N: 1 } } }), 400, {
      message: 'variables needs to be a map of key-valued strings',
    });
  });

  it('runs a `pipeline` pipeline for a running job token of the project', async () => {
    const first = await developer.post(`/projects/${project.id}/pipeline`, { body: { ref: 'main' } });
    expect(first.status).toBe(201);
    const { token } = await startPendingJob(service, project.id, 'build');
    const res = await anonymous.post(`/projects/${project.id}/trigger/pipeline`, { body: { token, ref: 'main' } });
    expect(res.status).toBe(201);
    expect(res.body.source).toBe('pipeline');
    // Another project's pipeline is the job-token scope's to allow (reference §5).
    const target = await createProject(service.api, { visibility: 'private', initialize_with_readme: true });
    await addMember(service.api, `projects/${target.id}`, (await developer.get('/user')).body.id, 30);
    await commitFiles(service.api, target.id, { '.gitlab-ci.yml': CI });
    expectGitlabError(await anonymous.post(`/projects/${target.id}/trigger/pipeline`, { body: { token, ref: 'main' } }), 403, {
      message: `403 Forbidden - Authentication by CI/CD job token not allowed from ${project.path} to ${target.path}.`,
    });
    await service.api.post(`/projects/${target.id}/job_token_scope/allowlist`, { body: { target_project_id: project.id } });
    const allowed = await anonymous.post(`/projects/${target.id}/trigger/pipeline`, { body: { token, ref: 'main' } });
    expect({ status: allowed.status, source: allowed.body.source, project: allowed.body.project_id }).toEqual({ status: 201, source: 'pipeline', project: target.id });
  });
});
