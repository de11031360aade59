import type { HttpClient } from '../support/http-client';
import { createProject, createUserWithClient, type CreatedProject } from '../support/factories';
import { startTestService, type TestService } from '../support/service';
import { settleJobs } from '../../subgraphs/repository/test/support';
import { commitFiles } from '../support/pipelines';
import { startPendingJob } from '../support/runner-pickup';
import { gzipMembers, uploadArtifact } from '../support/artifacts';

/** GET /projects/:id/pipelines/:pipeline_id/test_report and test_report_summary from uploaded JUnit reports. */
let service: TestService;
let project: CreatedProject;
let stranger: HttpClient;
let pipelineId: number;
const jobs: Record<string, number> = {};

const CI = ['rspec 1/2', 'rspec 2/2', 'jest', 'lint'].map((name) => `"${name}":\n  script: make\n`).join('');

const RSPEC_ONE_A = `<?xml version="1.0" encoding="UTF-8"?>
<testsuites><testsuite name="rspec">
  <testcase classname="CalcSpec" name="adds" file="spec/calc_spec.rb" time="1.5"/>
  <testcase classname="CalcSpec" name="fails" time="3.25"><failure message="boom">expected 3 got 4</failure><system-out>see [[ATTACHMENT|screens/fail.png]]</system-out></testcase>
</testsuite></testsuites>`;
const RSPEC_ONE_B = `<testsuite name="more"><testsuite name="nested"><testcase classname="X" name="skipped one"><skipped/></testcase></testsuite></testsuite>`;
const RSPEC_TWO = `<testsuite><testcase classname="Y" name="errors" time="0.5"><error message="oops"/></testcase><testcase classname="Y" name="passes" time="0.25"/></testsuite>`;
const BROKEN = '<testsuite><testcase name="x">';

beforeAll(async () => {
  service = await startTestService();
  stranger = (await createUserWithClient(service.api)).client;
  project = await createProject(service.api, { initialize_with_readme: true, visibility: 'private' });
  await commitFiles(service.api, project.id, { '.gitlab-ci.yml': CI }, { message: 'Add CI [ci skip]' });
  const pipeline = await service.api.post(`/projects/${project.id}/pipeline`, { body: { ref: 'main' } });
  expect(pipeline.status).toBe(201);
  pipelineId = pipeline.body.id;
  const reports: Array<[string, Buffer]> = [
    ['rspec 1/2', gzipMembers(RSPEC_ONE_A, RSPEC_ONE_B)],
    ['rspec 2/2', gzipMembers(RSPEC_TWO)],
    ['jest', gzipMembers(BROKEN)],
  ];
  for (const [name, report] of reports) {
    const { jobId, token } = await startPendingJob(service, project.id, name);
    jobs[name] = jobId;
    const res = await uploadArtifact(service, jobId, token, report, { type: 'junit', format: 'gzip', filename: 'junit.xml.gz' });
    expect(res.status).toBe(201);
  }
}, 120_000);
afterAll(async () => {
  if (service) await settleJobs(service.server.backend.databaseUrl);
  await service?.stop();
});

it('groups cases into suites by job name (parallel suffix dropped), sorted by status then time', async () => {
  const res = await service.api.get(`/projects/${project.id}/pipelines/${pipelineId}/test_report`);
  expect(res.status).toBe(200);
  const projectPath = new URL(project.web_url).pathname;
  const rspec = {
    name: 'rspec', total_time: 5.5, total_count: 5, success_count: 2, failed_count: 1, skipped_count: 1, error_count: 1, suite_error: null,
    test_cases: [
      { status: 'error', name: 'errors', classname: 'Y', file: null, execution_time: 0.5, system_output: { message: 'oops' }, stack_trace: null },
      {
        status: 'failed', name: 'fails', classname: 'CalcSpec', file: null, execution_time: 3.25, system_output: 'expected 3 got 4', stack_trace: null,
        attachment_url: `${projectPath}/-/jobs/${jobs['rspec 1/2']}/artifacts/file/screens/fail.png`,
      },
      { status: 'success', name: 'adds', classname: 'CalcSpec', file: 'spec/calc_spec.rb', execution_time: 1.5, system_output: null, stack_trace: null },
      { status: 'success', name: 'passes', classname: 'Y', file: null, execution_time: 0.25, system_output: null, stack_trace: null },
      { status: 'skipped', name: 'skipped one', classname: 'X', file: null, execution_time: 0, system_output: null, stack_trace: null },
    ],
  };
  const jest = {
    name: 'jest', total_time: 0, total_count: 0, success_count: 0, failed_count: 0, skipped_count: 0, error_count: 0,
    suite_error: expect.stringMatching(/^JUnit XML parsing failed: /), test_cases: [],
  };
  expect(res.body).toEqual({
    total_time: 5.5, total_count: 5, success_count: 2, failed_count: 1, skipped_count: 1, error_count: 1, test_suites: [rspec, jest],
  });
});

it('sums the same suites in the summary, with the jobs that make each one', async () => {
  const res = await service.api.get(`/projects/${project.id}/pipelines/${pipelineId}/test_report_summary`);
  expect(res.status).toBe(200);
  const suiteError = expect.stringMatching(/^JUnit XML parsing failed: /);
  expect(res.body).toEqual({
    total: { time: 5.5, count: 5, success: 2, failed: 1, skipped: 1, error: 1, suite_error: suiteError },
    test_suites: [
      { name: 'rspec', total_time: 5.5, total_count: 5, success_count: 2, failed_count: 1, skipped_count: 1, error_count: 1, build_ids: [jobs['rspec 1/2'], jobs['rspec 2/2']], suite_error: null },
      { name: 'jest', total_time: 0, total_count: 0, success_count: 0, failed_count: 0, skipped_count: 0, error_count: 0, build_ids: [jobs.jest], suite_error: suiteError },
    ],
  });
});

it('answers zeros for a pipeline without reports', async () => {
  const other = await service.api.post(`/projects/${project.id}/pipeline`, { body: { ref: 'main' } });
  const report = await service.api.get(`/projects/${project.id}/pipelines/${other.body.id}/test_report`);
  expect(report.body).toEqual({ total_time: 0, total_count: 0, success_count: 0, failed_count: 0, skipped_count: 0, error_count: 0, test_suites: [] });
  const summary = await service.api.get(`/projects/${project.id}/pipelines/${other.body.id}/test_report_summary`);
  expect(summary.body).toEqual({ total: { time: 0, count: 0, success: 0, failed: 0, skipped: 0, error: 0, suite_error: null }, test_suites: [] });
});

it('answers 404 for an unknown pipeline and for a private project to non-members', async () => {
  const unknown = await service.api.get(`/projects/${project.id}/pipelines/${pipelineId + 999}/test_report`);
  expect(unknown.status).toBe(404);
  const asStranger = await stranger.get(`/projects/${project.id}/pipelines/${pipelineId}/test_report_summary`);
  expect([asStranger.status, asStranger.body]).toEqual([404, { message: '404 Project Not Found' }]);
});
