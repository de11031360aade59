import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { settleJobs } from '../../subgraphs/repository/test/support';
import { expectGitlabError } from '../support/expectations';
import { createProject, createUserWithClient, type CreatedProject } from '../support/factories';
import { Scratch } from '../support/git-cli';
import { repositoryGitDir } from '../support/repositories';
import { startTestService, type TestService } from '../support/service';

const run = promisify(execFile);
let service: TestService;
let project: CreatedProject;
let gitDir: string;
const scratch = new Scratch();
const git = async (...args: string[]) => (await run('git', ['--git-dir', gitDir, ...args])).stdout.trim();
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

beforeAll(async () => {
  service = await startTestService();
  project = await createProject(service.api, { visibility: 'public', initialize_with_readme: true });
  gitDir = await repositoryGitDir(service, project.id);
  const res = await service.api.post(`/projects/${project.id}/repository/commits`, {
    body: {
      branch: 'main', commit_message: 'Content',
      actions: [
        { action: 'create', file_path: 'docs/guide.txt', content: 'Guide\nline two\n' },
        { action: 'create', file_path: 'docs/api/ref.md', content: '# Ref\n' },
        { action: 'create', file_path: 'bin/tool', content: 'AAEC/w==', encoding: 'base64', execute_filemode: true },
        { action: 'create', file_path: 'logo.png', content: PNG.toString('base64'), encoding: 'base64' },
      ],
    },
  });
  expect(res.status).toBe(201);
});
afterAll(async () => {
  scratch.cleanup();
  if (service) await settleJobs(service.server.backend.databaseUrl);
  await service?.stop();
  await new Promise((resolve) => setTimeout(resolve, 2500)); // pg-boss worker loops (see subgraphs/repository/test/support.ts)
});

const base = () => `${service.url}/api/v4/projects/${project.id}/repository`;
const get = (url: string, init: RequestInit = {}) => fetch(url, { ...init, headers: { 'private-token': service.rootToken, ...init.headers } });
const headers = (res: Response, names: string[]) => Object.fromEntries(names.map((n) => [n, res.headers.get(n)]));
const GITLAB_HEADERS = ['x-gitlab-file-name', 'x-gitlab-file-path', 'x-gitlab-size', 'x-gitlab-encoding', 'x-gitlab-content-sha256', 'x-gitlab-ref',
  'x-gitlab-blob-id', 'x-gitlab-commit-id', 'x-gitlab-last-commit-id', 'x-gitlab-execute-filemode'];

async function expectedHeaders(file: string, ref: string) {
  const content = await run('git', ['--git-dir', gitDir, 'show', `main:${file}`], { encoding: 'buffer' });
  return {
    'x-gitlab-file-name': path.basename(file), 'x-gitlab-file-path': file, 'x-gitlab-size': String(content.stdout.length), 'x-gitlab-encoding': 'base64',
    'x-gitlab-content-sha256': createHash('sha256').update(content.stdout).digest('hex'), 'x-gitlab-ref': ref,
    'x-gitlab-blob-id': await git('rev-parse', `main:${file}`), 'x-gitlab-commit-id': await git('rev-parse', 'main'),
    'x-gitlab-last-commit-id': await git('log', '-1', '--format=%H', 'main', '--', file), 'x-gitlab-execute-filemode': String(file === 'bin/tool'),
  };
}

describe('GET /projects/:id/repository/files/:file_path/raw', () => {
  it('answers the bytes as text with the X-Gitlab-* headers, the default branch when no ref is given', async () => {
    const res = await get(`${base()}/files/${encodeURIComponent('docs/guide.txt')}/raw`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('Guide\nline two\n');
    expect(headers(res, ['content-type', 'content-disposition', 'cache-control', 'content-length'])).toEqual({
      'content-type': 'text/plain; charset=utf-8', 'content-disposition': 'inline; filename="guide.txt"; filename*=UTF-8\'\'guide.txt',
      'cache-control': 'no-cache, no-store', 'content-length': '15',
    });
    expect(headers(res, GITLAB_HEADERS)).toEqual(await expectedHeaders('docs/guide.txt', ''));
  });

  it('sends binaries as attachments and images inline, at any ref', async () => {
    const binary = await get(`${base()}/files/${encodeURIComponent('bin/tool')}/raw?ref=main`);
    expect(Buffer.from(await binary.arrayBuffer())).toEqual(Buffer.from([0, 1, 2, 255]));
    expect(headers(binary, ['content-type', 'content-disposition', 'x-gitlab-execute-filemode', 'x-gitlab-ref'])).toEqual({
      'content-type': 'application/octet-stream', 'content-disposition': 'attachment; filename="tool"; filename*=UTF-8\'\'tool',
      'x-gitlab-execute-filemode': 'true', 'x-gitlab-ref': 'main',
    });
    const image = await get(`${base()}/files/logo.png/raw?ref=${await git('rev-parse', 'main')}&lfs=true`);
    expect({ type: image.headers.get('content-type'), bytes: Buffer.from(await image.arrayBuffer()) }).toEqual({ type: 'image/png', bytes: PNG });
  });

  it('sends a file of several MiB whole, its bytes and length exact, by path and by blob id', async () => {
    // Past the size read whole through cat-file: streamed by a git of its own.
    const bytes = Buffer.alloc(3 * 1024 * 1024 + 7);
    for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 7919) % 251;
    const res = await service.api.post(`/projects/${project.id}/repository/files/${encodeURIComponent('data/large.bin')}`, {
      body: { branch: 'large', start_branch: 'main', commit_message: 'Large', content: bytes.toString('base64'), encoding: 'base64' },
    });
    expect(res.status).toBe(201);
    const digest = (b: Buffer) => createHash('sha256').update(b).digest('hex');
    const byPath = await get(`${base()}/files/${encodeURIComponent('data/large.bin')}/raw?ref=large`);
    expect(byPath.headers.get('content-length')).toBe(String(bytes.length));
    expect(digest(Buffer.from(await byPath.arrayBuffer()))).toBe(digest(bytes));
    const byId = await get(`${base()}/blobs/${await git('rev-parse', 'large:data/large.bin')}/raw`);
    expect({ status: byId.status, type: byId.headers.get('content-type'), length: byId.headers.get('content-length') })
      .toEqual({ status: 200, type: 'application/octet-stream', length: String(bytes.length) });
    expect(digest(Buffer.from(await byId.arrayBuffer()))).toBe(digest(bytes));
  });

  it('answers GitLab\'s JSON errors for a missing ref, file or project', async () => {
    const missing = await service.api.get(`/projects/${project.id}/repository/files/nope.txt/raw`);
    expectGitlabError(missing, 404, { message: '404 File Not Found' });
    expectGitlabError(await service.api.get(`/projects/${project.id}/repository/files/README.md/raw?ref=nope`), 404, { message: '404 Commit Not Found' });
    const stranger = await createUserWithClient(service.api);
    const privateProject = await createProject(service.api, { visibility: 'private', initialize_with_readme: true });
    expectGitlabError(await stranger.client.get(`/projects/${privateProject.id}/repository/files/README.md/raw`), 404, { message: '404 Project Not Found' });
  });
});

describe('file metadata in headers', () => {
  it('answers HEAD with the X-Gitlab-* headers and no body', async () => {
    const res = await get(`${base()}/files/${encodeURIComponent('docs/guide.txt')}?ref=main`, { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('');
    expect(headers(res, GITLAB_HEADERS)).toEqual(await expectedHeaders('docs/guide.txt', 'main'));
  });

  it('sets the same headers on the JSON GET', async () => {
    const res = await get(`${base()}/files/README.md?ref=main`);
    expect(res.headers.get('content-type')).toBe('application/json');
    expect(headers(res, GITLAB_HEADERS)).toEqual(await expectedHeaders('README.md', 'main'));
    expect((await res.json()).content).toBe(Buffer.from(`# ${project.name}\n`).toString('base64'));
  });
});

describe('GET /projects/:id/repository/blobs/:sha/raw', () => {
  it('answers any blob by id, or 404 Blob Not Found', async () => {
    const sha = await git('rev-parse', 'main:docs/api/ref.md');
    const res = await get(`${base()}/blobs/${sha}/raw`);
    expect({ status: res.status, body: await res.text(), disposition: res.headers.get('content-disposition') }).toEqual({ status: 200, body: '# Ref\n', disposition: 'inline' });
    expectGitlabError(await service.api.get(`/projects/${project.id}/repository/blobs/${'e'.repeat(40)}/raw`), 404, { message: '404 Blob Not Found' });
  });
});

describe('GET /projects/:id/repository/archive', () => {
  async function unpack(res: Response, name: string, command: string[]): Promise<string> {
    const dir = scratch.dir();
    fs.writeFileSync(path.join(dir, name), Buffer.from(await res.arrayBuffer()));
    await run(command[0], [...command.slice(1), path.join(dir, name)], { cwd: dir });
    return dir;
  }

  const files = (dir: string): string[] => fs.readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name))).sort();

  it.each([
    ['', 'tar.gz', ['tar', 'xzf'], 'application/octet-stream'],
    ['.zip', 'zip', ['unzip', '-q'], 'application/zip'],
    ['.tar.bz2', 'tar.bz2', ['tar', 'xjf'], 'application/octet-stream'],
    ['.tar', 'tar', ['tar', 'xf'], 'application/octet-stream'],
  ])('streams archive%s named <project>-<ref>-<sha>, holding the tree', async (suffix, extension, command, type) => {
    const sha = await git('rev-parse', 'main');
    const res = await get(`${base()}/archive${suffix}`);
    const prefix = `${project.path}-main-${sha}`;
    expect(headers(res, ['content-type', 'content-disposition', 'content-transfer-encoding'])).toEqual({
      'content-type': type, 'content-disposition': `attachment; filename="${prefix}.${extension}"`, 'content-transfer-encoding': 'binary',
    });
    const dir = await unpack(res, `${prefix}.${extension}`, command);
    const tree = (await git('ls-tree', '-r', '--name-only', 'main')).split('\n').map((f) => `${prefix}/${f}`);
    expect(files(dir).filter((f) => f.startsWith(`${prefix}/`))).toEqual(tree.sort());
    expect(fs.readFileSync(path.join(dir, prefix, 'docs/guide.txt'), 'utf8')).toBe('Guide\nline two\n');
  });

  it('archives a subfolder of another revision with the path in its name', async () => {
    const first = await git('rev-list', '--max-parents=0', 'main');
    await service.api.post(`/projects/${project.id}/repository/branches`, { body: { branch: 'release/1', ref: 'main' } });
    const res = await get(`${base()}/archive.tar.gz?sha=release/1&path=docs`);
    const prefix = `${project.path}-release-1-${await git('rev-parse', 'main')}-docs`;
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${prefix}.tar.gz"`);
    const dir = await unpack(res, 'a.tar.gz', ['tar', 'xzf']);
    expect(files(dir).filter((f) => f.startsWith(`${prefix}/`))).toEqual([`${prefix}/docs/api/ref.md`, `${prefix}/docs/guide.txt`]);
    expectGitlabError(await service.api.get(`/projects/${project.id}/repository/archive?sha=${first}&path=docs`), 404, { message: '404 File Not Found' });
    expectGitlabError(await service.api.get(`/projects/${project.id}/repository/archive?sha=nope`), 404, { message: '404 File Not Found' });
  });
});
