import type { HttpClient } from '../support/http-client';
import { createProject, type CreatedProject } from '../support/factories';
import { startTestService, type TestService } from '../support/service';
import { expectGitlabError } from '../support/expectations';
import { commitFiles, jobStatuses, pushPipelineOf } from '../support/pipelines';
import { createRunner, patchTrace, requestJob, updateJob } from '../support/runners';

/** A job's life over the wire (reference §1.5–1.7): pick-up with its payload, trace patches, state updates. */
let service: TestService;
let api: HttpClient;
let project: CreatedProject;
let runner: { id: number; token: string };
let pipelineId: number;
let sha: string;

const CI = `variables:
  GLOBAL_VAR: global
build:
  stage: build
  variables:
    JOB_VAR: from-yaml
  before_script: [echo before]
  script: [echo build, echo "Coverage 87.5%"]
  after_script: [echo after]
  coverage: '/Coverage \\d+\\.\\d+%/'
  timeout: 30m
  artifacts:
    paths: [dist/]
    reports:
      junit: report.xml
test:
  stage: test
  script: [echo test]
`;

beforeAll(async () => {
  service = await startTestService();
  api = service.api;
  project = await createProject(api, { initialize_with_readme: true, visibility: 'private' });
  runner = await createRunner(api, { runner_type: 'project_type', project_id: project.id, description: 'wire', maximum_timeout: 1200 });
  sha = await commitFiles(api, project.id, { '.gitlab-ci.yml': CI });
  pipelineId = (await pushPipelineOf(api, project.id, sha)).id;
}, 120_000);
afterAll(async () => service?.stop());

let job: any;

it('hands the oldest pending build to the runner: 201 with the payload gitlab-runner decodes', async () => {
  const res = await requestJob(api, runner.token);
  expect(res.status).toBe(201);
  expect(res.headers.get('content-type')).toBe('application/json');
  job = res.body;
  expect(job.token).toMatch(/^glcbt-/);
  expect(job).not.toHaveProperty('run');
  expect(job.allow_git_fetch).toBe(true);
  expect(job.job_info).toMatchObject({ id: job.id, name: 'build', stage: 'build', project_id: project.id, project_name: project.name, pipeline_id: pipelineId });
  const host = new URL(project.web_url).host;
  expect(job.git_info).toMatchObject({
    repo_url: `http://gitlab-ci-token:${job.token}@${host}/${project.path_with_namespace}.git`, ref: 'main', sha, ref_type: 'branch',
    refspecs: ['+refs/heads/main:refs/remotes/origin/main'], depth: 20,
  });
  // The job's 30 minutes, capped by the runner's 20.
  expect(job.runner_info).toEqual({ timeout: 1200, runner_session_url: null });
  expect(job.steps).toEqual([
    { name: 'script', script: ['echo before', 'echo build', 'echo "Coverage 87.5%"'], timeout: 1200, when: 'on_success', allow_failure: false },
    { name: 'after_script', script: ['echo after'], timeout: 1200, when: 'always', allow_failure: true },
  ]);
  expect(job.artifacts).toEqual([
    { name: 'artifacts', untracked: false, paths: ['dist/'], when: 'on_success', expire_in: null, artifact_type: 'archive', artifact_format: 'zip' },
    { name: 'junit.xml', untracked: false, paths: ['report.xml'], when: 'always', expire_in: null, artifact_type: 'junit', artifact_format: 'gzip' },
  ]);
  expect(job.dependencies).toEqual([]);
  const variables = Object.fromEntries(job.variables.map((v: any) => [v.key, v]));
  expect(variables.CI_JOB_TOKEN).toEqual({ key: 'CI_JOB_TOKEN', value: job.token, public: false, masked: true });
  expect(variables.CI_JOB_ID.value).toBe(String(job.id));
  expect(variables.CI_JOB_URL.value).toBe(`${project.web_url}/-/jobs/${job.id}`);
  expect(variables.CI_PIPELINE_ID.value).toBe(String(pipelineId));
  expect(variables.CI_PROJECT_PATH.value).toBe(project.path_with_namespace);
  expect(variables.CI_COMMIT_SHA.value).toBe(sha);
  expect(variables.CI_RUNNER_ID.value).toBe(String(runner.id));
  expect(variables.JOB_VAR.value).toBe('from-yaml');
  expect(variables.GLOBAL_VAR.value).toBe('global');
  expect((await jobStatuses(api, project.id, pipelineId))).toEqual({ build: 'running', test: 'created' });
  const pipeline = await api.get(`/projects/${project.id}/pipelines/${pipelineId}`);
  expect(pipeline.body.status).toBe('running');
});

it('answers 204 with X-GitLab-Last-Update when nothing is left, and 403 to an unknown token', async () => {
  const res = await requestJob(api, runner.token);
  expect(res.status).toBe(204);
  expect(res.headers.get('x-gitlab-last-update')).toMatch(/\S/);
  expectGitlabError(await requestJob(api, 'glrt-unknown'), 403, { message: '403 Forbidden' });
  expectGitlabError(await api.as(null).post('/jobs/request', { body: {} }), 400, { error: 'token is missing' });
});

it('appends trace patches that start where the log ends (202 with Range), else 416 with the stored size', async () => {
  const first = await patchTrace(api, job.id, job.token, 'hello ', 0);
  expect(first.status).toBe(202);
  expect(first.headers.get('range')).toBe('0-6');
  expect(first.headers.get('job-status')).toBe('running');
  expect(first.headers.get('x-gitlab-trace-update-interval')).toMatch(/^\d+$/);
  const gap = await patchTrace(api, job.id, job.token, 'lost', 10);
  expect(gap.status).toBe(416);
  expect(gap.headers.get('range')).toBe('0-6');
  expect((await patchTrace(api, job.id, job.token, 'world\nCoverage 87.5%\n', 6)).headers.get('range')).toBe('0-27');
  expectGitlabError(await patchTrace(api, job.id, 'glcbt-wrong', 'x', 27), 403, { message: '403 Forbidden' });
  const missing = await api.as(null).patch(`/jobs/${job.id}/trace`, { headers: { 'job-token': job.token, 'content-type': 'text/plain' }, body: 'x' });
  expectGitlabError(missing, 400, { message: '400 Missing header Content-Range' });
  const trace = await api.get(`/projects/${project.id}/jobs/${job.id}/trace`);
  expect(trace.status).toBe(200);
  expect(trace.headers.get('content-type')).toMatch(/^text\/plain/);
  expect(trace.text).toBe('hello world\nCoverage 87.5%\n');
});

it('takes keep-alives and the final state; afterwards the token is refused with the job status', async () => {
  const wrong = await api.as(null).put(`/jobs/${job.id}`, { body: { token: 'glcbt-wrong', state: 'running' } });
  expectGitlabError(wrong, 403, { message: '403 Forbidden' });
  expect(wrong.headers.get('job-status')).toBeNull();
  expectGitlabError(await api.as(null).put(`/jobs/${job.id}`, { body: { state: 'running' } }), 403, { message: '403 Forbidden' });
  expectGitlabError(await updateJob(api, 999999, job.token, { state: 'running' }), 403, { message: '403 Forbidden' });
  const alive = await updateJob(api, job.id, job.token, { state: 'running' });
  expect(alive.status).toBe(200);
  expect(alive.headers.get('job-status')).toBe('running');
  expect(alive.headers.get('x-gitlab-trace-update-interval')).toMatch(/^\d+$/);
  const done = await updateJob(api, job.id, job.token, { state: 'success', checksum: 'crc32:00000000', output: { checksum: 'crc32:00000000', bytesize: 27 } });
  expect(done.status).toBe(200);
  expect(done.body).toBe(200);
  expect(done.headers.get('job-status')).toBe('success');
  const after = await updateJob(api, job.id, job.token, { state: 'success' });
  expectGitlabError(after, 403, { message: '403 Forbidden - Job is not running' });
  expect(after.headers.get('job-status')).toBe('success');
  const late = await patchTrace(api, job.id, job.token, 'late', 27);
  expect(late.status).toBe(403);
  expect(late.headers.get('job-status')).toBe('success');
  const shown = await api.get(`/projects/${project.id}/jobs/${job.id}`);
  expect(shown.body).toMatchObject({ status: 'success', coverage: 87.5 });
  expect(await jobStatuses(api, project.id, pipelineId)).toEqual({ build: 'success', test: 'pending' });
});

it('gives the next stage its dependencies, and fails a job with the reason the runner reports', async () => {
  const res = await requestJob(api, runner.token);
  expect(res.status).toBe(201);
  expect(res.body.job_info.name).toBe('test');
  expect(res.body.dependencies).toEqual([{ id: job.id, name: 'build', token: res.body.token }]);
  const failed = await updateJob(api, res.body.id, res.body.token, { state: 'failed', failure_reason: 'script_failure', exit_code: 1 });
  expect(failed.headers.get('job-status')).toBe('failed');
  const shown = await api.get(`/projects/${project.id}/jobs/${res.body.id}`);
  expect(shown.body).toMatchObject({ status: 'failed', failure_reason: 'script_failure' });
  expect((await api.get(`/projects/${project.id}/pipelines/${pipelineId}`)).body.status).toBe('failed');
});

it('refuses the trace to non-members (404) and unknown jobs', async () => {
  expectGitlabError(await api.as(null).get(`/projects/${project.id}/jobs/${job.id}/trace`), 401, { message: '401 Unauthorized' });
  expect((await api.get(`/projects/${project.id}/jobs/999999/trace`)).status).toBe(404);
});
