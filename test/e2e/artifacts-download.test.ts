import type { HttpClient } from '../support/http-client';
import { createProject, createUserWithClient, type CreatedProject } from '../support/factories';
import { startTestService, type TestService } from '../support/service';
import { settleJobs } from '../../subgraphs/repository/test/support';
import { commitFiles } from '../support/pipelines';
import { startPendingJob } from '../support/runner-pickup';
import { download, uploadArtifact, zipOf } from '../support/artifacts';

/** GET /projects/:id/jobs/:job_id/artifacts[/*artifact_path] and the runner's GET /jobs/:id/artifacts. */
let service: TestService;
let project: CreatedProject;
let stranger: HttpClient;
let zip: Buffer;
let build: { jobId: number; token: string };
let test: { jobId: number; token: string };

beforeAll(async () => {
  service = await startTestService();
  stranger = (await createUserWithClient(service.api)).client;
  project = await createProject(service.api, { initialize_with_readme: true, visibility: 'private' });
  await commitFiles(service.api, project.id, { '.gitlab-ci.yml': 'build:\n  script: make\ntest:\n  script: make test\n' });
  expect((await service.api.post(`/projects/${project.id}/pipeline`, { body: { ref: 'main' } })).status).toBe(201);
  build = await startPendingJob(service, project.id, 'build');
  test = await startPendingJob(service, project.id, 'test');
  zip = await zipOf({ 'dist/app.txt': 'hello app', 'docs/guide.md': '# guide', 'empty.txt': '', 'public/page.html': '<p>hi</p>' });
  expect((await uploadArtifact(service, build.jobId, build.token, zip)).status).toBe(201);
}, 120_000);
afterAll(async () => {
  if (service) await settleJobs(service.server.backend.databaseUrl);
  await service?.stop();
});

const archivePath = () => `/projects/${project.id}/jobs/${build.jobId}/artifacts`;

it('streams the archive as artifacts.zip', async () => {
  const res = await download(service, archivePath());
  expect(res.status).toBe(200);
  expect(res.bytes.equals(zip)).toBe(true);
  expect(res.headers.get('content-type')).toBe('application/zip');
  expect(res.headers.get('content-length')).toBe(String(zip.length));
  expect(res.headers.get('content-disposition')).toBe(`attachment; filename="artifacts.zip"; filename*=UTF-8''artifacts.zip`);
});

it('accepts a running job token in the JOB-TOKEN header or the job_token param', async () => {
  expect((await download(service, archivePath(), { token: null, jobToken: test.token })).status).toBe(200);
  const viaParam = await download(service, `/projects/${project.id}/jobs/${build.jobId}/artifacts?job_token=${encodeURIComponent(test.token)}`, { token: null });
  expect(viaParam.status).toBe(200);
  expect(viaParam.bytes.equals(zip)).toBe(true);
});

it('answers 404 for a private project to non-members and anonymous callers', async () => {
  const asStranger = await download(service, archivePath(), { token: stranger.token });
  expect([asStranger.status, asStranger.json]).toEqual([404, { message: '404 Project Not Found' }]);
  const anonymous = await download(service, archivePath(), { token: null });
  expect([anonymous.status, anonymous.json]).toEqual([404, { message: '404 Project Not Found' }]);
});

it('answers 404 for a job without artifacts and for an unknown job', async () => {
  const none = await download(service, `/projects/${project.id}/jobs/${test.jobId}/artifacts`);
  expect([none.status, none.json]).toEqual([404, { message: '404 Not Found' }]);
  const unknown = await download(service, `/projects/${project.id}/jobs/${build.jobId + 999}/artifacts`);
  expect([unknown.status, unknown.json]).toEqual([404, { message: '404 Not found' }]);
});

describe('a single file of the archive', () => {
  const filePath = (file: string) => `/projects/${project.id}/jobs/${build.jobId}/artifacts/${file}`;

  it.each([
    ['dist/app.txt', 'hello app', 'text/plain'],
    ['docs/guide.md', '# guide', 'text/markdown'],
    ['public/page.html', '<p>hi</p>', 'text/html'],
    ['empty.txt', '', 'text/plain'],
  ])('serves %s inflated, with its content type', async (file, content, type) => {
    const res = await download(service, filePath(file));
    expect(res.status).toBe(200);
    expect(res.text).toBe(content);
    expect(res.headers.get('content-type')).toBe(type);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${file.split('/').pop()}"; filename*=UTF-8''${file.split('/').pop()}`);
  });

  it('answers 404 for a file or a directory that is not in the archive', async () => {
    for (const file of ['dist/missing.txt', 'dist']) {
      const res = await download(service, filePath(file));
      expect([res.status, res.json]).toEqual([404, { message: '404 Not Found' }]);
    }
  });

  it('answers 404 before looking at the path when the job has no artifacts', async () => {
    const res = await download(service, `/projects/${project.id}/jobs/${test.jobId}/artifacts/${'dist/app.txt'}`);
    expect([res.status, res.json]).toEqual([404, { message: '404 Not Found' }]);
  });

  it('answers 400 for a path with a NUL byte', async () => {
    const res = await download(service, filePath('dist%00app.txt'));
    expect(res.status).toBe(400);
  });

  it('is readable with a job token, never by strangers', async () => {
    expect((await download(service, filePath('dist/app.txt'), { token: null, jobToken: test.token })).text).toBe('hello app');
    const asStranger = await download(service, filePath('dist/app.txt'), { token: stranger.token });
    expect([asStranger.status, asStranger.json]).toEqual([404, { message: '404 Project Not Found' }]);
  });
});

describe("the runner's dependency download", () => {
  it('gives a running job of the same pipeline the archive (direct_download=false)', async () => {
    const res = await download(service, `/jobs/${build.jobId}/artifacts?direct_download=false`, { token: null, jobToken: test.token });
    expect(res.status).toBe(200);
    expect(res.bytes.equals(zip)).toBe(true);
  });

  it('answers 401 for an unknown token, 404 for a job without an archive', async () => {
    const unknown = await download(service, `/jobs/${build.jobId}/artifacts`, { token: null, jobToken: 'glcbt-nope' });
    expect([unknown.status, unknown.json]).toEqual([401, { message: '401 Unauthorized' }]);
    const none = await download(service, `/jobs/${test.jobId}/artifacts`, { token: null, jobToken: build.token });
    expect([none.status, none.json]).toEqual([404, { message: '404 Not Found' }]);
  });

  it("answers 403 for a job of another pipeline's token", async () => {
    expect((await service.api.post(`/projects/${project.id}/pipeline`, { body: { ref: 'main' } })).status).toBe(201);
    const other = await startPendingJob(service, project.id, 'build');
    const res = await download(service, `/jobs/${build.jobId}/artifacts`, { token: null, jobToken: other.token });
    expect([res.status, res.json]).toEqual([403, { message: '403 Forbidden' }]);
  });
});
