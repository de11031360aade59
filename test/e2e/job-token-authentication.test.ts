import type { HttpClient } from '../support/http-client';
import { addMember, createProject, createUserWithClient, type CreatedProject } from '../support/factories';
import { startTestService, type TestService } from '../support/service';
import { settleJobs } from '../../subgraphs/repository/test/support';
import { expectGitlabError } from '../support/expectations';
import { commitFiles } from '../support/pipelines';
import { finishRunningJob, startPendingJob } from '../support/runner-pickup';

/**
 * CI job tokens as API credentials (reference §5): accepted only on job-token routes, as the pipeline's
 * user, while the job runs; `JOB-TOKEN` header or `job_token` param; a personal token wins when both come.
 */
let service: TestService;
let project: CreatedProject;
let developer: HttpClient;
let anonymous: HttpClient;
let token: string;
let jobId: number;

beforeAll(async () => {
  service = await startTestService();
  anonymous = service.api.as(null);
  const dev = await createUserWithClient(service.api);
  developer = dev.client;
  project = await createProject(service.api, { initialize_with_readme: true, visibility: 'private' });
  await addMember(service.api, `projects/${project.id}`, dev.user.id, 30);
  await commitFiles(service.api, project.id, { '.gitlab-ci.yml': 'build:\n  script: make\n' });
  const pipeline = await developer.post(`/projects/${project.id}/pipeline`, { body: { ref: 'main' } });
  expect(pipeline.status).toBe(201);
  ({ token, jobId } = await startPendingJob(service, project.id, 'build'));
}, 120_000);
afterAll(async () => {
  if (service) await settleJobs(service.server.backend.databaseUrl);
  await service?.stop();
});

it('reads job-token routes of its own project with the JOB-TOKEN header or the job_token param', async () => {
  const branches = await anonymous.get(`/projects/${project.id}/repository/branches`, { headers: { 'job-token': token } });
  expect(branches.status).toBe(200);
  expect(branches.body.map((b: any) => b.name)).toEqual(['main']);
  const tags = await anonymous.get(`/projects/${project.id}/repository/tags?job_token=${encodeURIComponent(token)}`);
  expect(tags.status).toBe(200);
  expect(tags.body).toEqual([]);
  const raw = await anonymous.get(`/projects/${project.id}/repository/files/README.md/raw?ref=main`, { headers: { 'job-token': token } });
  expect(raw.status).toBe(200);
  const mrs = await anonymous.get(`/projects/${project.id}/merge_requests`, { headers: { 'job-token': token } });
  expect(mrs.status).toBe(200);
  expect(mrs.body).toEqual([]);
});

it('is not a credential on routes outside the job-token list: 401 as for no token', async () => {
  expectGitlabError(await anonymous.get(`/projects/${project.id}/jobs`, { headers: { 'job-token': token } }), 401, { message: '401 Unauthorized' });
  // A private project read anonymously is a 404, job token or not.
  expectGitlabError(await anonymous.get(`/projects/${project.id}`, { headers: { 'job-token': token } }), 404, { message: '404 Project Not Found' });
});

it('answers 401 for an unknown token, and a personal token wins over a job token', async () => {
  expectGitlabError(await anonymous.get(`/projects/${project.id}/repository/branches`, { headers: { 'job-token': 'glcbt-unknown' } }), 401, { message: '401 Unauthorized' });
  const both = await developer.get(`/projects/${project.id}/repository/branches`, { headers: { 'job-token': 'glcbt-unknown' } });
  expect(both.status).toBe(200);
});

it("no longer authenticates once the job finished", async () => {
  const { token: other, jobId: otherJob } = await startSecondJob();
  await finishRunningJob(service, project.id, otherJob);
  expectGitlabError(await anonymous.get(`/projects/${project.id}/repository/branches`, { headers: { 'job-token': other } }), 401, { message: '401 Unauthorized' });
  expect(jobId).not.toBe(otherJob);
});

async function startSecondJob() {
  const pipeline = await developer.post(`/projects/${project.id}/pipeline`, { body: { ref: 'main' } });
  expect(pipeline.status).toBe(201);
  return startPendingJob(service, project.id, 'build');
}
