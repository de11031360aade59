import { settleJobs } from '../../subgraphs/repository/test/support';
import { expectGitlabError } from '../support/expectations';
import { addMember, createProject, createUserWithClient, type CreatedProject } from '../support/factories';
import type { HttpClient } from '../support/http-client';
import { commitFiles, listPipelines, pushPipelineOf } from '../support/pipelines';
import { startTestService, type TestService } from '../support/service';

let service: TestService;
let project: CreatedProject;
let sha: string;
let reporter: HttpClient;
let outsider: HttpClient;

beforeAll(async () => {
  service = await startTestService();
  project = await createProject(service.api, { visibility: 'private', initialize_with_readme: true });
  sha = (await service.api.get(`/projects/${project.id}/repository/commits/main`)).body.id;
  const [r, o] = await Promise.all([createUserWithClient(service.api), createUserWithClient(service.api)]);
  await addMember(service.api, `projects/${project.id}`, r.user.id, 20);
  [reporter, outsider] = [r.client, o.client];
}, 120_000);
afterAll(async () => {
  if (service) await settleJobs(service.server.backend.databaseUrl);
  await service?.stop();
  await new Promise((resolve) => setTimeout(resolve, 2500));
});

const post = (body: Record<string, unknown>, commit = sha) => service.api.post(`/projects/${project.id}/statuses/${commit}`, { body });

describe('POST /projects/:id/statuses/:sha', () => {
  it('keeps a status in an external pipeline of the sha and moves it through its states', async () => {
    const pending = await post({ state: 'pending', name: 'ci/test', target_url: 'https://ci.example.com/1', description: 'queued' });
    expect(pending.status).toBe(201);
    expect(pending.body).toEqual({
      id: expect.any(Number), sha, ref: 'main', status: 'pending', name: 'ci/test', target_url: 'https://ci.example.com/1', description: 'queued',
      created_at: expect.any(String), started_at: null, finished_at: null, allow_failure: false, coverage: null, pipeline_id: expect.any(Number),
      author: expect.objectContaining({ id: 1, username: 'root' }),
    });
    const pipelines = await listPipelines(service.api, project.id, '?source=external');
    expect(pipelines.map((p) => ({ id: p.id, status: p.status, sha: p.sha }))).toEqual([{ id: pending.body.pipeline_id, status: 'pending', sha }]);

    const running = await post({ state: 'running', name: 'ci/test' });
    expect({ id: running.body.id, status: running.body.status, started: typeof running.body.started_at }).toEqual({ id: pending.body.id, status: 'running', started: 'string' });
    expectGitlabError(await post({ state: 'running', name: 'ci/test' }), 400, {
      message: 'Cannot transition status via :run from :running (Reason(s): Status cannot transition via "run")',
    });
    const success = await post({ state: 'success', name: 'ci/test', coverage: 81.5, description: 'done' });
    expect(success.body).toMatchObject({ id: pending.body.id, status: 'success', coverage: 81.5, description: 'done', target_url: 'https://ci.example.com/1' });
    expect((await service.api.get(`/projects/${project.id}/pipelines/${pending.body.pipeline_id}`)).body.status).toBe('success');
  });

  it('starts a new status for a name whose last one finished, leaving the old one as retried', async () => {
    const first = await post({ state: 'failed', context: 'lint' });
    const second = await post({ state: 'success', context: 'lint' });
    expect(second.body.id).not.toBe(first.body.id);
    expect(second.body.name).toBe('lint');
    const latest = await service.api.get(`/projects/${project.id}/repository/commits/${sha}/statuses?name=lint`);
    expect(latest.body.map((s: { id: number }) => s.id)).toEqual([second.body.id]);
    const all = await service.api.get(`/projects/${project.id}/repository/commits/${sha}/statuses?name=lint&all=true`);
    expect(all.body.map((s: { id: number }) => s.id)).toEqual([first.body.id, second.body.id]);
    expect((await post({ state: 'skipped' })).body.name).toBe('default');
  });

  it("answers GitLab's 400s and 404s and stores nothing on refusal", async () => {
    expectGitlabError(await post({}), 400, { error: 'state is missing' });
    expectGitlabError(await post({ state: 'done' }), 400, { error: 'state does not have a valid value' });
    expectGitlabError(await post({ state: 'success' }, 'f'.repeat(40)), 404, { message: '404 Commit Not Found' });
    const before = (await service.api.get(`/projects/${project.id}/repository/commits/${sha}/statuses?all=true&per_page=100`)).body.length;
    await post({ state: 'running', name: 'twice' });
    expectGitlabError(await post({ state: 'pending', name: 'twice' }), 400, {
      message: 'Cannot transition status via :enqueue from :running (Reason(s): Status cannot transition via "enqueue")',
    });
    expect((await service.api.get(`/projects/${project.id}/repository/commits/${sha}/statuses?all=true&per_page=100`)).body.length).toBe(before + 1);
  });

  it('is for Developers: 403 for a Reporter, 404 for non-members', async () => {
    expectGitlabError(await reporter.post(`/projects/${project.id}/statuses/${sha}`, { body: { state: 'success' } }), 403, { message: '403 Forbidden' });
    expectGitlabError(await outsider.post(`/projects/${project.id}/statuses/${sha}`, { body: { state: 'success' } }), 404, { message: '404 Project Not Found' });
    expectGitlabError(await outsider.get(`/projects/${project.id}/repository/commits/${sha}/statuses`), 404, { message: '404 Project Not Found' });
  });
});

describe('GET /projects/:id/repository/commits/:sha/statuses', () => {
  it("lists the sha's jobs and statuses with every filter and order", async () => {
    const newSha = await commitFiles(service.api, project.id, { '.gitlab-ci.yml': 'build:\n  stage: build\n  script: make\n' });
    const push = await pushPipelineOf(service.api, project.id, newSha);
    const external = (await post({ state: 'success', name: 'ext', ref: 'main' }, newSha)).body;
    expect(external.pipeline_id).toBe(push.id);
    const other = (await service.api.post(`/projects/${project.id}/statuses/${newSha}`, { body: { state: 'pending', name: 'elsewhere', ref: 'side-branch-less' } }));
    expect(other.status).toBe(201);
    const path = `/projects/${project.id}/repository/commits/${newSha}/statuses`;
    const names = async (query = '') => (await reporter.get(`${path}${query}`)).body.map((s: { name: string }) => s.name);
    expect(await names()).toEqual(['build', 'ext', 'elsewhere']);
    expect(await names('?ref=main')).toEqual(['build', 'ext']);
    expect(await names('?stage=external')).toEqual(['ext', 'elsewhere']);
    expect(await names('?stage=build')).toEqual(['build']);
    expect(await names('?name=ext')).toEqual(['ext']);
    expect(await names(`?pipeline_id=${push.id}`)).toEqual(['build', 'ext']);
    expect(await names('?sort=desc')).toEqual(['elsewhere', 'ext', 'build']);
    expect(await names('?order_by=pipeline_id&sort=desc')).toEqual(['elsewhere', 'ext', 'build']);
    const list = await reporter.get(path);
    expect(list.headers.get('x-total')).toBe('3');
    expect(list.body[0]).toMatchObject({ name: 'build', status: 'pending', sha: newSha, ref: 'main', target_url: null, description: null, pipeline_id: push.id });
    expectGitlabError(await reporter.get(`${path}?order_by=name`), 400, { error: 'order_by does not have a valid value' });
  });
});
