import type { HttpClient } from '../support/http-client';
import { addMember, createProject, createUserWithClient, type CreatedProject } from '../support/factories';
import { startTestService, type TestService } from '../support/service';
import { settleJobs } from '../../subgraphs/repository/test/support';
import { eventually, expectGitlabError } from '../support/expectations';
import { commitFiles } from '../support/pipelines';
import { startPendingJob, succeedPipeline } from '../support/runner-pickup';
import { download, runExpirySweepNow, uploadArtifact, zipOf } from '../support/artifacts';

/**
 * Expiry (the periodic sweep) and DELETE /projects/:id/artifacts: expired and deleted artifacts go, the latest
 * successful pipeline's per ref stay while `keep_latest_artifact` is on, and kept ones never expire.
 */
let service: TestService;
let project: CreatedProject;
let developer: HttpClient;
let maintainer: HttpClient;

const CI = 'build:\n  script: make\ntest:\n  script: make test\n';
const archiveOf = (jobId: number) => `/projects/${project.id}/jobs/${jobId}/artifacts`;

async function pipelineWithArchives(expireIn?: string): Promise<{ pipelineId: number; build: number; test: number }> {
  const pipeline = await service.api.post(`/projects/${project.id}/pipeline`, { body: { ref: 'main' } });
  expect(pipeline.status).toBe(201);
  const ids: Record<string, number> = {};
  for (const name of ['build', 'test']) {
    const { jobId, token } = await startPendingJob(service, project.id, name);
    expect((await uploadArtifact(service, jobId, token, await zipOf({ [`${name}.txt`]: name }), { expireIn })).status).toBe(201);
    ids[name] = jobId;
  }
  return { pipelineId: pipeline.body.id, build: ids.build, test: ids.test };
}

beforeAll(async () => {
  service = await startTestService();
  project = await createProject(service.api, { initialize_with_readme: true, visibility: 'private' });
  const clients = await Promise.all([30, 40].map(async (level) => {
    const { user, client } = await createUserWithClient(service.api);
    await addMember(service.api, `projects/${project.id}`, user.id, level);
    return client;
  }));
  [developer, maintainer] = clients;
  // No push pipeline: the runner must be handed the jobs of the pipelines the tests create.
  await commitFiles(service.api, project.id, { '.gitlab-ci.yml': CI }, { message: 'Add CI [ci skip]' });
}, 120_000);
afterAll(async () => {
  if (service) await settleJobs(service.server.backend.databaseUrl);
  await service?.stop();
});

it('removes expired artifacts in the sweep, but not kept ones nor the latest successful pipeline of the ref', async () => {
  const latest = await pipelineWithArchives('2 seconds');
  await succeedPipeline(service, project.id, latest.pipelineId);
  const older = await pipelineWithArchives('2 seconds');
  expect((await developer.post(`${archiveOf(older.test)}/keep`)).status).toBe(200);
  await new Promise((resolve) => setTimeout(resolve, 2100)); // expire_in has no shorter unit than a second
  // Expired ones are gone for readers at once; the sweep removes them for good.
  expectGitlabError(await developer.get(archiveOf(older.build)), 404, { message: '404 Not Found' });
  await runExpirySweepNow(service);
  await eventually(async () => (await developer.get(`/projects/${project.id}/jobs/${older.build}`)).body.artifacts.length === 0 || undefined, 15_000);
  expect((await download(service, archiveOf(older.test))).status).toBe(200);
  // The latest successful pipeline's rows stay (GitLab's locked artifacts).
  for (const jobId of [latest.build, latest.test]) {
    expect((await developer.get(`/projects/${project.id}/jobs/${jobId}`)).body.artifacts.map((a: any) => a.file_type)).toEqual(['archive']);
  }
});

describe('DELETE /projects/:id/artifacts', () => {
  it('needs a maintainer', async () => {
    expectGitlabError(await developer.delete(`/projects/${project.id}/artifacts`), 403, { message: '403 Forbidden' });
    expectGitlabError(await service.api.as(null).delete(`/projects/${project.id}/artifacts`), 401, { message: '401 Unauthorized' });
  });

  it("answers 202 and removes the project's artifacts in the background, keeping the latest successful pipeline's", async () => {
    const kept = await pipelineWithArchives();
    await succeedPipeline(service, project.id, kept.pipelineId);
    const doomed = await pipelineWithArchives();
    const res = await maintainer.delete(`/projects/${project.id}/artifacts`);
    expect([res.status, res.body]).toEqual([202, { message: '202 Accepted' }]);
    await eventually(async () => (await download(service, archiveOf(doomed.build))).status === 404 || undefined, 15_000);
    expect((await download(service, archiveOf(doomed.test))).status).toBe(404);
    expect((await download(service, archiveOf(kept.build))).status).toBe(200);
    expect((await download(service, archiveOf(kept.test))).status).toBe(200);
  });
});
