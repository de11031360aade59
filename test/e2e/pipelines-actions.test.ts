import { addMember, createProject, createUserWithClient, type CreatedProject } from '../support/factories';
import { startTestService, type TestService } from '../support/service';
import { settleJobs } from '../../subgraphs/repository/test/support';
import { expectGitlabError } from '../support/expectations';
import { commitFiles, jobStatuses } from '../support/pipelines';

let service: TestService;
let project: CreatedProject;

const CI = 'build:\n  stage: build\n  script: make\ntest:\n  script: t\ngate:\n  stage: deploy\n  script: d\n  when: manual\n';

beforeAll(async () => {
  service = await startTestService();
  project = await createProject(service.api, { initialize_with_readme: true });
  await commitFiles(service.api, project.id, { '.gitlab-ci.yml': CI });
}, 120_000);
afterAll(async () => {
  if (service) await settleJobs(service.server.backend.databaseUrl);
  await service?.stop();
  await new Promise((resolve) => setTimeout(resolve, 2500));
});

const newPipeline = async () => (await service.api.post(`/projects/${project.id}/pipeline`, { body: { ref: 'main' } })).body;
const jobsOf = async (pipelineId: number, query = '') => (await service.api.get(`/projects/${project.id}/pipelines/${pipelineId}/jobs${query}`)).body as any[];

describe('pipeline and job actions', () => {
  it('cancels a pipeline (200, Entities::Ci::Pipeline): every cancelable job, a manual one not yet reached included', async () => {
    const pipeline = await newPipeline();
    const res = await service.api.post(`/projects/${project.id}/pipelines/${pipeline.id}/cancel`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: pipeline.id, status: 'canceled', detailed_status: { text: 'Canceled' } });
    expect(res.body.name).toBeUndefined();
    expect(await jobStatuses(service.api, project.id, pipeline.id)).toEqual({ build: 'canceled', test: 'canceled', gate: 'canceled' });
  });

  it('retries a canceled pipeline: clones its canceled jobs and keeps the old ones as retried', async () => {
    const pipeline = await newPipeline();
    await service.api.post(`/projects/${project.id}/pipelines/${pipeline.id}/cancel`);
    const res = await service.api.post(`/projects/${project.id}/pipelines/${pipeline.id}/retry`);
    expect(res.status).toBe(201);
    expect(res.body.status).toBe('pending');
    expect(await jobStatuses(service.api, project.id, pipeline.id)).toEqual({ build: 'pending', test: 'created', gate: 'created' });
    const all = await jobsOf(pipeline.id, '?include_retried=true');
    expect(all.map((job) => [job.name, job.status])).toEqual([
      ['gate', 'created'], ['test', 'created'], ['build', 'pending'], ['gate', 'canceled'], ['test', 'canceled'], ['build', 'canceled'],
    ]);
  });

  it('cancels, retries and plays single jobs', async () => {
    const pipeline = await newPipeline();
    const build = (await jobsOf(pipeline.id, '?scope=pending'))[0];
    const canceled = await service.api.post(`/projects/${project.id}/jobs/${build.id}/cancel`);
    expect(canceled.status).toBe(201);
    expect(canceled.body).toMatchObject({ id: build.id, status: 'canceled' });
    const retried = await service.api.post(`/projects/${project.id}/jobs/${build.id}/retry`);
    expect(retried.status).toBe(201);
    expect(retried.body).toMatchObject({ name: 'build', status: 'pending' });
    expect(retried.body.id).not.toBe(build.id);
    expectGitlabError(await service.api.post(`/projects/${project.id}/jobs/${build.id}/retry`), 403, { message: '403 Forbidden - Job is not retryable' });
    expectGitlabError(await service.api.post(`/projects/${project.id}/jobs/${retried.body.id}/play`), 400, { message: '400 Bad request - Unplayable Job' });
  });

  it('plays a manual job once earlier stages let it become manual', async () => {
    const manualFirst = await createProject(service.api, { initialize_with_readme: true });
    await commitFiles(service.api, manualFirst.id, { '.gitlab-ci.yml': 'gate:\n  stage: build\n  script: d\n  when: manual\nafter:\n  stage: test\n  script: a\n' });
    const pipeline = (await service.api.post(`/projects/${manualFirst.id}/pipeline`, { body: { ref: 'main' } })).body;
    // An optional manual job is ignored: the next stage runs.
    expect(await jobStatuses(service.api, manualFirst.id, pipeline.id)).toEqual({ gate: 'manual', after: 'pending' });
    const gate = (await service.api.get(`/projects/${manualFirst.id}/pipelines/${pipeline.id}/jobs?scope=manual`)).body[0];
    const played = await service.api.post(`/projects/${manualFirst.id}/jobs/${gate.id}/play`);
    expect(played.status).toBe(200);
    expect(played.body).toMatchObject({ id: gate.id, status: 'pending' });
  });

  it('needs a Developer for every action, and 404 Not found for unknown ids', async () => {
    const pipeline = await newPipeline();
    const reporter = await createUserWithClient(service.api);
    await addMember(service.api, `projects/${project.id}`, reporter.user.id, 20);
    expectGitlabError(await reporter.client.post(`/projects/${project.id}/pipelines/${pipeline.id}/cancel`), 403, { message: '403 Forbidden' });
    expectGitlabError(await reporter.client.post(`/projects/${project.id}/pipelines/${pipeline.id}/retry`), 403, { message: '403 Forbidden' });
    const [job] = await jobsOf(pipeline.id);
    expectGitlabError(await reporter.client.post(`/projects/${project.id}/jobs/${job.id}/cancel`), 403, { message: '403 Forbidden' });
    expectGitlabError(await service.api.post(`/projects/${project.id}/pipelines/999999/cancel`), 404, { message: '404 Not found' });
    expectGitlabError(await service.api.post(`/projects/${project.id}/jobs/999999/retry`), 404, { message: '404 Not found' });
    expectGitlabError(await service.api.as(null).post(`/projects/${project.id}/jobs/${job.id}/play`), 401, { message: '401 Unauthorized' });
  });
});
