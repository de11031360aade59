import { addMember, createProject, createUserWithClient, type CreatedProject } from '../support/factories';
import { startTestService, type TestService } from '../support/service';
import { settleJobs } from '../../subgraphs/repository/test/support';
import { expectGitlabError } from '../support/expectations';
import { commitFiles, listPipelines, pushPipelineOf } from '../support/pipelines';

let service: TestService;
let project: CreatedProject;
let developer: Awaited<ReturnType<typeof createUserWithClient>>;
/** Pipelines made for the filters: a push on main, an API one on main by the developer, an API one on `feature`, a failed push. */
const made: Record<string, any> = {};
let mainSha: string;

const ids = (pipelines: any[]) => pipelines.map((pipeline) => pipeline.id);

beforeAll(async () => {
  service = await startTestService();
  project = await createProject(service.api, { initialize_with_readme: true });
  developer = await createUserWithClient(service.api);
  await addMember(service.api, `projects/${project.id}`, developer.user.id, 30);
  mainSha = await commitFiles(service.api, project.id, { '.gitlab-ci.yml': 'build:\n  script: make\n' });
  made.push = await pushPipelineOf(service.api, project.id, mainSha);
  made.api = (await developer.client.post(`/projects/${project.id}/pipeline`, { body: { ref: 'main' } })).body;
  const featureSha = await commitFiles(service.api, project.id, { 'f.txt': 'f' }, { branch: 'feature', startBranch: 'main' });
  made.featurePush = await pushPipelineOf(service.api, project.id, featureSha);
  made.feature = (await service.api.post(`/projects/${project.id}/pipeline`, { body: { ref: 'feature' } })).body;
  const brokenSha = await commitFiles(service.api, project.id, { '.gitlab-ci.yml': 'build:\n  stage: nowhere\n  script: x\n' }, { branch: 'broken', startBranch: 'main' });
  made.broken = await pushPipelineOf(service.api, project.id, brokenSha);
}, 120_000);
afterAll(async () => {
  if (service) await settleJobs(service.server.backend.databaseUrl);
  await service?.stop();
  await new Promise((resolve) => setTimeout(resolve, 2500));
});

describe('GET /projects/:id/pipelines', () => {
  it('lists newest first with PipelineBasicWithMetadata items and pagination headers', async () => {
    const res = await service.api.get(`/projects/${project.id}/pipelines?per_page=2`);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-total')).toBe('5');
    expect(ids(res.body)).toEqual([made.broken.id, made.feature.id]);
    expect(res.body[1]).toEqual({
      id: made.feature.id, iid: made.feature.iid, project_id: project.id, sha: made.feature.sha, ref: 'feature', status: 'pending', source: 'api',
      created_at: expect.any(String), updated_at: expect.any(String), web_url: `${project.web_url}/-/pipelines/${made.feature.id}`, name: null,
    });
  });

  it.each([
    ['?ref=feature', ['feature', 'featurePush']],
    ['?source=api', ['feature', 'api']],
    ['?status=failed', ['broken']],
    ['?yaml_errors=true', ['broken']],
    ['?yaml_errors=false', ['feature', 'featurePush', 'api', 'push']],
    ['?scope=branches', ['broken', 'feature', 'api']],
    ['?scope=finished', ['broken']],
    ['?scope=pending', ['feature', 'featurePush', 'api', 'push']],
    ['?scope=tags', []],
    ['?order_by=id&sort=asc', ['push', 'api', 'featurePush', 'feature', 'broken']],
    ['?order_by=ref&sort=asc', ['broken', 'featurePush', 'feature', 'push', 'api']],
  ])('filters %s', async (query, expected) => {
    expect(ids(await listPipelines(service.api, project.id, query))).toEqual(expected.map((key) => made[key].id));
  });

  it('filters by sha, username and time', async () => {
    expect(ids(await listPipelines(service.api, project.id, `?sha=${mainSha}`))).toEqual([made.api.id, made.push.id]);
    expect(ids(await listPipelines(service.api, project.id, `?username=${developer.user.username}`))).toEqual([made.api.id]);
    expect(await listPipelines(service.api, project.id, '?username=nobody-at-all')).toEqual([]);
    const after = encodeURIComponent(made.featurePush.created_at);
    expect(ids(await listPipelines(service.api, project.id, `?created_after=${after}`))).toEqual([made.broken.id, made.feature.id]);
    expect(ids(await listPipelines(service.api, project.id, `?created_before=${encodeURIComponent(made.api.created_at)}`))).toEqual([made.push.id]);
    expect(await listPipelines(service.api, project.id, '?updated_after=2999-01-01T00:00:00Z')).toEqual([]);
    expect((await listPipelines(service.api, project.id, '?updated_before=2999-01-01T00:00:00Z')).length).toBe(5);
  });

  it('refuses values outside the lists with Grape errors', async () => {
    expectGitlabError(await service.api.get(`/projects/${project.id}/pipelines?scope=mine`), 400, { error: 'scope does not have a valid value' });
    expectGitlabError(await service.api.get(`/projects/${project.id}/pipelines?status=done`), 400, { error: 'status does not have a valid value' });
    expectGitlabError(await service.api.get(`/projects/${project.id}/pipelines?order_by=name`), 400, { error: 'order_by does not have a valid value' });
  });

  it('hides a private project from non-members and lets Guests read while public pipelines are on', async () => {
    const { client: stranger } = await createUserWithClient(service.api);
    expectGitlabError(await stranger.get(`/projects/${project.id}/pipelines`), 404, { message: '404 Project Not Found' });
    expectGitlabError(await service.api.as(null).get(`/projects/${project.id}/pipelines`), 404, { message: '404 Project Not Found' });
    const guest = await createUserWithClient(service.api);
    await addMember(service.api, `projects/${project.id}`, guest.user.id, 10);
    expect((await guest.client.get(`/projects/${project.id}/pipelines`)).status).toBe(200);
    await service.api.put(`/projects/${project.id}`, { body: { public_jobs: false } });
    expectGitlabError(await guest.client.get(`/projects/${project.id}/pipelines`), 403, { message: '403 Forbidden' });
    expect((await developer.client.get(`/projects/${project.id}/pipelines`)).status).toBe(200);
    await service.api.put(`/projects/${project.id}`, { body: { public_jobs: true } });
  });
});

describe('single pipelines', () => {
  it('answers PipelineWithMetadata and 404 Not found for another id', async () => {
    const res = await service.api.get(`/projects/${project.id}/pipelines/${made.api.id}`);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['id', 'iid', 'project_id', 'sha', 'ref', 'status', 'source', 'created_at', 'updated_at', 'web_url',
      'before_sha', 'tag', 'yaml_errors', 'user', 'started_at', 'finished_at', 'committed_at', 'duration', 'queued_duration', 'coverage',
      'detailed_status', 'name']);
    expect(res.body.user.username).toBe(developer.user.username);
    expectGitlabError(await service.api.get(`/projects/${project.id}/pipelines/999999`), 404, { message: '404 Not found' });
    const other = await createProject(service.api);
    expectGitlabError(await service.api.get(`/projects/${other.id}/pipelines/${made.api.id}`), 404, { message: '404 Not found' });
  });

  it('answers the latest pipeline of the default branch or a ref, 403 when there is none', async () => {
    expect((await service.api.get(`/projects/${project.id}/pipelines/latest`)).body.id).toBe(made.api.id);
    expect((await service.api.get(`/projects/${project.id}/pipelines/latest?ref=feature`)).body.id).toBe(made.feature.id);
    expectGitlabError(await service.api.get(`/projects/${project.id}/pipelines/latest?ref=nope`), 403, { message: '403 Forbidden' });
  });

  it('lists variables for Developers only', async () => {
    const reporter = await createUserWithClient(service.api);
    await addMember(service.api, `projects/${project.id}`, reporter.user.id, 20);
    expect((await developer.client.get(`/projects/${project.id}/pipelines/${made.api.id}/variables`)).body).toEqual([]);
    expectGitlabError(await reporter.client.get(`/projects/${project.id}/pipelines/${made.api.id}/variables`), 403, { message: '403 Forbidden' });
  });

  it('deletes a pipeline for Owners only, with its jobs', async () => {
    const created = (await service.api.post(`/projects/${project.id}/pipeline`, { body: { ref: 'main' } })).body;
    const path = `/projects/${project.id}/pipelines/${created.id}`;
    expectGitlabError(await developer.client.delete(path), 403, { message: '403 Forbidden' });
    expectGitlabError(await service.api.as(null).delete(path), 401, { message: '401 Unauthorized' });
    expectGitlabError(await service.api.delete(`/projects/${project.id}/pipelines/999999`), 404, { message: '404 Not found' });
    const res = await service.api.delete(path);
    expect(res.status).toBe(204);
    expectGitlabError(await service.api.get(path), 404, { message: '404 Not found' });
    expectGitlabError(await service.api.get(`${path}/jobs`), 404, { message: '404 Not found' });
  });
});
