import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { HttpClient } from '../support/http-client';
import { addMember, createProject, createUserWithClient, type CreatedProject } from '../support/factories';
import { startTestService, type TestService } from '../support/service';
import { settleJobs } from '../../subgraphs/repository/test/support';
import { expectGitlabError } from '../support/expectations';
import { commitFiles } from '../support/pipelines';
import { startPendingJob } from '../support/runner-pickup';
import { download, uploadArtifact, zipOf } from '../support/artifacts';

/** POST /projects/:id/jobs/:job_id/artifacts/keep and DELETE /projects/:id/jobs/:job_id/artifacts. */
let service: TestService;
let project: CreatedProject;
let reporter: HttpClient;
let developer: HttpClient;
let maintainer: HttpClient;
let stranger: HttpClient;
let build: { jobId: number; token: string };
let test: { jobId: number; token: string };

beforeAll(async () => {
  service = await startTestService();
  project = await createProject(service.api, { initialize_with_readme: true, visibility: 'private' });
  const members = await Promise.all([20, 30, 40].map(async (level) => {
    const { user, client } = await createUserWithClient(service.api);
    await addMember(service.api, `projects/${project.id}`, user.id, level);
    return client;
  }));
  [reporter, developer, maintainer] = members;
  stranger = (await createUserWithClient(service.api)).client;
  await commitFiles(service.api, project.id, { '.gitlab-ci.yml': 'build:\n  script: make\ntest:\n  script: make test\n' });
  expect((await service.api.post(`/projects/${project.id}/pipeline`, { body: { ref: 'main' } })).status).toBe(201);
  build = await startPendingJob(service, project.id, 'build');
  test = await startPendingJob(service, project.id, 'test');
  expect((await uploadArtifact(service, build.jobId, build.token, await zipOf({ 'a.txt': 'a' }), { expireIn: '1 hour' })).status).toBe(201);
  expect((await uploadArtifact(service, build.jobId, build.token, Buffer.from('<testsuite/>'), { type: 'junit', format: 'raw', filename: 'junit.xml' })).status).toBe(201);
}, 120_000);
afterAll(async () => {
  if (service) await settleJobs(service.server.backend.databaseUrl);
  await service?.stop();
});

describe('keep', () => {
  const keepPath = () => `/projects/${project.id}/jobs/${build.jobId}/artifacts/keep`;

  it('clears the expiry and answers the job (200) with its download_url', async () => {
    const before = await developer.get(`/projects/${project.id}/jobs/${build.jobId}`);
    expect(before.body.artifacts_expire_at).not.toBeNull();
    const res = await developer.post(keepPath());
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: build.jobId, name: 'build', stage: 'test', status: 'running', artifacts_expire_at: null,
      artifacts_file: { filename: 'artifacts.zip' }, download_url: `${res.body.web_url}/artifacts/download`,
    });
    expect(res.body.web_url).toBe(`${project.web_url}/-/jobs/${build.jobId}`);
    expect(res.body.artifacts.map((a: any) => a.file_type)).toEqual(['archive', 'junit']);
    expect((await developer.get(`/projects/${project.id}/jobs/${build.jobId}`)).body.artifacts_expire_at).toBeNull();
  });

  it('answers 404 for a job without artifacts, 403 to reporters, 404 to strangers, 401 anonymously', async () => {
    expectGitlabError(await developer.post(`/projects/${project.id}/jobs/${test.jobId}/artifacts/keep`), 404, { message: '404 Not Found' });
    expectGitlabError(await reporter.post(keepPath()), 403, { message: '403 Forbidden' });
    expectGitlabError(await stranger.post(keepPath()), 404, { message: '404 Project Not Found' });
    expectGitlabError(await service.api.as(null).post(keepPath()), 401, { message: '401 Unauthorized' });
  });
});

describe('delete', () => {
  const deletePath = () => `/projects/${project.id}/jobs/${build.jobId}/artifacts`;

  it('needs a maintainer: 403 to developers, 404 to strangers', async () => {
    expectGitlabError(await developer.delete(deletePath()), 403, { message: '403 Forbidden' });
    expectGitlabError(await stranger.delete(deletePath()), 404, { message: '404 Project Not Found' });
    expect((await download(service, deletePath())).status).toBe(200);
  });

  it('removes every artifact of the job, rows and files (204)', async () => {
    const res = await maintainer.delete(deletePath());
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    const gone = await download(service, deletePath());
    expect([gone.status, gone.json]).toEqual([404, { message: '404 Not Found' }]);
    const job = await maintainer.get(`/projects/${project.id}/jobs/${build.jobId}`);
    expect(job.body.artifacts).toEqual([]);
    expect(job.body).not.toHaveProperty('artifacts_file');
    const folder = path.join(service.dataDir, 'objects', 'artifacts', String(project.id), String(build.jobId));
    expect(await readdir(folder).catch(() => [])).toEqual([]);
    // Nothing left to delete is still a success.
    expect((await maintainer.delete(deletePath())).status).toBe(204);
  });

  it('answers 404 for an unknown job', async () => {
    expectGitlabError(await maintainer.delete(`/projects/${project.id}/jobs/${build.jobId + 999}/artifacts`), 404, { message: '404 Not found' });
  });
});
