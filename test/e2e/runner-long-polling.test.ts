import type { HttpClient } from '../support/http-client';
import { createProject, type CreatedProject } from '../support/factories';
import { startTestService, type TestService } from '../support/service';
import { commitFiles } from '../support/pipelines';
import { createRunner, requestJob } from '../support/runners';

/**
 * Long polling of POST /jobs/request (Workhorse's, reference §1.5): a runner bringing the current
 * X-GitLab-Last-Update is held until a build becomes pending (woken at once, not by polling) or its time is up.
 */
let service: TestService;
let api: HttpClient;
let project: CreatedProject;
let runner: { id: number; token: string };

beforeAll(async () => {
  service = await startTestService({ API_CI_LONG_POLLING_DURATION: '20s' });
  api = service.api;
  project = await createProject(api, { initialize_with_readme: true });
  runner = await createRunner(api, { runner_type: 'project_type', project_id: project.id });
}, 120_000);
afterAll(async () => service?.stop());

it('holds an idle request with the current last_update and wakes it when a job becomes pending', async () => {
  const idle = await requestJob(api, runner.token);
  expect(idle.status).toBe(204);
  const version = idle.headers.get('x-gitlab-last-update')!;
  const startedAt = Date.now();
  const held = requestJob(api, runner.token, { last_update: version });
  await new Promise((resolve) => setTimeout(resolve, 1000));
  await commitFiles(api, project.id, { '.gitlab-ci.yml': 'build:\n  script: [echo hi]\n' });
  const answer = await held;
  expect(answer.status).toBe(201);
  expect(answer.body.job_info.name).toBe('build');
  expect(Date.now() - startedAt).toBeLessThan(15_000);
}, 60_000);

it('answers a request with an outdated last_update at once', async () => {
  const startedAt = Date.now();
  const answer = await requestJob(api, runner.token, { last_update: 'outdated' });
  expect(answer.status).toBe(204);
  expect(answer.headers.get('x-gitlab-last-update')).not.toBe('outdated');
  expect(Date.now() - startedAt).toBeLessThan(5_000);
});
