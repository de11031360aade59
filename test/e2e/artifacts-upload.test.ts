import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { createProject, type CreatedProject } from '../support/factories';
import { startTestService, type TestService } from '../support/service';
import { settleJobs } from '../../subgraphs/repository/test/support';
import { commitFiles } from '../support/pipelines';
import { finishRunningJob, startPendingJob } from '../support/runner-pickup';
import { uploadArtifact, zipOf } from '../support/artifacts';

/** POST /jobs/:id/artifacts (reference §1.8): the runner's upload, authenticated by the job's own token. */
let service: TestService;
let project: CreatedProject;

const CI = 'build:\n  script: make\ntest:\n  script: make test\nlint:\n  script: make lint\n';

beforeAll(async () => {
  service = await startTestService();
  project = await createProject(service.api, { initialize_with_readme: true, visibility: 'private' });
  await commitFiles(service.api, project.id, { '.gitlab-ci.yml': CI });
  expect((await service.api.post(`/projects/${project.id}/pipeline`, { body: { ref: 'main' } })).status).toBe(201);
}, 120_000);
afterAll(async () => {
  if (service) await settleJobs(service.server.backend.databaseUrl);
  await service?.stop();
});

it('stores an archive: 201 "201", and the job shows it as artifacts_file, artifacts and artifacts_expire_at', async () => {
  const { jobId, token } = await startPendingJob(service, project.id, 'build');
  const zip = await zipOf({ 'dist/app.txt': 'hello', 'README.md': '# readme' });
  const before = Date.now();
  const res = await uploadArtifact(service, jobId, token, zip, { type: 'archive', format: 'zip', expireIn: '1 week' });
  expect(res.status).toBe(201);
  expect(res.text).toBe('201');
  const job = await service.api.get(`/projects/${project.id}/jobs/${jobId}`);
  expect(job.body.artifacts_file).toEqual({ filename: 'artifacts.zip', size: zip.length });
  expect(job.body.artifacts).toEqual([{ file_type: 'archive', size: zip.length, filename: 'artifacts.zip', file_format: 'zip' }]);
  const expiresIn = new Date(job.body.artifacts_expire_at).getTime() - before;
  expect(expiresIn).toBeGreaterThan(7 * 86400_000 - 60_000);
  expect(expiresIn).toBeLessThan(7 * 86400_000 + 60_000);
  // Jobs of the pipeline list carry the same fields.
  const list = await service.api.get(`/projects/${project.id}/jobs`);
  expect(list.body.find((j: any) => j.id === jobId).artifacts_file).toEqual({ filename: 'artifacts.zip', size: zip.length });
  expect(list.body.find((j: any) => j.name === 'test')).not.toHaveProperty('artifacts_file');
  expect(list.body.find((j: any) => j.name === 'test').artifacts).toEqual([]);

  const again = await uploadArtifact(service, jobId, token, zip, { type: 'archive', format: 'zip', tokenVia: 'param' });
  expect(again.status).toBe(400);
  expect(again.json).toEqual({ message: 'another artifact of the same type already exists' });
  // A junit report of the same job is another type: accepted; `never` means no expiry on it.
  const junit = await uploadArtifact(service, jobId, token, Buffer.from('<testsuite/>'), { type: 'junit', format: 'raw', filename: 'junit.xml', expireIn: 'never' });
  expect(junit.status).toBe(201);
  const after = await service.api.get(`/projects/${project.id}/jobs/${jobId}`);
  expect(after.body.artifacts.map((a: any) => [a.file_type, a.file_format, a.filename])).toEqual([['archive', 'zip', 'artifacts.zip'], ['junit', 'raw', 'junit.xml']]);
});

it('answers 403 for a wrong token, another job\'s token, or a job that is no longer running', async () => {
  const { jobId, token } = await startPendingJob(service, project.id, 'test');
  const zip = await zipOf({ 'a.txt': 'a' });
  const wrong = await uploadArtifact(service, jobId, 'glcbt-not-a-token', zip);
  expect([wrong.status, wrong.json]).toEqual([403, { message: '403 Forbidden' }]);
  const otherJob = await uploadArtifact(service, jobId + 1000, token, zip);
  expect([otherJob.status, otherJob.json]).toEqual([403, { message: '403 Forbidden' }]);
  await finishRunningJob(service, project.id, jobId);
  const finished = await uploadArtifact(service, jobId, token, zip);
  expect([finished.status, finished.json]).toEqual([403, { message: '403 Forbidden - Job is not processing on runner' }]);
  expect((await service.api.get(`/projects/${project.id}/jobs/${jobId}`)).body.artifacts).toEqual([]);
});

describe('with a running job', () => {
  let jobId: number;
  let token: string;
  beforeAll(async () => ({ jobId, token } = await startPendingJob(service, project.id, 'lint')));

  it.each([
    ['artifact_type', { type: 'tarball' }, 'artifact_type does not have a valid value'],
    ['artifact_format', { format: 'rar' }, 'artifact_format does not have a valid value'],
  ])('answers 400 for an unknown %s', async (_name, options, error) => {
    const res = await uploadArtifact(service, jobId, token, await zipOf({ 'a.txt': 'a' }), options);
    expect([res.status, res.json]).toEqual([400, { error }]);
  });

  it('answers 400 when the body has no file part', async () => {
    const res = await uploadArtifact(service, jobId, token, Buffer.alloc(0), { noFile: true });
    expect([res.status, res.json]).toEqual([400, { message: '400 Bad request - Missing artifacts file!' }]);
  });

  it('answers 400 for an expire_in it cannot read', async () => {
    const res = await uploadArtifact(service, jobId, token, await zipOf({ 'a.txt': 'a' }), { expireIn: 'soonish' });
    expect([res.status, res.json]).toEqual([400, { message: '400 Bad request - expire_in is invalid' }]);
  });

  it.each([
    ['a parent-directory entry', { 'xx/evil.txt': 'x' }, { rename: { 'xx/evil.txt': '../evil.txt' } }, 'artifacts archive has an invalid entry: ../evil.txt'],
    ['an absolute entry', { 'xetc/passwd': 'x' }, { rename: { 'xetc/passwd': '/etc/passwd' } }, 'artifacts archive has an invalid entry: /etc/passwd'],
    ['a symlink leaving the archive', { 'ok.txt': 'x' }, { symlinks: { 'link': '../../etc/passwd' } }, 'artifacts archive has a symlink pointing outside it: link'],
    ['an absolute symlink', { 'ok.txt': 'x' }, { symlinks: { 'dir/link': '/etc/passwd' } }, 'artifacts archive has a symlink pointing outside it: dir/link'],
  ])('refuses an archive with %s (400) and keeps nothing', async (_name, files, options, reason) => {
    const res = await uploadArtifact(service, jobId, token, await zipOf(files, options));
    expect([res.status, res.json]).toEqual([400, { message: `400 Bad request - ${reason}` }]);
    expect((await service.api.get(`/projects/${project.id}/jobs/${jobId}`)).body.artifacts).toEqual([]);
  });

  it('refuses a file that is not a zip', async () => {
    const res = await uploadArtifact(service, jobId, token, Buffer.from('not a zip at all'));
    expect([res.status, res.json]).toEqual([400, { message: '400 Bad request - artifacts archive is not a valid zip file' }]);
  });

  describe('under a 1 MB max_artifacts_size', () => {
    beforeAll(async () => expect((await service.api.put('/application/settings', { body: { max_artifacts_size: 1 } })).status).toBe(200));
    afterAll(async () => expect((await service.api.put('/application/settings', { body: { max_artifacts_size: 100 } })).status).toBe(200));

    it('answers 413 for an upload over the limit, cut off while it streams', async () => {
      const big = await zipOf({ 'noise.bin': randomBytes(1_200_000) });
      expect(big.length).toBeGreaterThan(1024 * 1024);
      const res = await uploadArtifact(service, jobId, token, big);
      expect([res.status, res.json]).toEqual([413, { message: '413 Request Entity Too Large' }]);
    });

    it('refuses a zip bomb: small, but over ten times the limit unpacked', async () => {
      const bomb = await zipOf({ 'zeros.bin': Buffer.alloc(11 * 1024 * 1024) });
      expect(bomb.length).toBeLessThan(1024 * 1024);
      const res = await uploadArtifact(service, jobId, token, bomb);
      expect([res.status, res.json]).toEqual([400, { message: '400 Bad request - artifacts archive is too large when extracted' }]);
    });
  });

  it('leaves no upload behind after refusals', async () => {
    const uploads = path.join(service.dataDir, 'objects', 'tmp', 'artifact-uploads');
    expect(await readdir(uploads).catch(() => [])).toEqual([]);
    expect((await service.api.get(`/projects/${project.id}/jobs/${jobId}`)).body.artifacts).toEqual([]);
  });

  it('accepts a symlink that stays inside the archive', async () => {
    const res = await uploadArtifact(service, jobId, token, await zipOf({ 'dist/app.txt': 'x' }, { symlinks: { 'dist/latest': 'app.txt', 'top': 'dist/app.txt' } }));
    expect(res.status).toBe(201);
  });
});
