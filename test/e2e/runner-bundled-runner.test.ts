import type { HttpClient } from '../support/http-client';
import { createProject, type CreatedProject } from '../support/factories';
import { startTestService, type TestService } from '../support/service';
import { eventually } from '../support/expectations';
import { commitFiles, jobStatuses, pushPipelineOf } from '../support/pipelines';
import { createRunner } from '../support/runners';
import { startBundledRunner, type BundledRunner } from '../support/bundled-runner';

/**
 * Issue 9's end-to-end run: a runner created through POST /user/runners, the bundled runner started as a child
 * process with its glrt- token, a pushed .gitlab-ci.yml whose jobs go pending → running → success/failed, the
 * repository cloned with the job token, and the logs readable over REST.
 */
let service: TestService;
let api: HttpClient;
let project: CreatedProject;
let runner: BundledRunner;

const CI = `stages: [build, test]
build:
  stage: build
  script:
    - echo "building $CI_PROJECT_PATH at $CI_COMMIT_SHORT_SHA"
    - cat README.md
test-ok:
  stage: test
  script:
    - 'echo "Coverage: 75.00%"'
  coverage: '/Coverage: \\d+\\.\\d+%/'
test-fails:
  stage: test
  script:
    - echo about to fail
    - exit 3
`;

beforeAll(async () => {
  service = await startTestService();
  api = service.api;
  project = await createProject(api, { initialize_with_readme: true, visibility: 'private' });
  const created = await createRunner(api, { runner_type: 'project_type', project_id: project.id, description: 'bundled' });
  runner = startBundledRunner(service.url, created.token);
}, 120_000);
afterAll(async () => {
  await runner?.stop();
  await service?.stop();
});

it('runs a pushed pipeline to its end: jobs pass and fail as their scripts do, logs and coverage readable', async () => {
  const sha = await commitFiles(api, project.id, { '.gitlab-ci.yml': CI });
  const pipeline = await pushPipelineOf(api, project.id, sha);
  const done = await eventually(async () => {
    const shown = (await api.get(`/projects/${project.id}/pipelines/${pipeline.id}`)).body;
    return ['success', 'failed'].includes(shown.status) ? shown : undefined;
  }, 90_000, 500).catch(async (error) => {
    throw new Error(`${error}\njobs: ${JSON.stringify(await jobStatuses(api, project.id, pipeline.id))}\nrunner output:\n${runner.output()}`);
  });
  expect(done).toMatchObject({ status: 'failed', yaml_errors: null });
  expect(await jobStatuses(api, project.id, pipeline.id)).toEqual({ build: 'success', 'test-ok': 'success', 'test-fails': 'failed' });
  const jobs = (await api.get(`/projects/${project.id}/pipelines/${pipeline.id}/jobs`)).body as any[];
  const byName = Object.fromEntries(jobs.map((job) => [job.name, job]));
  expect(byName['test-ok'].coverage).toBe(75);
  expect(byName['test-fails'].failure_reason).toBe('script_failure');
  const build = await api.get(`/projects/${project.id}/jobs/${byName.build.id}/trace`);
  expect(build.status).toBe(200);
  expect(build.text).toContain(`building ${project.path_with_namespace} at ${sha.slice(0, 8)}`);
  expect(build.text).toContain('# '); // README.md's heading, from the clone made with the job token
  expect(build.text).toContain('Job succeeded');
  const failing = await api.get(`/projects/${project.id}/jobs/${byName['test-fails'].id}/trace`);
  expect(failing.text).toContain('about to fail');
  expect(failing.text).toContain('ERROR: Job failed: exit status 3');
}, 120_000);
