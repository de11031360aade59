import type { HttpClient } from '../support/http-client';
import { createProject, createUserWithClient, type CreatedProject } from '../support/factories';
import { startTestService, type TestService } from '../support/service';
import { settleJobs } from '../../subgraphs/repository/test/support';
import { commitFiles } from '../support/pipelines';
import { startPendingJob, succeedPipeline } from '../support/runner-pickup';
import { download, uploadArtifact, zipOf } from '../support/artifacts';

/** GET /projects/:id/jobs/artifacts/:ref_name/download?job= and .../raw/*artifact_path?job=: by ref and job name. */
let service: TestService;
let project: CreatedProject;
let stranger: HttpClient;
let successful: Buffer;
let running: { jobId: number; token: string };

async function pipelineWithArchive(content: string, ref = 'main'): Promise<{ pipelineId: number; zip: Buffer; job: { jobId: number; token: string } }> {
  const pipeline = await service.api.post(`/projects/${project.id}/pipeline`, { body: { ref } });
  expect(pipeline.status).toBe(201);
  const job = await startPendingJob(service, project.id, 'build');
  const zip = await zipOf({ 'out/result.txt': content, 'out/data.json': '{"a":1}' });
  expect((await uploadArtifact(service, job.jobId, job.token, zip)).status).toBe(201);
  return { pipelineId: pipeline.body.id, zip, job };
}

beforeAll(async () => {
  service = await startTestService();
  stranger = (await createUserWithClient(service.api)).client;
  project = await createProject(service.api, { initialize_with_readme: true, visibility: 'private' });
  // No push pipelines: the runner must be handed the jobs of the pipelines the tests create.
  await commitFiles(service.api, project.id, { '.gitlab-ci.yml': 'build:\n  script: make\n' }, { message: 'Add CI [ci skip]' });
  await commitFiles(service.api, project.id, { 'feature.txt': 'f' }, { branch: 'feature', startBranch: 'main', message: 'Feature [ci skip]' });
  const first = await pipelineWithArchive('first');
  await succeedPipeline(service, project.id, first.pipelineId);
  const second = await pipelineWithArchive('second');
  await succeedPipeline(service, project.id, second.pipelineId);
  successful = second.zip;
  // The newest pipeline of the ref has not succeeded: the downloads skip it.
  running = (await pipelineWithArchive('third')).job;
  const feature = await pipelineWithArchive('feature', 'feature');
  await succeedPipeline(service, project.id, feature.pipelineId);
}, 120_000);
afterAll(async () => {
  if (service) await settleJobs(service.server.backend.databaseUrl);
  await service?.stop();
});

const downloadPath = (ref: string, job: string) => `/projects/${project.id}/jobs/artifacts/${ref}/download?job=${job}`;
const rawPath = (ref: string, file: string, job: string) => `/projects/${project.id}/jobs/artifacts/${ref}/raw/${file}?job=${job}`;

it("downloads the latest successful pipeline's archive of the job", async () => {
  const res = await download(service, downloadPath('main', 'build'));
  expect(res.status).toBe(200);
  expect(res.bytes.equals(successful)).toBe(true);
  expect(res.headers.get('content-disposition')).toBe(`attachment; filename="artifacts.zip"; filename*=UTF-8''artifacts.zip`);
  // Each ref has its own latest pipeline.
  expect((await download(service, rawPath('feature', 'out/result.txt', 'build'))).text).toBe('feature');
});

it('serves one file of it as plain text, shown inline', async () => {
  const res = await download(service, rawPath('main', 'out/result.txt', 'build'));
  expect(res.status).toBe(200);
  expect(res.text).toBe('second');
  expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
  expect(res.headers.get('content-disposition')).toBe(`inline; filename="result.txt"; filename*=UTF-8''result.txt`);
  expect((await download(service, rawPath('main', 'out/data.json', 'build'))).text).toBe('{"a":1}');
});

it('accepts the job token of a running job', async () => {
  expect((await download(service, rawPath('main', 'out/result.txt', 'build'), { token: null, jobToken: running.token })).text).toBe('second');
});

it.each([
  // latest_successful_build_for_ref! raises RecordNotFound; a missing entry is present_artifacts' not_found!.
  ['an unknown job name', () => downloadPath('main', 'deploy'), '404 Not found'],
  ['a ref without a successful pipeline', () => downloadPath('nope', 'build'), '404 Not found'],
  ['a file missing from the archive', () => rawPath('main', 'out/missing.txt', 'build'), '404 Not Found'],
])('answers 404 for %s', async (_case, pathOf, message) => {
  const res = await download(service, pathOf());
  expect([res.status, res.json]).toEqual([404, { message }]);
});

it('answers 400 without the job param, 404 to strangers on a private project', async () => {
  const missing = await download(service, `/projects/${project.id}/jobs/artifacts/main/download`);
  expect([missing.status, missing.json]).toEqual([400, { error: 'job is missing' }]);
  const asStranger = await download(service, downloadPath('main', 'build'), { token: stranger.token });
  expect([asStranger.status, asStranger.json]).toEqual([404, { message: '404 Project Not Found' }]);
});
