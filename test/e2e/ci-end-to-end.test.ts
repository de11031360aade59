import type { Client } from 'graphql-ws';
import { eventually } from '../support/expectations';
import { createProject, type CreatedProject } from '../support/factories';
import type { HttpClient } from '../support/http-client';
import { jobStatuses } from '../support/pipelines';
import { createRunner } from '../support/runners';
import { startBundledRunner, type BundledRunner } from '../support/bundled-runner';
import { startTestService, type TestService } from '../support/service';
import { EventSubscription, subscriptionClient } from '../support/subscriptions';

/**
 * Issue 9 as a user sees it: a runner created through the API, the bundled runner running a pushed pipeline of
 * two stages — a job that leaves an artifact and a JUnit report, a failing job allowed to fail, a manual job —
 * watched over REST (statuses, jobs, traces, artifacts, test reports, retry, play) and over graphql-ws (the
 * pipeline's status events in order).
 */
const CI = `stages: [build, test]
build:
  stage: build
  script:
    - mkdir -p out reports
    - echo "built $CI_COMMIT_SHORT_SHA" > out/result.txt
    - |
      cat > reports/junit.xml <<'XML'
      <testsuites><testsuite name="unit" tests="2">
      <testcase classname="calc" name="adds" time="0.5"/>
      <testcase classname="calc" name="divides" time="0.25"><failure message="boom">division by zero</failure></testcase>
      </testsuite></testsuites>
      XML
  artifacts:
    paths: [out/]
    reports:
      junit: reports/junit.xml
flaky:
  stage: test
  script:
    - echo about to fail
    - exit 1
  allow_failure: true
ship:
  stage: test
  script:
    - cat out/result.txt
  when: manual
`;

const PIPELINE_EVENTS = `subscription ($projectId: ID, $pipelineId: ID) {
  pipelineStatusChanged(projectId: $projectId, pipelineId: $pipelineId) { id status project { id } }
}`;

let service: TestService;
let api: HttpClient;
let project: CreatedProject;
let runner: BundledRunner;
let ws: Client;

beforeAll(async () => {
  service = await startTestService();
  api = service.api;
  project = await createProject(api, { initialize_with_readme: true, visibility: 'private' });
  const created = await createRunner(api, { runner_type: 'project_type', project_id: project.id, description: 'e2e' });
  runner = startBundledRunner(service.url, created.token);
  ws = subscriptionClient(service.server.port, service.rootToken);
}, 120_000);
afterAll(async () => {
  await ws?.dispose();
  await runner?.stop();
  await service?.stop();
});

async function settled(pipelineId: number, statuses: string[]) {
  return eventually(async () => {
    const shown = (await api.get(`/projects/${project.id}/pipelines/${pipelineId}`)).body;
    return statuses.includes(shown.status) ? shown : undefined;
  }, 90_000, 300).catch(async (error) => {
    throw new Error(`${error}\njobs: ${JSON.stringify(await jobStatuses(api, project.id, pipelineId))}\nrunner output:\n${runner.output()}`);
  });
}

it('runs the pipeline, keeps its artifact and test report, and plays and retries jobs', async () => {
  // The API pipeline is watched from its creation on; the push of the file makes one too, left to the runner.
  await api.post(`/projects/${project.id}/repository/files/.gitlab-ci.yml`, { body: { branch: 'main', content: CI, commit_message: 'CI' } });
  const events = EventSubscription.open<{ data: { pipelineStatusChanged: { id: string; status: string } } }>(ws, PIPELINE_EVENTS, { projectId: String(project.id) });
  const created = await api.post(`/projects/${project.id}/pipeline`, { body: { ref: 'main' } });
  expect(created.status).toBe(201);
  const pipelineId = created.body.id;

  const done = await settled(pipelineId, ['success', 'failed']);
  // allow_failure keeps the pipeline green; the manual job waits.
  expect(done.status).toBe('success');
  expect(await jobStatuses(api, project.id, pipelineId)).toEqual({ build: 'success', flaky: 'failed', ship: 'manual' });
  const jobs = Object.fromEntries(((await api.get(`/projects/${project.id}/pipelines/${pipelineId}/jobs`)).body as any[]).map((job) => [job.name, job]));
  expect(jobs.flaky).toMatchObject({ allow_failure: true, failure_reason: 'script_failure' });
  expect((await api.get(`/projects/${project.id}/jobs/${jobs.flaky.id}/trace`)).text).toContain('about to fail');

  // Artifacts: archive, a single file, by ref (latest successful), raw by ref.
  expect(jobs.build.artifacts_file).toMatchObject({ filename: 'artifacts.zip' });
  const archive = await api.get(`/projects/${project.id}/jobs/${jobs.build.id}/artifacts`);
  expect(archive.status).toBe(200);
  const sha = done.sha as string;
  const file = await api.get(`/projects/${project.id}/jobs/${jobs.build.id}/artifacts/out/result.txt`);
  expect({ status: file.status, text: file.text }).toEqual({ status: 200, text: `built ${sha.slice(0, 8)}\n` });
  expect((await api.get(`/projects/${project.id}/jobs/artifacts/main/download?job=build`)).status).toBe(200);
  const raw = await api.get(`/projects/${project.id}/jobs/artifacts/main/raw/out/result.txt?job=build`);
  expect(raw.text).toBe(`built ${sha.slice(0, 8)}\n`);

  // The JUnit report.
  const summary = (await api.get(`/projects/${project.id}/pipelines/${pipelineId}/test_report_summary`)).body;
  expect(summary.total).toMatchObject({ count: 2, success: 1, failed: 1, skipped: 0, error: 0 });
  const report = (await api.get(`/projects/${project.id}/pipelines/${pipelineId}/test_report`)).body;
  expect(report).toMatchObject({ total_count: 2, success_count: 1, failed_count: 1 });
  expect(report.test_suites[0].test_cases.map((c: any) => [c.name, c.status])).toEqual(expect.arrayContaining([['adds', 'success'], ['divides', 'failed']]));

  // play: the manual job runs with the build's artifact downloaded as a dependency.
  expect((await api.post(`/projects/${project.id}/jobs/${jobs.ship.id}/play`)).status).toBe(200);
  await eventually(async () => ((await jobStatuses(api, project.id, pipelineId)).ship === 'success' ? true : undefined), 90_000, 300);
  expect((await api.get(`/projects/${project.id}/jobs/${jobs.ship.id}/trace`)).text).toContain(`built ${sha.slice(0, 8)}`);

  // retry: a new attempt of the failing job, failing again.
  const retried = await api.post(`/projects/${project.id}/jobs/${jobs.flaky.id}/retry`);
  expect(retried.status).toBe(201);
  expect(retried.body.id).not.toBe(jobs.flaky.id);
  await eventually(async () => {
    const job = (await api.get(`/projects/${project.id}/jobs/${retried.body.id}`)).body;
    return job.status === 'failed' ? job : undefined;
  }, 90_000, 300);

  // The pipeline's status events over graphql-ws, in order (a status repeated by the retry is a new event).
  const seen: string[] = [];
  for (;;) {
    const event = await events.next(5000).catch(() => null);
    if (!event) break;
    if (event.data.pipelineStatusChanged.id === String(pipelineId)) seen.push(event.data.pipelineStatusChanged.status);
  }
  await events.close();
  expect(seen.slice(0, 3)).toEqual(['pending', 'running', 'success']);
  expect(seen).toContain('running');
}, 300_000);
