import fs from 'node:fs';
import path from 'node:path';
import type { HttpClient } from '../support/http-client';
import { createProject, type CreatedProject } from '../support/factories';
import { startTestService, type TestService } from '../support/service';
import { expectGitlabError } from '../support/expectations';
import { runGit, Scratch } from '../support/git-cli';
import { commitFiles, jobStatuses, pushPipelineOf } from '../support/pipelines';
import { createRunner, patchTrace, requestJob, updateJob } from '../support/runners';

/**
 * Around a running job: the job token clones (never pushes) while the job runs, a job canceled through the API
 * makes the runner's next call answer `Job-Status: canceled`, and concurrent requests never share a job.
 */
let service: TestService;
let api: HttpClient;
let project: CreatedProject;
let runner: { id: number; token: string };
const scratch = new Scratch();

beforeAll(async () => {
  service = await startTestService();
  api = service.api;
  project = await createProject(api, { initialize_with_readme: true, visibility: 'private' });
  runner = await createRunner(api, { runner_type: 'project_type', project_id: project.id });
}, 120_000);
afterAll(async () => {
  scratch.cleanup();
  await service?.stop();
});

function jobUrl(token: string): string {
  const url = new URL(`${service.url}/${project.path_with_namespace}.git`);
  url.username = 'gitlab-ci-token';
  url.password = token;
  return url.toString();
}

it('lets a running job clone its project with gitlab-ci-token, refuses its pushes, and denies the token once done', async () => {
  const sha = await commitFiles(api, project.id, { '.gitlab-ci.yml': 'clone:\n  script: [x]\n' });
  await pushPipelineOf(api, project.id, sha);
  const job = (await requestJob(api, runner.token)).body;
  const dir = scratch.dir();
  const clone = await runGit(dir, ['clone', '--quiet', jobUrl(job.token), 'repo']);
  expect(clone.code).toBe(0);
  expect(fs.existsSync(path.join(dir, 'repo', '.gitlab-ci.yml'))).toBe(true);
  const push = await runGit(path.join(dir, 'repo'), ['push', 'origin', 'HEAD:refs/heads/from-job']);
  expect(push.code).not.toBe(0);
  expect(push.stderr).toContain('You are not allowed to upload code.');
  expect((await updateJob(api, job.id, job.token, { state: 'success' })).status).toBe(200);
  const late = await runGit(scratch.dir(), ['clone', '--quiet', jobUrl(job.token), 'repo']);
  expect(late.code).not.toBe(0);
  expect(late.stderr).toMatch(/HTTP Basic: Access denied|Authentication failed/);
});

it('answers the runner of a job canceled through the API with 403 and Job-Status canceled', async () => {
  const sha = await commitFiles(api, project.id, { '.gitlab-ci.yml': 'long:\n  script: [sleep 100]\n' });
  const pipeline = await pushPipelineOf(api, project.id, sha);
  const job = (await requestJob(api, runner.token)).body;
  expect((await patchTrace(api, job.id, job.token, 'started\n', 0)).status).toBe(202);
  const canceled = await api.post(`/projects/${project.id}/jobs/${job.id}/cancel`);
  expect(canceled.body.status).toBe('canceled');
  const update = await updateJob(api, job.id, job.token, { state: 'running' });
  expectGitlabError(update, 403, { message: '403 Forbidden - Job is not running' });
  expect(update.headers.get('job-status')).toBe('canceled');
  const trace = await patchTrace(api, job.id, job.token, 'more\n', 8);
  expect(trace.status).toBe(403);
  expect(trace.headers.get('job-status')).toBe('canceled');
  expect(await jobStatuses(api, project.id, pipeline.id)).toEqual({ long: 'canceled' });
  expect((await api.get(`/projects/${project.id}/jobs/${job.id}/trace`)).text).toBe('started\n');
});

it('never gives one job to two runners asking at once', async () => {
  const jobs = Array.from({ length: 6 }, (_, i) => `job${i}:\n  script: [x]\n`).join('');
  const sha = await commitFiles(api, project.id, { '.gitlab-ci.yml': jobs });
  const pipeline = await pushPipelineOf(api, project.id, sha);
  const second = await createRunner(api, { runner_type: 'project_type', project_id: project.id });
  const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => requestJob(api, i % 2 ? runner.token : second.token)));
  const given = answers.filter((answer) => answer.status === 201).map((answer) => answer.body.id);
  expect(answers.every((answer) => [201, 204, 409].includes(answer.status))).toBe(true);
  expect(new Set(given).size).toBe(given.length);
  // Whatever a 409 left (every candidate taken meanwhile) goes to the next requests.
  for (let answer = await requestJob(api, runner.token); answer.status !== 204; answer = await requestJob(api, runner.token)) given.push(answer.body.id);
  expect(given).toHaveLength(6);
  expect(Object.values(await jobStatuses(api, project.id, pipeline.id))).toEqual(Array(6).fill('running'));
});
