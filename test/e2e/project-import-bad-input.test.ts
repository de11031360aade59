import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync, symlinkSync, linkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expectGitlabError } from '../support/expectations';
import { addMember, createGroup, createProject, createUserWithClient, uniqueName } from '../support/factories';
import { startTestService, type TestService } from '../support/service';
import { buildArchive, uploadImport, waitForImport } from '../support/transfer';

let service: TestService;
let owner: Awaited<ReturnType<typeof createUserWithClient>>;
let other: Awaited<ReturnType<typeof createUserWithClient>>;

beforeAll(async () => {
  service = await startTestService();
  [owner, other] = await Promise.all([createUserWithClient(service.api), createUserWithClient(service.api)]);
});
afterAll(async () => {
  await service?.stop();
});

const VALID = { VERSION: '0.2.4', 'tree/project.json': '{"description":"From archive"}' };

/** A tar.gz made by GNU tar from `setup`'s files (`-P` keeps absolute and `..` names as given). */
function gnuTar(setup: (dir: string) => void, names: string[], options: string[] = []): Buffer {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'gnutar-'));
  try {
    mkdirSync(path.join(dir, 'work'));
    setup(dir);
    const out = path.join(dir, 'out.tar.gz');
    execFileSync('tar', ['-czPf', out, ...options, ...names], { cwd: path.join(dir, 'work') });
    return readFileSync(out);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function importFails(archive: Buffer) {
  const res = await uploadImport(owner.client, archive, { path: uniqueName('bad') });
  expect(res.status).toBe(201);
  expect(res.body.import_status).toBe('scheduled');
  return waitForImport(owner.client, res.body.id);
}

describe('POST /projects/import parameters', () => {
  it('answers 400 with Grape’s messages for missing path and file', async () => {
    expectGitlabError(await uploadImport(owner.client, Buffer.alloc(0), {}), 400, { error: 'path is missing' });
    const noFile = await owner.client.post('/projects/import', { body: { path: 'x' } });
    expectGitlabError(noFile, 400, { error: 'file is missing' });
    const nothing = await owner.client.post('/projects/import', { body: {} });
    expectGitlabError(nothing, 400, { error: 'path is missing, file is missing' });
  });

  it('answers 401 anonymously and 404 for an unknown namespace', async () => {
    expectGitlabError(await owner.client.post('/projects/import', { token: null, body: { path: 'x' } }), 401, { message: '401 Unauthorized' });
    const archive = await buildArchive(VALID);
    expectGitlabError(await uploadImport(owner.client, archive, { path: uniqueName('p'), namespace: 'no-such-namespace-xyz' }), 404, { message: '404 Namespace Not Found' });
  });

  it('answers 400 "Namespace is not valid" for a namespace the caller cannot create projects in, creating nothing', async () => {
    const group = await createGroup(other.client);
    await addMember(other.client, `groups/${group.id}`, owner.user.id, 30);
    const archive = await buildArchive(VALID);
    const path = uniqueName('p');
    expectGitlabError(await uploadImport(owner.client, archive, { path, namespace: String(group.id) }), 400, { message: 'Namespace is not valid' });
    expectGitlabError(await owner.client.get(`/projects/${encodeURIComponent(`${group.full_path}/${path}`)}`), 404, { message: '404 Project Not Found' });
  });

  it('imports into a group by full path for its Maintainers, with override_params above the archive', async () => {
    const group = await createGroup(other.client);
    await addMember(other.client, `groups/${group.id}`, owner.user.id, 40);
    const path = uniqueName('p');
    const res = await uploadImport(owner.client, await buildArchive(VALID), { path, namespace: group.full_path, 'override_params[description]': 'Overridden' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ path, path_with_namespace: `${group.full_path}/${path}`, import_status: 'scheduled' });
    expect(await waitForImport(owner.client, res.body.id)).toMatchObject({ import_status: 'finished', description: 'Overridden' });
  });
});

describe('GET /projects/:id/import', () => {
  it('answers import_status none for a project that was not imported, 404 for a non-member', async () => {
    const project = await createProject(owner.client);
    const res = await owner.client.get(`/projects/${project.id}/import`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: project.id, description: null, name: project.name, name_with_namespace: project.name_with_namespace, path: project.path,
      path_with_namespace: project.path_with_namespace, created_at: project.created_at, import_status: 'none', import_type: null,
      correlation_id: null, failed_relations: [], import_error: null, stats: null,
    });
    expectGitlabError(await other.client.get(`/projects/${project.id}/import`), 404, { message: '404 Project Not Found' });
  });
});

describe('archives that are refused', () => {
  it.each([
    ['not a tar.gz', async () => Buffer.from('this is not an archive'), 'Unable to decompress the export file: it is not a valid tar.gz archive'],
    ['no VERSION', () => buildArchive({ 'tree/project.json': '{}' }), 'Invalid file: the archive has no VERSION file'],
    ['a newer version', () => buildArchive({ ...VALID, VERSION: '0.3.0' }), 'Import version mismatch: Required <= 0.2.4 but was 0.3.0'],
    ['a symbolic link', () => buildArchive(VALID, async (dir) => symlinkSync('/etc/passwd', path.join(dir, 'tree', 'link'))), 'Invalid file: tree/link is a symbolic link'],
    ['a hard link', async () => gnuTar((dir) => {
      writeFileSync(path.join(dir, 'work', 'VERSION'), '0.2.4');
      linkSync(path.join(dir, 'work', 'VERSION'), path.join(dir, 'work', 'COPY'));
    }, ['VERSION', 'COPY']), 'Invalid file: COPY is a hard link to VERSION'],
    ['a path leaving the archive', async () => gnuTar((dir) => {
      writeFileSync(path.join(dir, 'work', 'VERSION'), '0.2.4');
      writeFileSync(path.join(dir, 'evil'), 'x');
    }, ['VERSION', '../evil']), 'Invalid path: ../evil leaves the archive'],
    ['an absolute path', async () => gnuTar((dir) => {
      writeFileSync(path.join(dir, 'work', 'VERSION'), '0.2.4');
      writeFileSync(path.join(dir, 'abs'), 'x');
    }, ['VERSION'], ['--transform', 's,^VERSION$,/etc/cron.d/evil,']), 'Invalid path: /etc/cron.d/evil is absolute'],
  ])('fails the import visibly for %s, keeping the project with import_status failed', async (_name, build, message) => {
    const status = await importFails(await build());
    expect(status).toMatchObject({ import_status: 'failed', import_error: message, failed_relations: [] });
  });

  it('shows the reason only to Maintainers (GitLab’s read_import_error)', async () => {
    const status = await importFails(Buffer.from('junk'));
    await addMember(owner.client, `projects/${status.id}`, other.user.id, 30);
    const res = await other.client.get(`/projects/${status.id}/import`);
    expect(res.body.import_error).toBe('Ask a maintainer to check the import status for more details.');
  });
});

describe('relations that fail', () => {
  it('records each failed line in failed_relations and imports the rest', async () => {
    const issue = (iid: number, title: string | null) => JSON.stringify({ iid, title, state: 'opened', created_at: '2021-02-03T04:05:06.000Z', notes: [] });
    const archive = await buildArchive({
      ...VALID, 'tree/project/issues.ndjson': [issue(1, 'Good'), issue(2, null), '{not json', issue(4, 'Also good')].join('\n'),
    });
    const status = await waitForImport(owner.client, (await uploadImport(owner.client, archive, { path: uniqueName('partial') })).body.id);
    expect(status.import_status).toBe('finished');
    expect(status.failed_relations).toEqual([
      { id: 1, created_at: expect.any(String), exception_class: 'ActiveRecord::RecordInvalid', exception_message: "Validation failed: Title can't be blank",
        source: 'process_relation_item!', relation_name: 'issues', line_number: 1 },
      { id: 2, created_at: expect.any(String), exception_class: 'JSON::ParserError', exception_message: expect.any(String),
        source: 'process_relation_item!', relation_name: 'issues', line_number: 2 },
    ]);
    const issues = await owner.client.get(`/projects/${status.id}/issues?sort=asc`);
    expect(issues.body.map((i: any) => [i.iid, i.title, i.author.username, i.created_at])).toEqual([
      [1, 'Good', owner.user.username, '2021-02-03T04:05:06.000Z'], [4, 'Also good', owner.user.username, '2021-02-03T04:05:06.000Z'],
    ]);
  });
});
