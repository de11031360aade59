import type { HttpClient } from '../support/http-client';
import { createProject, type CreatedProject } from '../support/factories';
import { startTestService, type TestService } from '../support/service';
import { eventually, expectGitlabError } from '../support/expectations';
import { commitFiles, pushPipelineOf } from '../support/pipelines';
import { createRunner, patchTrace, requestJob, updateJob } from '../support/runners';

/**
 * StuckCiJobsWorker (with test-sized durations): a job whose runner stopped updating it is failed with
 * stuck_or_timeout_failure, so a killed runner never leaves a job running; a runner that keeps updating keeps its job.
 */
let service: TestService;
let api: HttpClient;
let project: CreatedProject;
let runner: { id: number; token: string };

beforeAll(async () => {
  service = await startTestService({ CI_STUCK_RUNNING_TIMEOUT: '3s', CI_STUCK_CHECK_INTERVAL: '1s' });
  api = service.api;
  project = await createProject(api, { initialize_with_readme: true });
  runner = await createRunner(api, { runner_type: 'project_type', project_id: project.id });
}, 120_000);
afterAll(async () => service?.stop());

it('fails a running job nobody updates any more, and keeps one whose runner sends keep-alives', async () => {
  const sha = await commitFiles(api, project.id, { '.gitlab-ci.yml': 'abandoned:\n  script: [x]\nalive:\n  script: [x]\n' });
  const pipeline = await pushPipelineOf(api, project.id, sha);
  const abandoned = (await requestJob(api, runner.token)).body;
  const alive = (await requestJob(api, runner.token)).body;
  expect([abandoned.job_info.name, alive.job_info.name]).toEqual(['abandoned', 'alive']);
  const keepAlive = setInterval(() => void updateJob(api, alive.id, alive.token, { state: 'running' }), 500);
  try {
    const dropped = await eventually(async () => {
      const shown = (await api.get(`/projects/${project.id}/jobs/${abandoned.id}`)).body;
      return shown.status === 'failed' ? shown : undefined;
    }, 30_000, 250);
    expect(dropped.failure_reason).toBe('stuck_or_timeout_failure');
    expect((await api.get(`/projects/${project.id}/jobs/${alive.id}`)).body.status).toBe('running');
  } finally {
    clearInterval(keepAlive);
  }
  const late = await patchTrace(api, abandoned.id, abandoned.token, 'back again\n', 0);
  expectGitlabError(late, 403, { message: '403 Forbidden - Job is not running' });
  expect(late.headers.get('job-status')).toBe('failed');
  expect((await updateJob(api, alive.id, alive.token, { state: 'success' })).status).toBe(200);
  expect((await api.get(`/projects/${project.id}/pipelines/${pipeline.id}`)).body.status).toBe('failed');
}, 60_000);
