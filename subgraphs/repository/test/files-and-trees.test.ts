import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { archiveCommand, archivePrefix } from '../services/files/archive.service';
import { gitBare, RepositoryHarness } from './support';

let h: RepositoryHarness;
let projectId: number;
let gitDir: string;
let p: string;

beforeAll(async () => {
  h = await RepositoryHarness.start();
  ({ projectId, gitDir } = await h.createRepository());
  p = String(projectId);
  const work = h.clone(gitDir);
  work.write('src/app.js', 'line 1\nline 2\n');
  work.write('src/lib/util.js', 'util\n');
  work.write('bin/run', '#!/bin/sh\n');
  fs.chmodSync(path.join(work.dir, 'bin/run'), 0o755);
  work.commit('Add sources', '2021-01-01T00:00:00Z');
  work.write('src/app.js', 'line 1\nline 2 changed\nline 3\n');
  work.commit('Change app', '2021-01-02T00:00:00Z');
  work.push('main');
}, 60_000);
afterAll(async () => {
  await h?.stop();
});

const FILE = `query($p: ID!, $f: String!, $ref: String) { projectRepository(projectId: $p) { file(filePath: $f, ref: $ref) {
  fileName filePath size encoding contentSha256 ref blobId commitId lastCommitId executeFilemode content } } }`;

describe('reading files', () => {
  it('returns the file record of GET /repository/files, as git stores it', async () => {
    const { file } = (await h.ok(FILE, { p, f: 'src/app.js', ref: 'main' })).projectRepository;
    const bytes = execFileSync('git', ['--git-dir', gitDir, 'cat-file', 'blob', 'main:src/app.js']);
    expect(file).toEqual({
      fileName: 'app.js', filePath: 'src/app.js', size: bytes.length, encoding: 'base64', contentSha256: createHash('sha256').update(bytes).digest('hex'),
      ref: 'main', blobId: gitBare(gitDir, 'rev-parse', 'main:src/app.js'), commitId: gitBare(gitDir, 'rev-parse', 'main'),
      lastCommitId: gitBare(gitDir, 'log', '-1', '--format=%H', 'main', '--', 'src/app.js'), executeFilemode: false, content: bytes.toString('base64'),
    });
    const first = gitBare(gitDir, 'rev-parse', 'main~1');
    const older = (await h.ok(FILE, { p, f: 'src/lib/util.js', ref: 'main' })).projectRepository.file;
    expect(older.lastCommitId).toBe(first);
    expect((await h.ok(FILE, { p, f: 'bin/run', ref: 'main' })).projectRepository.file.executeFilemode).toBe(true);
  });

  it('answers 404 Commit, 404 File, and 400 for a traversing path', async () => {
    expect((await h.error(FILE, { p, f: 'src/app.js', ref: 'nope' })).body).toEqual({ message: '404 Commit Not Found' });
    expect((await h.error(FILE, { p, f: 'src/missing.js', ref: 'main' })).body).toEqual({ message: '404 File Not Found' });
    expect((await h.error(FILE, { p, f: 'src', ref: 'main' })).body).toEqual({ message: '404 File Not Found' });
    for (const f of ['../etc/passwd', 'src/../../x', '..']) {
      expect(await h.error(FILE, { p, f, ref: 'main' })).toMatchObject({ code: 'BAD_USER_INPUT', body: { error: 'file_path should be a valid file path' } });
    }
  });

  it('blames lines to the commits that wrote them', async () => {
    const BLAME = `query($p: ID!) { projectRepository(projectId: $p) { blame(filePath: "src/app.js", ref: "main") { commit { sha } lines } } }`;
    const ranges = (await h.ok(BLAME, { p })).projectRepository.blame;
    const [head, first] = [gitBare(gitDir, 'rev-parse', 'main'), gitBare(gitDir, 'rev-parse', 'main~1')];
    expect(ranges).toEqual([
      { commit: { sha: first }, lines: ['line 1'] },
      { commit: { sha: head }, lines: ['line 2 changed', 'line 3'] },
    ]);
  });
});

const WRITE = (op: string) => `mutation($input: FileCommitInput!) { ${op}(input: $input) { filePath branch commit { sha } } }`;
const fileInput = (extra: object) => ({ input: { projectId: p, branch: 'main', commitMessage: 'File change', ...extra } });

describe('writing files', () => {
  it('creates, updates and deletes a file, one commit each', async () => {
    const created = (await h.ok(WRITE('createFile'), fileInput({ filePath: 'docs/new.md', content: 'hello' }))).createFile;
    expect(created).toEqual({ filePath: 'docs/new.md', branch: 'main', commit: { sha: gitBare(gitDir, 'rev-parse', 'main') } });
    expect(gitBare(gitDir, 'show', 'main:docs/new.md')).toBe('hello');
    await h.ok(WRITE('updateFile'), fileInput({ filePath: 'docs/new.md', content: Buffer.from('bye').toString('base64'), encoding: 'base64', lastCommitId: created.commit.sha, executeFilemode: true }));
    expect(gitBare(gitDir, 'ls-tree', 'main', 'docs/new.md')).toMatch(/^100755 blob /);
    expect(gitBare(gitDir, 'show', 'main:docs/new.md')).toBe('bye');
    await h.ok(WRITE('deleteFile'), fileInput({ filePath: 'docs/new.md' }));
    expect(gitBare(gitDir, 'ls-tree', 'main', 'docs/new.md')).toBe('');
  });

  it('creates the branch from start_branch', async () => {
    await h.ok(WRITE('createFile'), fileInput({ filePath: 'topic.txt', content: 't', branch: 'topic', startBranch: 'main' }));
    expect(gitBare(gitDir, 'rev-parse', 'topic~1')).toBe(gitBare(gitDir, 'rev-parse', 'main'));
  });

  it.each([
    ['createFile', { filePath: 'src/app.js', content: 'x' }, 'A file with this name already exists'],
    ['updateFile', { filePath: 'nope.txt', content: 'x' }, "A file with this name doesn't exist"],
    ['deleteFile', { filePath: 'nope.txt' }, "A file with this name doesn't exist"],
    ['updateFile', { filePath: 'src/app.js', content: 'x', lastCommitId: 'a'.repeat(40) }, 'You are attempting to update a file that has changed since you started editing it.'],
  ])('%s refuses with GitLab text: %j', async (op, extra, message) => {
    expect((await h.error(WRITE(op), fileInput(extra))).body).toEqual({ message });
  });

  it('refuses a traversing path before touching git', async () => {
    const error = await h.error(WRITE('createFile'), fileInput({ filePath: '../outside.txt', content: 'x' }));
    expect(error).toMatchObject({ code: 'BAD_USER_INPUT', body: { error: 'file_path should be a valid file path' } });
  });
});

const TREE = `query($p: ID!, $path: String, $ref: String, $recursive: Boolean! = false, $page: Int! = 1, $perPage: Int! = 20) {
  projectRepository(projectId: $p) { tree(path: $path, ref: $ref, recursive: $recursive, page: $page, perPage: $perPage) { nodes { id name type path mode } pageInfo { total } } } }`;

describe('trees, blobs and comparisons', () => {
  it('lists a tree with directories first, a sub-path, recursively, by page', async () => {
    const root = (await h.ok(TREE, { p })).projectRepository.tree;
    expect(root.nodes.map((e: { path: string; type: string }) => `${e.type} ${e.path}`)).toEqual(['tree bin', 'tree src', 'blob README.md']);
    const src = (await h.ok(TREE, { p, path: 'src' })).projectRepository.tree.nodes;
    expect(src).toEqual([
      { id: gitBare(gitDir, 'rev-parse', 'main:src/lib'), name: 'lib', type: 'tree', path: 'src/lib', mode: '040000' },
      { id: gitBare(gitDir, 'rev-parse', 'main:src/app.js'), name: 'app.js', type: 'blob', path: 'src/app.js', mode: '100644' },
    ]);
    const all = (await h.ok(TREE, { p, recursive: true })).projectRepository.tree;
    expect(all.pageInfo.total).toBe(gitBare(gitDir, 'ls-tree', '-r', '-t', 'main').split('\n').length);
    const page2 = (await h.ok(TREE, { p, recursive: true, page: 2, perPage: 2 })).projectRepository.tree.nodes;
    expect(page2).toEqual(all.nodes.slice(2, 4));
  });

  it('answers 404 Tree for an unknown ref and 404 for an unknown path', async () => {
    expect((await h.error(TREE, { p, ref: 'nope' })).body).toEqual({ message: '404 Tree Not Found' });
    expect((await h.error(TREE, { p, path: 'nope' })).body).toEqual({ message: '404 invalid revision or path Not Found' });
  });

  it('returns a blob by id in base64, and 404 Blob otherwise', async () => {
    const BLOB = `query($p: ID!, $sha: String!) { projectRepository(projectId: $p) { blob(sha: $sha) { sha size encoding content } } }`;
    const id = gitBare(gitDir, 'rev-parse', 'main:src/lib/util.js');
    expect((await h.ok(BLOB, { p, sha: id })).projectRepository.blob).toEqual({ sha: id, size: 5, encoding: 'base64', content: Buffer.from('util\n').toString('base64') });
    expect((await h.error(BLOB, { p, sha: 'c'.repeat(40) })).body).toEqual({ message: '404 Blob Not Found' });
  });

  it('compares from the merge base or straight, and 404s an unknown ref', async () => {
    const COMPARE = `query($p: ID!, $from: String!, $to: String!, $straight: Boolean! = false) { projectRepository(projectId: $p) {
      compare(from: $from, to: $to, straight: $straight) { commit { sha } commits { sha } diffs { oldPath newPath newFile diff } compareTimeout compareSameRef } } }`;
    const compare = async (v: object) => (await h.ok(COMPARE, { p, ...v })).projectRepository.compare;
    const result = await compare({ from: 'main', to: 'topic' });
    expect(result.commits.map((c: { sha: string }) => c.sha)).toEqual(gitBare(gitDir, 'rev-list', '--reverse', 'main..topic').split('\n'));
    expect(result).toMatchObject({ commit: { sha: gitBare(gitDir, 'rev-parse', 'topic') }, compareTimeout: false, compareSameRef: false });
    expect(result.diffs).toEqual([{ oldPath: 'topic.txt', newPath: 'topic.txt', newFile: true, diff: '@@ -0,0 +1 @@\n+t\n\\ No newline at end of file\n' }]);
    expect((await compare({ from: 'topic', to: 'main' })).commits.length).toBe(Number(gitBare(gitDir, 'rev-list', '--count', 'topic..main')));
    expect((await compare({ from: 'topic', to: 'main', straight: true })).diffs.length).toBeGreaterThan(0);
    expect(await compare({ from: 'main', to: 'main' })).toMatchObject({ commit: null, commits: [], diffs: [], compareSameRef: true });
    expect((await h.error(COMPARE, { p, from: 'main', to: 'nope' })).body).toEqual({ message: '404 Ref Not Found' });
  });

  // The bytes are streamed by the edge (test/e2e/repository-raw.test.ts); the subgraph validates and names them.
  it('validates archive requests: revision, GitLab\'s format names and an existing subfolder', async () => {
    const ARCHIVE = `query($p: ID!, $f: String, $sha: String, $path: String) {
      projectRepository(projectId: $p) { archive(format: $f, sha: $sha, path: $path) { sha ref format path } } }`;
    const main = gitBare(gitDir, 'rev-parse', 'main');
    expect((await h.ok(ARCHIVE, { p, f: 'tgz' })).projectRepository.archive).toEqual({ sha: main, ref: 'main', format: 'tar.gz', path: null });
    expect((await h.ok(ARCHIVE, { p, f: 'TBZ2', sha: 'topic', path: 'src/' })).projectRepository.archive)
      .toEqual({ sha: gitBare(gitDir, 'rev-parse', 'topic'), ref: 'topic', format: 'tar.bz2', path: 'src' });
    // Gitlab::Git::Repository#archive_metadata: a format it does not name is a tar.gz.
    expect((await h.ok(ARCHIVE, { p, f: 'rar' })).projectRepository.archive.format).toBe('tar.gz');
    for (const bad of [{ sha: 'nope' }, { path: 'missing' }, { path: '../etc' }]) {
      expect((await h.error(ARCHIVE, { p, ...bad })).body).toEqual({ message: '404 File Not Found' });
    }
    const info = { sha: main, ref: 'feature/x', format: 'zip', path: 'src/lib' };
    expect(archivePrefix('proj', info)).toBe(`proj-feature-x-${main}-src-lib`);
    expect(archiveCommand(info, 'p')).toEqual(['archive', '--format=zip', '--prefix=p/', main, '--', 'src/lib']);
  });
});
